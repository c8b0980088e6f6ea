import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_FILE, startOperatorEndpoint } from '../../src/cli/operator-endpoint.ts';
import { inheritedEnv } from '../kit/settings.ts';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openDatabase } from '../../src/db/open.ts';
import { createTestApp, PASSWORD, signUp, type TestApp } from '../kit.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);

/** The operator command line as an operator runs it, on the embedded database in `dataDir`. */
async function cli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/index.ts', ...args], {
      cwd: root,
      env: { ...inheritedEnv(), DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'https://tales.example' },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('operator commands while the server runs on the embedded database', () => {
  let dataDir: string;
  let database: Database;
  let t: TestApp;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tod-cli-'));
    // This process now holds DATA_DIR the way a running server does (server.lock with its pid).
    database = await openDatabase({ dataDir, databaseUrl: undefined });
    await migrate(database);
    t = await createTestApp({ database });
    stop = await startOperatorEndpoint({ database, clock: t.clock, config: { publicUrl: 'https://tales.example' } }, dataDir);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const role = async (email: string) =>
    Number((await database.query<{ role: number }>('SELECT role FROM users WHERE email = $1', [email]))[0]?.role);

  it('keeps the secret in a file only the server’s user can read', () => {
    const file = path.join(dataDir, OPERATOR_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('refuses a caller without the secret', async () => {
    const { port } = JSON.parse(readFileSync(path.join(dataDir, OPERATOR_FILE), 'utf8'));
    const res = await fetch(`http://127.0.0.1:${port}/run`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-secret-not-the-secret' },
      body: JSON.stringify({ args: ['set-role', 'x@example.com', '3'] }),
    });
    expect(res.status).toBe(401);
  });

  it('runs set-role through the running server and audits it as "cli"', async () => {
    const user = await signUp(t);
    const res = await cli(dataDir, 'set-role', user.email, '1');
    expect(res.stderr).not.toContain('already in use');
    expect(res.stdout.trim()).toBe(`${user.email} now has role 1.`);
    expect(await role(user.email)).toBe(1);
    const [entry] = await database.query<{ actor_id: string | null; actor_email: string; action: string; after: unknown }>(
      "SELECT actor_id, actor_email, action, after FROM audit_entries WHERE action = 'cli.set_role' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toMatchObject({ actor_id: null, actor_email: 'cli', after: { args: [user.email, '1'], ok: true } });
  }, 60_000);

  it('prints a one-time reset link that sets a new password through the API', async () => {
    const user = await signUp(t);
    const res = await cli(dataDir, 'reset-password', user.email);
    expect(res.code, res.stderr).toBe(0);
    const link = /https:\/\/tales\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(res.stdout);
    expect(link, res.stdout).not.toBeNull();
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link![1], password: 'fresh password' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'fresh password' },
    });
    expect(login.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
  }, 60_000);

  it('reports a failing command with exit code 1, and audits the failure', async () => {
    const res = await cli(dataDir, 'set-role', 'nobody@example.com', '2');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('No account has the email nobody@example.com.');
    const [entry] = await database.query<{ after: { ok: boolean } }>(
      "SELECT after FROM audit_entries WHERE action = 'cli.set_role' ORDER BY id DESC LIMIT 1",
    );
    expect(entry?.after.ok).toBe(false);
    expect((await cli(dataDir, 'frobnicate')).stderr).toContain('Unknown command "frobnicate"');
  }, 60_000);

  it('opens the database itself once the server has stopped', async () => {
    const user = await signUp(t);
    await stop();
    await t.close();
    await database.close();
    const res = await cli(dataDir, 'set-role', user.email, '2');
    expect(res.stdout.trim(), res.stderr).toBe(`${user.email} now has role 2.`);
    database = await openDatabase({ dataDir, databaseUrl: undefined });
    expect(await role(user.email)).toBe(2);
  }, 120_000);
});
