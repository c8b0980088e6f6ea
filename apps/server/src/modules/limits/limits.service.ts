import { RateLimits } from '@tod/contracts';
import { type SQL, eq, lte, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tsParam } from '../../db/columns.ts';
import { AppError } from '../../lib/errors.ts';
import { rateLimitsTable } from './limits.sql.ts';
import { type SpentWindows, spentWindowsOf } from './spent-windows.ts';

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
 * `Retry-After` when any key is past its limit. A window seen past its limit is remembered
 * until it ends (`SpentWindows`): later hits on it are refused from memory, with no statement,
 * so a client that keeps hammering stays refused until the window ends and costs the database
 * nothing. `since`: when the request arrived (lib/route.ts `arrivedAt`).
 */
export async function hit(db: Db, keys: LimitKey[], now: Date, since?: number): Promise<void> {
  if (keys.length === 0) return;
  await refuseSpent(db, keys, now, since);
  const rows = await countHits(
    db,
    keys.map((k) => ({ key: k.key, hits: 1, windowStartedAt: now, windowEndsAt: new Date(now.getTime() + k.windowMs) })),
    tsParam(now),
  );
  judgeHits(rows, keys, now, spentWindowsOf(db));
}

/**
 * Throws the 429 the counting statement would give when a key of the request is a window this
 * process already saw spent; else returns at once (no key remembered: no promise awaited
 * beyond this one) and the caller counts.
 */
export async function refuseSpent(db: Db, keys: readonly LimitKey[], now: Date, since?: number): Promise<void> {
  const spent = spentWindowsOf(db);
  if (!spent) return;
  const waitMs = await spent.spentFor(keys, now.getTime(), since);
  if (waitMs > 0) throw tooMany(waitMs);
}

type HitValues = PgInsertValue<typeof rateLimitsTable>[];

/** The counting upsert: a new window per key, or one more hit, or a restarted window past its end. */
function countHits(db: Db, values: HitValues, now: SQL) {
  const t = rateLimitsTable;
  const ended = sql`${t.windowEndsAt} <= ${now}`;
  return db
    .insert(t)
    .values(values)
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${t.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${ended} THEN excluded.window_started_at ELSE ${t.windowStartedAt} END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${t.windowEndsAt} END`,
      },
    })
    .returning({ key: t.key, hits: t.hits, windowEndsAt: t.windowEndsAt });
}

const placeholderAt = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

/**
 * Route config of a signed-in write that counts its hits inside its own first statement
 * (`signedInHitsCte`): the plugin leaves it alone. Only for routes whose every caller is
 * signed in, and whose handler counts before anything it refuses or writes.
 */
export const COUNTED_BY_ROUTE = { limitsCountedByRoute: true } as const;

/**
 * Route config of a write the plugin counts once its body is parsed (`preValidation`) instead of
 * on arrival: a hook registered before the plugin can then refuse it from memory, by what the
 * body names, without the counting statement (the sign-in's known lockouts, docs/hardening.md).
 * A body that is not JSON is refused 400 before it is counted; one that is JSON but invalid is
 * still counted first, so a client past its limit gets 429 there as before.
 */
export const COUNTED_AFTER_PARSING = { limitsCountedAfterParsing: true } as const;

/**
 * Route config of a `POST` that changes nothing: the presence long poll, whose body carries the
 * hash it waits on. It is a read and counts as one (signed-in reads are not counted): counting it
 * as a write cost every poll a statement, about a tenth of a player's CPU (docs/capacity.md),
 * and a player polling all day would spend the write limit meant for play. What bounds it is
 * what bounds the `GET` of the same list, which is not counted either: a poll answered at once
 * costs what that read costs, and a held one takes one of the session's 8 live-connection slots
 * (plugins/stream-slots.ts).
 */
export const NOT_A_WRITE = { limitsNotAWrite: true } as const;

/** The CTE's name, which `hitsOf` reads from. */
const HITS_CTE = 'limit_hits';

/**
 * The hit of a signed-in write (the address's key and the account's) as a CTE named
 * `limit_hits`, for a hot route that counts it inside its own first statement instead of
 * paying the plugin's statement (docs/decisions/0029-rate-limit-in-the-first-statement.md).
 * Its values come from `signedInHitValues`; `hitsOf` reads the counts back for `judgeHits`.
 */
export function signedInHitsCte(db: Db) {
  const values = [0, 1].map((i) => ({
    key: sql.placeholder(`limitKey${i}`),
    hits: 1,
    windowStartedAt: placeholderAt('limitNow'),
    windowEndsAt: placeholderAt(`limitEnds${i}`),
  }));
  return db.$with(HITS_CTE).as(countHits(db, values, placeholderAt('limitNow')));
}

/** The counts the CTE returned, as one JSON column of the statement that carries it. */
export const hitsOf = sql<
  HitRow[] | string
>`(select coalesce(json_agg(json_build_array(h.key, h.hits, h.window_ends_at)), '[]'::json) from ${sql.identifier(HITS_CTE)} h)`;

type HitRow = [string, number, string];

/** The keys and placeholder values of `signedInHitsCte` for one request. */
export function signedInHitValues(address: string, userId: string, now: Date) {
  const keys = keysFor({ address, userId, registering: false });
  const values: Record<string, string> = { limitNow: now.toISOString() };
  keys.forEach((k, i) => {
    values[`limitKey${i}`] = k.key;
    values[`limitEnds${i}`] = new Date(now.getTime() + k.windowMs).toISOString();
  });
  return { keys, values };
}

/** Judges the hits `hitsOf` read back (429 past a limit), as `hit` does its own. */
export function judgeHitsOf(db: Db, raw: HitRow[] | string, keys: LimitKey[], now: Date): void {
  const rows = (typeof raw === 'string' ? (JSON.parse(raw) as HitRow[]) : raw).map(([key, hits, endsAt]) => ({
    key,
    hits: Number(hits),
    windowEndsAt: new Date(endsAt),
  }));
  judgeHits(rows, keys, now, spentWindowsOf(db));
}

/**
 * Throws 429 when any counted key is past its limit (the hits as the counting statement
 * returned them), and remembers each such window in `spent` until it ends.
 */
function judgeHits(
  rows: { key: string; hits: number; windowEndsAt: Date }[],
  keys: LimitKey[],
  now: Date,
  spent?: SpentWindows,
): void {
  let waitMs = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? Number.POSITIVE_INFINITY;
    if (row.hits <= limit) continue;
    waitMs = Math.max(waitMs, row.windowEndsAt.getTime() - now.getTime());
    spent?.remember(row.key, row.windowEndsAt.getTime(), now.getTime());
  }
  if (waitMs > 0) throw tooMany(waitMs);
}

/** The refusal of a request past a limit, for `waitMs` more. */
function tooMany(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('limits.too_many', 429, `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, {
    headers: { 'retry-after': String(seconds) },
    details: { retryAfterSeconds: seconds },
  });
}

