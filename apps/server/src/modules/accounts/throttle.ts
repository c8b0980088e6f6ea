import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tsParam } from '../../db/columns.ts';
import { tooMany } from '../../lib/errors.ts';
import { loginThrottlesTable } from './accounts.sql.ts';

/**
 * Password attempts per account and per client address: within a window that starts at the
 * first one, the limit is the number of passwords checked; reaching it locks the key for
 * `blockMs` from the failure that reached it; a success resets the account's count.
 * The rules in words: docs/hardening.md, "Accounts and floods".
 */
export const LoginLimits = {
  windowMs: 15 * 60_000,
  blockMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

export interface ThrottleKey {
  key: string;
  limit: number;
}

export const accountKey = (email: string): ThrottleKey => ({ key: `account:${email}`, limit: LoginLimits.perAccount });
export const addressKey = (address: string): ThrottleKey => ({ key: `address:${address}`, limit: LoginLimits.perAddress });

const t = loginThrottlesTable;

/**
 * Takes one attempt on a key in ONE statement (insert, or increment, or restart an ended window
 * or lockout) that refuses when the key is locked or its count already reached the limit. The
 * row lock of the upsert orders concurrent attempts on any instance, so of 50 at once exactly
 * `limit` get through: the count is taken before the password is checked, never read and then
 * written. Returns whether the attempt may go on.
 */
async function take(db: Db, k: ThrottleKey, now: Date): Promise<boolean> {
  const nowAt = tsParam(now);
  const windowStart = tsParam(new Date(now.getTime() - LoginLimits.windowMs));
  const restart = sql`((${t.blockedUntil} IS NOT NULL AND ${t.blockedUntil} <= ${nowAt})
    OR (${t.blockedUntil} IS NULL AND ${t.windowStartedAt} <= ${windowStart}))`;
  const locked = sql`(${t.blockedUntil} IS NOT NULL AND ${t.blockedUntil} > ${nowAt})`;
  const rows = await db
    .insert(t)
    .values({ key: k.key, failures: 1, windowStartedAt: now, blockedUntil: null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`CASE WHEN ${restart} THEN 1 ELSE ${t.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${restart} THEN excluded.window_started_at ELSE ${t.windowStartedAt} END`,
        blockedUntil: sql`CASE WHEN ${restart} THEN NULL ELSE ${t.blockedUntil} END`,
      },
      setWhere: sql`${restart} OR (NOT ${locked} AND ${t.failures} < ${k.limit})`,
    })
    .returning({ failures: t.failures });
  return rows.length > 0;
}

/** Gives back an attempt that turned out not to be a failure (a success, or the server too busy to check). */
async function giveBack(db: Db, k: ThrottleKey): Promise<void> {
  await db
    .update(t)
    .set({ failures: sql`${t.failures} - 1` })
    .where(and(eq(t.key, k.key), gt(t.failures, 0)));
}

/** Locked keys seen by this process at most; past it the oldest is forgotten (then read again). */
const MAX_KNOWN_LOCKS = 50_000;

/**
 * Keys this process has seen locked (or locked itself), with the lockout's end, per database.
 * A lockout is only ever set, by a failure, and ends when its time has passed (the prune
 * removes only ended ones); the one thing that clears it earlier is the right password of an
 * attempt taken before the lockout was set, and then refusing from memory is only stricter
 * (this process forgets the key when it sees that success). So while it runs a refusal needs
 * no statement on any instance: a flood against one account or from one address costs a map
 * lookup per request, not a row lock and two writes (issue #32).
 */
const knownLocks = new WeakMap<Db, Map<string, number>>();

function locksOf(db: Db): Map<string, number> {
  let locks = knownLocks.get(db);
  if (!locks) {
    locks = new Map();
    knownLocks.set(db, locks);
  }
  return locks;
}

/** The end of a lockout this process knows to be running on the key at `now`, else null. */
function knownLockEnd(db: Db, k: ThrottleKey, now: Date): number | null {
  const locks = knownLocks.get(db);
  const end = locks?.get(k.key);
  if (end === undefined) return null;
  if (end > now.getTime()) return end;
  locks!.delete(k.key);
  return null;
}

function rememberLock(db: Db, k: ThrottleKey, end: number): void {
  const locks = locksOf(db);
  locks.delete(k.key);
  if (locks.size >= MAX_KNOWN_LOCKS) {
    const oldest = locks.keys().next().value;
    if (oldest !== undefined) locks.delete(oldest);
  }
  locks.set(k.key, end);
}

