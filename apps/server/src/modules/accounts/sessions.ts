import { and, eq, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { newToken, sha256Hex } from '../../lib/ids.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import type { CharacterWithCity } from '../characters/index.ts';
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

/**
 * The statement every signed-in request starts with: session, account and latest character
 * (living first, then the most recently dead) with its city's name, by the token's hash. It is
 * prepared once per database handle, so Drizzle does not build its SQL text on every request.
 * Expiry is checked in code (`sessionAlive`) against the injected clock.
 */
function prepareActorRead(db: Db) {
  const latestCharacterId = sql`(SELECT latest.id FROM ${c} latest WHERE latest.user_id = ${usersTable.id}
    ORDER BY latest.dead ASC, latest.died_at DESC, latest.created_at DESC LIMIT 1)`;
  return db
    .select({
      sessionId: sessionsTable.id,
      userId: usersTable.id,
      email: usersTable.email,
      role: usersTable.role,
      lastUsedAt: sessionsTable.lastUsedAt,
      expiresAt: sessionsTable.expiresAt,
      row: c,
      cityName: citiesTable.name,
    })
    .from(sessionsTable)
    .innerJoin(usersTable, eq(usersTable.id, sessionsTable.userId))
    .leftJoin(c, eq(c.id, latestCharacterId))
    .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
    .where(eq(sessionsTable.tokenHash, sql.placeholder('tokenHash')))
    .prepare('tod_actor_by_token');
}

/** One indexed read: the session by its token's hash, if it exists, with its account and character. */
export async function readActor(db: Db, tokenHash: string): Promise<SessionUser | null> {
  const [found] = await prepared(db, 'tod_actor_by_token', prepareActorRead).execute({ tokenHash });
  if (!found) return null;
  const { row, cityName, ...session } = found;
  return { ...session, character: row ? { row, cityName } : null };
}

/** Marks the session used; returns false when another request already did within the minute. */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const cutoff = new Date(now.getTime() - SessionLimits.touchEveryMs);
  const rows = await db
    .update(sessionsTable)
    .set({ lastUsedAt: now })
    .where(and(eq(sessionsTable.id, sessionId), lt(sessionsTable.lastUsedAt, cutoff)))
    .returning({ id: sessionsTable.id });
  return rows.length > 0;
}

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
}

/** Removes sessions past either expiry; run now and then, not on the request path. */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SessionLimits.idleMs);
  await db.delete(sessionsTable).where(or(lte(sessionsTable.expiresAt, now), lte(sessionsTable.lastUsedAt, idleCutoff)));
}