/** Where a caller stands against its tightest limit, as the `RateLimit` headers tell it. */
export interface LimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** The `RateLimit-*` headers of a limit state (IETF draft "RateLimit header fields for HTTP"). */
export const rateLimitHeaders = (s: LimitState): Record<string, string> => ({
  'ratelimit-limit': String(s.limit),
  'ratelimit-remaining': String(s.remaining),
  'ratelimit-reset': String(s.resetSeconds),
});

/**
 * Counts one hit on every key as `hit` does and says where the caller stands against the
 * tightest one; past any limit, 429 with `Retry-After` and the `RateLimit-*` headers.
 */
export async function hitMeasured(db: Db, keys: LimitKey[], now: Date): Promise<LimitState> {
  const rows = await countHits(
    db,
    keys.map((k) => ({ key: k.key, hits: 1, windowStartedAt: now, windowEndsAt: new Date(now.getTime() + k.windowMs) })),
    tsParam(now),
  );
  let state: LimitState | null = null;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? Number.POSITIVE_INFINITY;
    const resetSeconds = Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000));
    const candidate = { limit, remaining: Math.max(0, limit - row.hits), resetSeconds };
    if (!state || candidate.remaining < state.remaining) state = candidate;
  }
  const result = state ?? { limit: 0, remaining: 0, resetSeconds: 1 };
  try {
    judgeHits(rows, keys, now);
  } catch (err) {
    if (err instanceof AppError) Object.assign(err.headers, rateLimitHeaders(result));
    throw err;
  }
  return result;
}

/** Seconds until a key's window ends when it is past `limit` hits at `now`; 0 when it is not (nothing counted). */
export async function blockedFor(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitsTable.hits, windowEndsAt: rateLimitsTable.windowEndsAt })
    .from(rateLimitsTable)
    .where(eq(rateLimitsTable.key, key));
  if (!row || row.hits <= limit || row.windowEndsAt.getTime() <= now.getTime()) return 0;
  return Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000));
}

/** Removes counters whose window has ended (maintenance). */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitsTable).where(lte(rateLimitsTable.windowEndsAt, now));
}
