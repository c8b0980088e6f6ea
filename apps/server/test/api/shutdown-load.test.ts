import { rmSync } from 'node:fs';
import http from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { databaseUrlOf, dbKind, freshDatabase } from '../kit.ts';
import { killAll, prepareDataDir, startServer } from '../server-process.ts';

// Issue #32: under a steady stream of requests, a stopping server answered some with a reset:
// the connections the kernel had queued when the listener closed (5 to 11 a stop with 16
// clients here, 3 to 15 measured before on the two databases). Now every request after SIGTERM
// gets a 503 or a refused connection (docs/decisions/0019-stopping-and-connection-limits.md).

afterAll(killAll);

const CLIENTS = 16;

type Outcome = { kind: 'answered'; status: number; connection: string } | { kind: 'refused' } | { kind: 'broken'; error: string };

function probe(port: number, agent: http.Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0, connection: String(res.headers.connection) }));
      res.on('error', (err) => resolve({ kind: 'broken', error: err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(err.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'broken', error: `${err.code}: ${err.message}` }),
    );
  });
}

it(`answers ${CLIENTS} clients calling without pause 503 or refuses them while it stops, never a reset`, {
  timeout: 180_000,
}, async () => {
  const database = dbKind === 'postgres' ? await freshDatabase() : null;
  const dataDir = database ? null : await prepareDataDir('tod-shutdown-load-');
  const server = startServer(database ? { DATABASE_URL: databaseUrlOf(database) } : { DATA_DIR: dataDir! });
  try {
    const port = await server.listening();
    let stopped = false;
    void server.exited.then(() => {
      stopped = true;
    });
    // Half reuse connections as browsers do, half open a new one for each request.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: CLIENTS / 2 });
    const seen: Outcome[] = [];
    let signalled = false;
    const clients = Array.from({ length: CLIENTS }, async (_, i) => {
      while (!stopped) {
        const outcome = await probe(port, i % 2 === 0 ? keepAlive : false);
        if (signalled) seen.push(outcome);
      }
    });
    // The clients are busy before the signal comes.
    while (!signalled) {
      if ((await probe(port, false)).kind === 'answered') {
        signalled = true;
        server.child.kill('SIGTERM');
      }
    }
    await Promise.all(clients);
    keepAlive.destroy();
    expect((await server.exited).code, server.output()).toBe(0);

    const broken = seen.filter((o) => o.kind === 'broken');
    expect(broken, JSON.stringify(broken)).toEqual([]);
    // Requests the server had begun before the signal still end in their real answer.
    const answers = seen.flatMap((o) => (o.kind === 'answered' ? [o] : []));
    for (const o of answers) expect([200, 503]).toContain(o.status);
    const drained = answers.filter((o) => o.status === 503);
    expect(drained.length).toBeGreaterThan(0);
    for (const o of drained) expect(o.connection).toBe('close');
    expect(seen.some((o) => o.kind === 'refused')).toBe(true);
  } finally {
    server.child.kill('SIGKILL');
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
});
