// Backups (docs/operations.md, "Backups"): taken while players write, restored into a fresh
// DATA_DIR or an empty PostgreSQL database, and the restored game serves what was there: the
// accounts, a character, a direct message and a player's setting. Each
// database project runs its own engine's case.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { inheritedEnv } from '../../src/config.ts';
import { connectPostgres, type Database } from '../../src/db/client.ts';
import { isMigrated } from '../../src/db/migrate.ts';
import { createTestApp, databaseUrlOf, dbKind, freshDatabase, PASSWORD, uniqueEmail } from '../kit.ts';
import { killAll, prepareDataDir, startServer } from '../server-process.ts';
import { type Fixture, fetchCall, injectCall, makeFixture, readFixture } from './backup-fixture.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'tod-backup-'));
afterAll(() => {
  killAll();
  rmSync(work, { recursive: true, force: true });
});

async function cli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/index.ts', ...args], {
      cwd: root,
      env: { ...inheritedEnv(), DATA_DIR: path.join(work, 'unused'), DATABASE_URL: '', ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** Registers players one after another until stopped; `done` lists those answered 201. */
function keepRegistering(register: (email: string) => Promise<number>) {
  const done: string[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const email = uniqueEmail('backup');
      if ((await register(email)) === 201) done.push(email);
    }
  })();
  return {
    done,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

const registerAt = (base: string) => async (email: string) =>
  (
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
  ).status;

async function embeddedCase(): Promise<void> {
  const dataDir = await prepareDataDir('tod-backup-src-');
  const server = startServer({ DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${await server.listening()}`;
  const kept = await makeFixture(fetchCall(base));
  const writer = keepRegistering(registerAt(base));
  while (writer.done.length < 3) await new Promise((r) => setTimeout(r, 20));
  const before = [...writer.done];
  const file = path.join(work, 'embedded.tar.gz');
  const taken = await cli({ DATA_DIR: dataDir }, 'backup', file);
  await writer.stop();
  expect(taken, taken.out).toMatchObject({ code: 0 });
  expect(taken.out).toMatch(/^Backup written to .*embedded\.tar\.gz \(\d+\.\d MB\)\./);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(writer.done.length).toBeGreaterThan(before.length);
  // Never over an existing file, and never into the directory a server is using.
  expect((await cli({ DATA_DIR: dataDir }, 'backup', file)).out).toMatch(/already exists/);
  expect((await cli({ DATA_DIR: dataDir }, 'restore', file)).out).toMatch(/is using .*: stop it, then restore/);
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);

  const fresh = path.join(work, 'restored');
  const restored = await cli({ DATA_DIR: fresh }, 'restore', file);
  expect(restored, restored.out).toMatchObject({ code: 0 });
  expect((await cli({ DATA_DIR: fresh }, 'restore', file)).out).toMatch(/already holds a database/);
  const again = startServer({ DATA_DIR: fresh });
  const restoredBase = `http://127.0.0.1:${await again.listening()}`;
  expect((await fetch(`${restoredBase}/api/ready`)).status).toBe(200);
  for (const email of before) {
    const res = await fetch(`${restoredBase}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status, email).toBe(200);
  }
  await expectKept(readFixture(fetchCall(restoredBase), kept), kept);
  // The backup holds a moment between the first and the last registration: not what came after.
  expect(await registerAt(restoredBase)(writer.done.at(-1)!)).toBe(201);
  again.child.kill('SIGTERM');
  expect((await again.exited).code).toBe(0);
}

async function expectKept(read: ReturnType<typeof readFixture>, kept: Fixture): Promise<void> {
  expect(await read).toEqual({ name: kept.name, talksTo: true, lastMessage: true, eventsWhileAway: false });
}

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function postgresCase(): Promise<void> {
  const source = await freshDatabase();
  opened.push(source);
  const t = await createTestApp({ database: source });
  const kept = await makeFixture(injectCall(t));
  const writer = keepRegistering(
    async (email) =>
      (await t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } })).statusCode,
  );
  while (writer.done.length < 3) await new Promise((r) => setTimeout(r, 20));
  const before = [...writer.done];
  const file = path.join(work, 'postgres.sql');
  const taken = await cli({ DATABASE_URL: databaseUrlOf(source) }, 'backup', file);
  await writer.stop();
  await t.close();
  expect(taken, taken.out).toMatchObject({ code: 0 });
  expect(writer.done.length).toBeGreaterThan(before.length);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(existsSync(`${file}.partial`)).toBe(false);

  const target = await freshDatabase();
  opened.push(target);
  await target.query('DROP SCHEMA drizzle CASCADE');
  await target.query('DROP SCHEMA public CASCADE');
  await target.query('CREATE SCHEMA public');
  const targetUrl = databaseUrlOf(target);
  const restored = await cli({ DATABASE_URL: targetUrl }, 'restore', file);
  expect(restored, restored.out).toMatchObject({ code: 0 });
  expect((await cli({ DATABASE_URL: targetUrl }, 'restore', file)).out).toMatch(/already holds tables/);

  const copy = connectPostgres(targetUrl);
  opened.push(copy);
  expect(await isMigrated(copy)).toBe(true);
  const emails = new Set((await copy.query<{ email: string }>('SELECT email FROM users')).map((r) => r.email));
  for (const email of before) expect(emails.has(email), email).toBe(true);
  const sourceCount = await source.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  expect(emails.size).toBeLessThanOrEqual(sourceCount[0]!.n);
  // Every player's sessions came along with their account: none points at a missing one.
  expect(await copy.query('SELECT 1 FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE u.id IS NULL')).toEqual([]);
  const restoredApp = await createTestApp({ database: copy });
  try {
    await expectKept(readFixture(injectCall(restoredApp), kept), kept);
  } finally {
    await restoredApp.close();
  }
}

describe('backup and restore', () => {
  it(
    dbKind === 'pglite'
      ? 'embedded: backs up through the running server under writes, and restores into a fresh DATA_DIR'
      : 'PostgreSQL: dumps one consistent snapshot under writes, and restores it into an empty database',
    { timeout: 240_000 },
    () => (dbKind === 'pglite' ? embeddedCase() : postgresCase()),
  );
});
