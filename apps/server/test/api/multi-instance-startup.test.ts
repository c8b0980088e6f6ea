// Rollouts on PostgreSQL (docs/operations.md, "Rollouts"): instances started together on an
// empty database take turns to migrate and seed (db/schema-lock.ts); an instance started before
// its database waits for it; a database error at start-up is printed with PostgreSQL's message.
// Real server processes: only the server-postgres project runs multi-instance files.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { BASE_CONTENT_PACK } from '@tod/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { serverRoot } from '../../src/paths.ts';
import { HOME_V2 } from '../../src/seed/seed-home.ts';
import { ITEMS_V2 } from '../../src/seed/seed-items.ts';
import { QUEST_CHAINS_V2, QUESTS_V1 } from '../../src/seed/seed-quests.ts';
import { CONTENT_V2 } from '../../src/seed/seed-upgrade.ts';
import { CONTENT_V3 } from '../../src/seed/seed-upgrade-v3.ts';
import { databaseUrlOf, dbKind, freshDatabase } from '../kit.ts';
import { killAll, startServer } from '../server-process.ts';

if (dbKind !== 'postgres') throw new Error('multi-instance tests need the server-postgres project');

const databases: Database[] = [];
afterAll(async () => {
  killAll();
  for (const database of databases) await database.close();
});

/** A database of its own with nothing in it: no tables, no migrations recorded. */
async function emptyDatabase(): Promise<{ database: Database; url: string }> {
  const database = await freshDatabase();
  databases.push(database);
  await database.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await database.query('DROP SCHEMA public CASCADE');
  await database.query('CREATE SCHEMA public');
  return { database, url: databaseUrlOf(database) };
}

async function stop(server: ReturnType<typeof startServer>): Promise<number | null> {
  server.child.kill('SIGTERM');
  return (await server.exited).code;
}

describe('three instances started at once on an empty PostgreSQL database', () => {
  it('all become ready; the migrations and the content pack are applied once', { timeout: 180_000 }, async () => {
    const { database, url } = await emptyDatabase();
    const servers = [1, 2, 3].map(() => startServer({ DATABASE_URL: url }));
    const ports = await Promise.all(servers.map((s) => s.listening()));
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready', database: 'postgres' });
    }
    const journal = JSON.parse(readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(await database.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toEqual([
      { n: journal.entries.length },
    ]);
    const packs = await database.query<{ name: string }>('SELECT name FROM content_packs ORDER BY name');
    expect(packs.map((p) => p.name)).toEqual(
      [BASE_CONTENT_PACK.name, CONTENT_V2, CONTENT_V3, HOME_V2, ITEMS_V2, QUESTS_V1, QUEST_CHAINS_V2].sort(),
    );
    // No advisory lock is left behind once they have started.
    expect(await database.query('SELECT 1 FROM pg_locks WHERE locktype = $1', ['advisory'])).toEqual([]);
    for (const server of servers) expect(await stop(server), server.output()).toBe(0);
  });
});

describe('a database that is not there yet, or refuses', () => {
  let closedPort: number;
  beforeAll(async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });

  it('waits with backoff, logging each wait, and starts once the database answers', { timeout: 120_000 }, async () => {
    const { url } = await emptyDatabase();
    const target = new URL(url);
    const viaProxy = new URL(url);
    viaProxy.host = `127.0.0.1:${closedPort}`;
    const server = startServer({ DATABASE_URL: viaProxy.toString(), DATABASE_WAIT_MS: '60000' });
    // The "database" (a proxy to the real one) comes up once the server has waited twice.
    while ((server.output().match(/database not reachable/g) ?? []).length < 2) await new Promise((r) => setTimeout(r, 50));
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(closedPort, '127.0.0.1', resolve));
    try {
      const port = await server.listening();
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
      const waits = server
        .output()
        .split('\n')
        .filter((line) => line.includes('database not reachable'))
        .map((line) => JSON.parse(line) as { level: number; code: string; msg: string });
      expect(waits[0]).toMatchObject({ level: 40, code: 'ECONNREFUSED' });
      expect(waits[0]?.msg).toMatch(/trying again in 500 ms$/);
      expect(waits[1]?.msg).toMatch(/trying again in 1000 ms$/);
      expect(server.output()).toMatch(/"msg":"database reachable"/);
      expect(await stop(server)).toBe(0);
    } finally {
      proxy.close();
    }
  });

  it("gives up after DATABASE_WAIT_MS with the driver's message, exit code 1", { timeout: 60_000 }, async () => {
    const started = Date.now();
    const server = startServer({ DATABASE_URL: `postgres://tod:hunter2@127.0.0.1:${closedPort}/tod`, DATABASE_WAIT_MS: '2500' });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect(exit.stderr).toMatch(/ECONNREFUSED/);
    // How many waits fit depends on how slowly a busy machine connects; the backoff itself is
    // checked in the test above.
    expect(exit.stdout).toMatch(/database not reachable/);
    expect(exit.stdout + exit.stderr).not.toContain('hunter2');
  });

  it("stops at once on an error waiting cannot cure, printing PostgreSQL's message", { timeout: 60_000 }, async () => {
    const { url } = await emptyDatabase();
    const missing = new URL(url);
    missing.pathname = '/tod_no_such_database';
    const server = startServer({ DATABASE_URL: missing.toString(), DATABASE_WAIT_MS: '60000' });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/database "tod_no_such_database" does not exist \(FATAL SQLSTATE 3D000\)/);
    expect(exit.stdout).not.toMatch(/database not reachable/);
  });

  it("prints the failed migration with PostgreSQL's own error below it", { timeout: 60_000 }, async () => {
    const { database, url } = await emptyDatabase();
    // A table in the way of the first migration, as a half-finished manual change would leave.
    await database.query('CREATE TABLE login_throttles (x int)');
    const exit = await startServer({ DATABASE_URL: url }).exited;
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/Failed query: CREATE TABLE "login_throttles"/);
    expect(exit.stderr).toMatch(/caused by: relation "login_throttles" already exists \(ERROR SQLSTATE 42P07\)/);
  });
});
