import { timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { newToken } from '../lib/ids.ts';
import { type CommandDeps, runCommand, UsageError } from './commands.ts';

/**
 * The embedded database allows one process, so while the server runs the CLI asks it to carry
 * out operator commands: over HTTP on 127.0.0.1 (a random port), with a secret that only the
 * account running the server can read (`DATA_DIR/operator.json`, mode 0600, rewritten at every
 * start). See docs/decisions/0014-operator-commands-and-moderation.md.
 */
export const OPERATOR_FILE = 'operator.json';

const FileSchema = z.object({ port: z.number().int(), secret: z.string().min(20), pid: z.number().int() });
const RequestSchema = z.object({ args: z.array(z.string().max(1000)).max(20) });
const MAX_BODY = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new UsageError('Request too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Starts the endpoint and writes its file; returns a function that stops both. */
export async function startOperatorEndpoint(deps: CommandDeps, dataDir: string): Promise<() => Promise<void>> {
  const secret = newToken();
  const file = path.join(dataDir, OPERATOR_FILE);
  // One command at a time, like the command line would run them.
  let queue: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const auth = req.headers.authorization ?? '';
    if (req.method !== 'POST' || req.url !== '/run') return answer(404, { error: 'Not found.' });
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), secret)) return answer(401, { error: 'Wrong secret.' });
    void (async () => {
      try {
        const parsed = RequestSchema.safeParse(JSON.parse(await readBody(req)));
        if (!parsed.success) return answer(400, { error: 'Send {"args": [...]}.' });
        const run = queue.then(() => runCommand(deps, parsed.data.args));
        queue = run.catch(() => {});
        answer(200, { ok: true, output: await run });
      } catch (err) {
        const known = err instanceof AppError || err instanceof UsageError;
        answer(200, { ok: false, error: known ? err.message : 'The command failed; see the server log.' });
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify({ port, secret, pid: process.pid }), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return async () => {
    rmSync(file, { force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/** The command line's side: runs the command on the server that holds DATA_DIR. */
export async function askRunningServer(dataDir: string, pid: number, args: string[]): Promise<string> {
  let info: z.infer<typeof FileSchema>;
  try {
    info = FileSchema.parse(JSON.parse(readFileSync(path.join(dataDir, OPERATOR_FILE), 'utf8')));
  } catch {
    throw new Error(
      `The server (process ${pid}) is using ${dataDir} but its operator endpoint is not ready ` +
        `(${OPERATOR_FILE} is missing or unreadable: run the command as the user that runs the server, ` +
        'or wait until it has started).',
    );
  }
  const body = JSON.stringify({ args });
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: info.port,
        path: '/run',
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${info.secret}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  const result = JSON.parse(answer.text) as { ok?: boolean; output?: string; error?: string };
  if (answer.status !== 200 || !result.ok) throw new Error(result.error ?? `The server answered ${answer.status}.`);
  return result.output ?? '';
}
