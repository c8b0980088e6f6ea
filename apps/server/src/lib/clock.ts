import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** The one source of "now" on the server, injected so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The moment a transaction judges a timed rule by, read after it holds its row locks. A rule
 * that ends a state at "now" (a jailbreak or bail frees the prisoner with `jailed_until = now`)
 * is only exclusive if every later judge's "now" is not earlier: a time taken when the request
 * arrived can be, for a request that waited on the lock. With the system clock the database's
 * `clock_timestamp()` is used, one clock for every instance; a test's clock is read as it is
 * (docs/game-rules.md, "Timed rules").
 */
export async function nowUnderLock(tx: Pick<Db, 'execute'>, clock: Clock): Promise<Date> {
  if (clock !== systemClock) return clock.now();
  const [row] = await rowsOf<{ ms: number | string }>(
    tx,
    sql`SELECT floor(extract(epoch from clock_timestamp()) * 1000)::float8 AS ms`,
  );
  return new Date(Number(row!.ms));
}

/**
 * How refusals name a moment players must wait for (a mute's or ban's end): minute precision,
 * UTC, the same for everyone whatever the server's zone.
 *
 * @example utcMinute(new Date('2026-06-01T13:00:42Z')); // '2026-06-01 13:00 UTC'
 */
export const utcMinute = (d: Date): string => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
