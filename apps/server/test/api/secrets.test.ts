import { afterAll, describe, expect, it } from 'vitest';
import { killAll, startServer } from '../server-process.ts';

afterAll(killAll);

const PASSWORD = 'S3cr3t-Pa55';

describe('secrets are never printed', () => {
  it('names a bad DATABASE_URL without its password', { timeout: 60_000 }, async () => {
    const exit = await startServer({ DATABASE_URL: `mysql://tod:${PASSWORD}@db.example/tod` }).exited;
    expect(exit.code).toBe(2);
    const output = exit.stdout + exit.stderr;
    expect(output).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(output).toContain('"mysql://tod:***@db.example/tod"');
    expect(output).not.toContain(PASSWORD);
  });

  it('hides the password of a database that cannot be reached, and of the read-only runsql one', {
    timeout: 60_000,
  }, async () => {
    const exit = await startServer({
      DATABASE_URL: `postgres://tod:${PASSWORD}@127.0.0.1:1/tod`,
      RUNSQL_DATABASE_URL: `postgres://reader:${PASSWORD}x@bad host/tod`,
      RUNSQL_ENABLED: '1',
    }).exited;
    expect(exit.code).not.toBe(0);
    expect(exit.stdout + exit.stderr).not.toContain(PASSWORD);
  });
});
