import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { e2eDataDir, e2ePort } from './data-dir.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs an operator command (`npm run cli -- ...`) against the running e2e server's embedded
 * database, as an operator would: the CLI finds the server holding it and asks it to run the
 * command. Returns what the command printed.
 */
export function runCli(...args: string[]): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/index.ts', ...args], {
    cwd: root,
    // The e2e server runs on the embedded database: never a PostgreSQL the shell may name.
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: e2eDataDir(e2ePort()), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout.trim();
}

/** Gives an account a role (1 moderator, 2 staff, 3 owner) through the CLI. */
export function setRole(email: string, role: 0 | 1 | 2 | 3): void {
  expect(runCli('set-role', email, String(role))).toBe(`${email} now has role ${role}.`);
}
