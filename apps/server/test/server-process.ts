import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

export const serverDir = fileURLToPath(new URL('..', import.meta.url));
const mainTs = path.join(serverDir, 'src/main.ts');

export interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<Exit>;
  output(): string;
  /** Resolves with the port once the server says it is listening. */
  listening(): Promise<number>;
}

const running = new Set<ChildProcess>();

/** Kills whatever a test started and did not stop (call from afterAll). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Runs the real entry point in its own process, with only the settings given. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: serverDir,
    // No inherited settings: a DATABASE_URL in the test's environment must not reach it. Hashing
    // never rests, as in test/kit.ts: a login waiting out a rest could outlast a shutdown drain.
    env: {
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      HASH_BUSY_SHARE: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => {
    stdout += d;
  });
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  running.add(child);
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    }),
  );
  let ended: Exit | undefined;
  void exited.then((exit) => {
    ended = exit;
  });
  const output = () => stdout + stderr;
  return {
    child,
    exited,
    output,
    async listening() {
      for (;;) {
        const match = /running at http:\/\/localhost:(\d+)/.exec(output());
        if (match) return Number(match[1]);
        if (ended) throw new Error(`process exited (${ended.code}) before listening:\n${ended.stdout}\n${ended.stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/**
 * A DATA_DIR holding the run's migrated, seeded template when there is one, so the server
 * starts without initdb (seconds on a busy machine); else the server creates it.
 */
export async function prepareDataDir(prefix = 'tod-proc-'): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = inject('pgliteTemplate');
  if (template) {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(template)]) });
    await client.close();
  }
  return dataDir;
}
