import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tooMany } from '../../lib/errors.ts';
import { tsParam } from '../../db/columns.ts';
import { loginThrottlesTable } from './accounts.sql.ts';

/** Failed-login limits: per account and per client address, within a sliding window. */
export const LoginLimits = {
  windowMs: 15 * 60_000,
  blockMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

export const throttleKeys = (email: string, address: string) => ({
  account: `account:${email}`,
  address: `address:${address}`,
});

/** Refuses early (before any hashing) while either key is blocked. */
export async function assertNotThrottled(db: Db, keys: string[], now: Date): Promise<void> {
  const rows = await db
    .select({ blockedUntil: loginThrottlesTable.blockedUntil })
    .from(loginThrottlesTable)
    .where(and(inArray(loginThrottlesTable.key, keys), gt(loginThrottlesTable.blockedUntil, now)));
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) {
    const seconds = Math.ceil((until - now.getTime()) / 1000);
    throw tooMany(
      'auth.throttled',
      `Too many failed login attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
      seconds,
    );
  }
}

/** Counts one failure in a single upsert, so concurrent failures on any instance all count. */
export async function recordFailure(db: Db, key: string, limit: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LoginLimits.windowMs);
  const blockUntil = new Date(now.getTime() + LoginLimits.blockMs);
  const t = loginThrottlesTable;
  const stale = sql`${t.windowStartedAt} < ${tsParam(windowStart)}`;
  const nextFailures = sql`CASE WHEN ${stale} THEN 1 ELSE ${t.failures} + 1 END`;
  await db
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: now, blockedUntil: limit <= 1 ? blockUntil : null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`CASE WHEN ${stale} THEN ${tsParam(now)} ELSE ${t.windowStartedAt} END`,
        blockedUntil: sql`CASE WHEN ${nextFailures} >= ${limit} THEN ${tsParam(blockUntil)} ELSE ${t.blockedUntil} END`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottlesTable).where(sql`${loginThrottlesTable.key} = ${key}`);
}
