import { RateLimits } from '@tod/contracts';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tsParam } from '../../db/columns.ts';
import { AppError } from '../../lib/errors.ts';
import { rateLimitsTable } from './limits.sql.ts';

export interface LimitKey {
  key: string;
  limit: number;
  windowMs: number;
}

/** The keys one request counts against (packages/contracts/src/limits.ts has the numbers). */
export function keysFor(request: { address: string; userId: string | null; registering: boolean }): LimitKey[] {
  const keys: LimitKey[] = [{ key: `write:address:${request.address}`, ...RateLimits.writesPerAddress }];
  if (request.userId) keys.push({ key: `write:account:${request.userId}`, ...RateLimits.writesPerAccount });
  if (request.registering) keys.push({ key: `register:address:${request.address}`, ...RateLimits.registerPerAddress });
  return keys;
}

/**
 * Counts one hit on every key in one statement (insert, or increment, or restart an ended
 * window) and reads the counts back from the same statement, so concurrent requests on any
 * number of instances each see their own count and never read-then-write. Throws 429 with
 * `Retry-After` when any key is past its limit; the refused hit still counts (a client that
 * keeps hammering stays refused until the window ends).
 */
export async function hit(db: Db, keys: LimitKey[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const t = rateLimitsTable;
  const ended = sql`${t.windowEndsAt} <= ${tsParam(now)}`;
  const rows = await db
    .insert(t)
    .values(keys.map((k) => ({ key: k.key, hits: 1, windowStartedAt: now, windowEndsAt: new Date(now.getTime() + k.windowMs) })))
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${t.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${ended} THEN excluded.window_started_at ELSE ${t.windowStartedAt} END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${t.windowEndsAt} END`,
      },
    })
    .returning({ key: t.key, hits: t.hits, windowEndsAt: t.windowEndsAt });
  let waitMs = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? Number.POSITIVE_INFINITY;
    if (row.hits > limit) waitMs = Math.max(waitMs, row.windowEndsAt.getTime() - now.getTime());
  }
  if (waitMs > 0) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new AppError('limits.too_many', 429, `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, {
      headers: { 'retry-after': String(seconds) },
      details: { retryAfterSeconds: seconds },
    });
  }
}

/** Removes counters whose window has ended (maintenance). */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitsTable).where(lte(rateLimitsTable.windowEndsAt, now));
}