function throttled(end: number, now: Date): Error {
  const seconds = Math.max(1, Math.ceil((end - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooMany(
    'auth.throttled',
    `Too many failed login attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    seconds,
  );
}

/** The refusal, with how long until the key takes attempts again (its lockout, else its window). */
async function refusal(db: Db, k: ThrottleKey, now: Date): Promise<Error> {
  const [row] = await db
    .select({ blockedUntil: t.blockedUntil, windowStartedAt: t.windowStartedAt })
    .from(t)
    .where(eq(t.key, k.key));
  const blockedUntil = row?.blockedUntil?.getTime() ?? null;
  if (blockedUntil !== null && blockedUntil > now.getTime()) rememberLock(db, k, blockedUntil);
  const end = row ? (blockedUntil ?? row.windowStartedAt.getTime() + LoginLimits.windowMs) : now.getTime();
  return throttled(end, now);
}

/**
 * The refusal of a lockout this process knows to be running on any of the keys, decided from
 * memory (no statement at all), else null. The sign-in asks before its write limit is counted
 * (sign-in-refusals.plugin.ts), and `beginAttempt` asks again before anything is taken.
 */
export function knownRefusal(db: Db, keys: readonly ThrottleKey[], now: Date): Error | null {
  for (const k of keys) {
    const end = knownLockEnd(db, k, now);
    if (end !== null) return throttled(end, now);
  }
  return null;
}

/**
 * Takes one attempt on every key, in order, before any password is hashed; when one refuses,
 * the attempts already taken are given back and the call answers 429 `auth.throttled`.
 * Returns the attempt, to settle once the password is checked.
 */
export async function beginAttempt(db: Db, keys: ThrottleKey[], now: Date): Promise<Attempt> {
  const known = knownRefusal(db, keys, now);
  if (known) throw known;
  const taken: ThrottleKey[] = [];
  for (const k of keys) {
    if (!(await take(db, k, now))) {
      for (const back of taken) await giveBack(db, back);
      throw await refusal(db, k, now);
    }
    taken.push(k);
  }
  return new Attempt(db, taken, now);
}

export class Attempt {
  constructor(
    private readonly db: Db,
    private readonly keys: ThrottleKey[],
    private readonly now: Date,
  ) {}

  /**
   * A wrong password: every key whose count reached its limit is locked from now (one
   * statement), and this process remembers the lockouts it set, so the flood's next request is
   * refused from memory.
   */
  async failed(): Promise<void> {
    const until = new Date(this.now.getTime() + LoginLimits.blockMs);
    const limitOf = sql.join(
      this.keys.map((k) => sql`WHEN ${k.key} THEN ${k.limit}::int`),
      sql` `,
    );
    const locked = await this.db
      .update(t)
      .set({ blockedUntil: until })
      .where(
        and(
          inArray(
            t.key,
            this.keys.map((k) => k.key),
          ),
          isNull(t.blockedUntil),
          sql`${t.failures} >= CASE ${t.key} ${limitOf} END`,
        ),
      )
      .returning({ key: t.key });
    for (const { key } of locked) {
      const k = this.keys.find((candidate) => candidate.key === key);
      if (k) rememberLock(this.db, k, until.getTime());
    }
  }

  /** The right password: the account's count starts again; the other keys get the attempt back. */
  async succeeded(account: ThrottleKey): Promise<void> {
    for (const k of this.keys) {
      if (k.key === account.key) {
        await this.db.delete(t).where(eq(t.key, k.key));
        // An attempt taken before another one's failure locked the account may still succeed.
        knownLocks.get(this.db)?.delete(k.key);
      } else await giveBack(this.db, k);
    }
  }

  /** Nothing counts: the password was not checked (server too busy), or was right where a success resets nothing. */
  async notCounted(): Promise<void> {
    for (const k of this.keys) await giveBack(this.db, k);
  }
}

/** Removes counters whose window and lockout are both over (maintenance). */
export async function pruneLoginThrottles(db: Db, now: Date): Promise<void> {
  await db
    .delete(t)
    .where(
      and(
        lt(t.windowStartedAt, new Date(now.getTime() - LoginLimits.windowMs)),
        or(isNull(t.blockedUntil), lte(t.blockedUntil, now)),
      ),
    );
}
