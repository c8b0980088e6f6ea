import { and, eq, gt, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newToken, sha256Hex } from '../../lib/ids.ts';
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
}

export async function createSession(db: Db, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SessionLimits.absoluteMs);
  await db.insert(sessionsTable).values({ tokenHash: sha256Hex(token), userId, createdAt: now, lastUsedAt: now, expiresAt });
  return { token, expiresAt };
}

/** One indexed read: the session, if alive, with its account. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const idleCutoff = new Date(now.getTime() - SessionLimits.idleMs);
  const [row] = await db
    .select({
      sessionId: sessionsTable.id,
      userId: usersTable.id,
      email: usersTable.email,
      role: usersTable.role,
      lastUsedAt: sessionsTable.lastUsedAt,
    })
    .from(sessionsTable)
    .innerJoin(usersTable, eq(usersTable.id, sessionsTable.userId))
    .where(
      and(
        eq(sessionsTable.tokenHash, sha256Hex(token)),
        gt(sessionsTable.expiresAt, now),
        gt(sessionsTable.lastUsedAt, idleCutoff),
      ),
    );
  return row ?? null;
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

/** Removes sessions past either expiry; run now and then, not on the request path. */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SessionLimits.idleMs);
  await db.delete(sessionsTable).where(or(lte(sessionsTable.expiresAt, now), lte(sessionsTable.lastUsedAt, idleCutoff)));
}
