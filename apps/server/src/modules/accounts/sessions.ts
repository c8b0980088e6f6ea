import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { newToken, sha256Hex } from '../../lib/ids.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { type CharacterWithCity, markSeenQuery } from '../characters/index.ts';
import { citiesTable } from '../world/world.sql.ts';
import { sessionsTable, usersTable } from './accounts.sql.ts';

export const SESSION_COOKIE = 'tod_session';
export const SessionLimits = {
  idleMs: 7 * 24 * 3600_000,
  absoluteMs: 30 * 24 * 3600_000,
  /** "Last used" (and the character's "last seen") is written at most once a minute. */
  touchEveryMs: 60_000,
} as const;

export interface SessionUser {
  sessionId: string;
  userId: string;
  email: string;
  role: number;
  lastUsedAt: Date;
  /** When the session ends at the latest (absolute expiry). */
  expiresAt: Date;
  /**
   * The account's living character, else its latest dead one, as of the start of the request:
   * read in the same statement as the session, so showing the account costs no other query.
   */
  character: CharacterWithCity | null;
}

export async function createSession(db: Db, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SessionLimits.absoluteMs);
  await db.insert(sessionsTable).values({ tokenHash: sha256Hex(token), userId, createdAt: now, lastUsedAt: now, expiresAt });
  return { token, expiresAt };
}

/** Whether a session read at some point is still alive at `now` (both expiries). */
export const sessionAlive = (s: Pick<SessionUser, 'lastUsedAt' | 'expiresAt'>, now: Date): boolean =>
  s.expiresAt.getTime() > now.getTime() && s.lastUsedAt.getTime() > now.getTime() - SessionLimits.idleMs;

const c = charactersTable;
const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

/**
 * The statement every signed-in request starts with: session, account and latest character
 * (living first, then the most recently dead) with its city's name, by the token's hash. It
 * also marks the session used and the character seen when "last used" is a minute old (the
 * `touched` and `seen` CTEs), so the once-a-minute write costs no statement of its own: of
 * concurrent requests only the one whose UPDATE lands does it, and a session past either expiry
 * is never touched back to life. The SELECT sees the rows as they were before the CTEs wrote
 * (one snapshot); `readActor` moves "last used" forward when it touched. Prepared once per
 * database handle, so Drizzle does not build its SQL text on every request.
 */
function prepareActorRead(db: Db, name: string) {
  const s = sessionsTable;
  const touched = db.$with('touched').as(
    db
      .update(s)
      .set({ lastUsedAt: at('now') })
      .where(
        and(
          eq(s.tokenHash, sql.placeholder('tokenHash')),
          lte(s.lastUsedAt, at('touchBefore')),
          gt(s.lastUsedAt, at('idleCutoff')),
          gt(s.expiresAt, at('now')),
        ),
      )
      .returning({ userId: s.userId }),
  );
  const seen = db.$with('seen').as(
    markSeenQuery(db, sql`${c.userId} in (select ${sql.identifier('user_id')} from ${touched})`, at('now')).returning({
      id: c.id,
    }),
  );
  const latestCharacterId = sql`(SELECT latest.id FROM ${c} latest WHERE latest.user_id = ${usersTable.id}
    ORDER BY latest.dead ASC, latest.died_at DESC, latest.created_at DESC LIMIT 1)`;
  return db
    .with(touched, seen)
    .select({
      sessionId: s.id,
      userId: usersTable.id,
      email: usersTable.email,
      role: usersTable.role,
      lastUsedAt: s.lastUsedAt,
      expiresAt: s.expiresAt,
      row: c,
      cityName: citiesTable.name,
      touched: sql<boolean>`exists (select 1 from ${touched})`,
    })
    .from(s)
    .innerJoin(usersTable, eq(usersTable.id, s.userId))
    .leftJoin(c, eq(c.id, latestCharacterId))
    .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
    .where(eq(s.tokenHash, sql.placeholder('tokenHash')))
    .prepare(name);
}

/**
 * One statement: the session by its token's hash, if it exists, with its account and
 * character, marked used (and the character seen) when "last used" is `touchEveryMs` old at
 * `now`. Expiry is judged by the caller (`sessionAlive`) against the injected clock.
 */
export async function readActor(db: Db, tokenHash: string, now: Date): Promise<SessionUser | null> {
  const [found] = await prepared(db, 'tod_actor_by_token', prepareActorRead).execute({
    tokenHash,
    now: now.toISOString(),
    touchBefore: new Date(now.getTime() - SessionLimits.touchEveryMs).toISOString(),
    idleCutoff: new Date(now.getTime() - SessionLimits.idleMs).toISOString(),
  });
  if (!found) return null;
  const { row, cityName, touched, ...session } = found;
  return { ...session, ...(touched ? { lastUsedAt: now } : {}), character: row ? { row, cityName } : null };
}

/** Whether a session's "last used" is old enough to be written again at `now`. */
export const touchDue = (s: Pick<SessionUser, 'lastUsedAt'>, now: Date): boolean =>
  now.getTime() - s.lastUsedAt.getTime() >= SessionLimits.touchEveryMs;

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessionsTable).where(eq(sessionsTable.tokenHash, sha256Hex(token)));
}

/**
 * Ends every session of an account, except the one with id `except` (the caller's own, on a
 * password change). The only place sessions of an account end, so anything that caches
 * sessions has one place to learn of it. Pass the transaction that makes the change.
 */
export async function endSessionsOf(db: Db, userId: string, options: { except?: string } = {}): Promise<void> {
  await db
    .delete(sessionsTable)
    .where(and(eq(sessionsTable.userId, userId), options.except ? ne(sessionsTable.id, options.except) : undefined));
  for (const listener of sessionsEndedListeners) await listener(db, userId);
}

type SessionsEndedListener = (db: Db, userId: string) => Promise<void>;
const sessionsEndedListeners = new Set<SessionsEndedListener>();

/**
 * A port for modules above this one whose grants must end with the account's sessions (the
 * personal API keys: modules/apikeys). The listener runs in the same transaction as the
 * change, so the grant ends with it or not at all. Adding the same function twice keeps one.
 */
export function onSessionsEnded(listener: SessionsEndedListener): void {
  sessionsEndedListeners.add(listener);
}

/** Removes sessions past either expiry; run now and then, not on the request path. */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SessionLimits.idleMs);
  await db.delete(sessionsTable).where(or(lte(sessionsTable.expiresAt, now), lte(sessionsTable.lastUsedAt, idleCutoff)));
}
