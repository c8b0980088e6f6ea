import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from './client.ts';

/** A line about start-up, written before the app (and its logger) exists. */
export type StartupLog = (level: 'info' | 'warn', message: string, fields?: Record<string, unknown>) => void;

/**
 * Failures that mean "not reachable yet": the server is down, restarting, starting up or out
 * of connections, or its name does not resolve yet (a container whose database starts beside it).
 * Anything else (a wrong password, a missing database) will not heal by waiting.
 */
const TRANSIENT = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // cannot_connect_now (starting up or shutting down), admin_shutdown, too_many_connections
  '57P03',
  '57P01',
  '53300',
]);

export function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT.has(code);
}

/** First wait, and the longest: 0.5 s doubling up to 5 s. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 5_000;

/**
 * Answers once the database answers `SELECT 1`. While it cannot be reached, tries again with
 * backoff, logging each wait, for at most `waitMs` in all; then, or at once for a failure that
 * waiting cannot cure, throws the driver's own error (docs/operations.md, "Rollouts").
 */
export async function waitForDatabase(database: Database, waitMs: number, log: StartupLog, now = Date.now): Promise<void> {
  const deadline = now() + waitMs;
  let wait = FIRST_WAIT_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.query('SELECT 1');
      if (attempt > 1) log('info', 'database reachable', { attempt });
      return;
    } catch (err) {
      const left = deadline - now();
      if (!isTransient(err) || left <= 0) throw err;
      const pause = Math.min(wait, left);
      log('warn', `database not reachable (${(err as Error).message}); trying again in ${pause} ms`, {
        attempt,
        code: (err as { code?: string }).code,
        giveUpInMs: left,
      });
      await sleep(pause);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    }
  }
}
