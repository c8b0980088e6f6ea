import {
  type ManagedUser,
  type ManagedUserDetail,
  OUTRANKED_MESSAGE,
  RESET_PASSWORD_PAGE,
  USER_SEARCH_LIMIT,
} from '@tod/contracts';
import { and, count, desc, eq, exists, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { writeRole } from './accounts.service.ts';
import { sessionsTable, usersTable } from './accounts.sql.ts';
import { createResetToken, eraseAccount } from './self-service.ts';
import { endSessionsOf, type SessionUser } from './sessions.ts';

const u = usersTable;
const c = charactersTable;
const s = sessionsTable;

const noSuchAccount = () => notFound('users.not_found', 'No account has that id.');
const outranked = () => new AppError('users.outranked', 403, OUTRANKED_MESSAGE);
const actorOf = (caller: SessionUser): Actor => ({ userId: caller.userId, email: caller.email });

/** `%` and `_` typed into a search are meant literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

type UserRow = { id: string; email: string; role: number; createdAt: Date; deletedAt: Date | null };

async function withCharactersAndSessions(db: Db, rows: UserRow[], now: Date): Promise<ManagedUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [characters, sessions] = await Promise.all([
    db.select({ id: c.id, name: c.name, dead: c.dead, userId: c.userId }).from(c).where(inArray(c.userId, ids)).orderBy(c.name),
    db
      .select({ userId: s.userId, n: count() })
      .from(s)
      .where(and(inArray(s.userId, ids), gt(s.expiresAt, now)))
      .groupBy(s.userId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    createdAt: r.createdAt.toISOString(),
    deleted: r.deletedAt !== null,
    sessions: sessions.find((x) => x.userId === r.id)?.n ?? 0,
    characters: characters.filter((x) => x.userId === r.id).map(({ id, name, dead }) => ({ id, name, dead })),
  }));
}

const userColumns = { id: u.id, email: u.email, role: u.role, createdAt: u.createdAt, deletedAt: u.deletedAt };

export async function searchUsers(deps: Pick<Deps, 'db' | 'clock'>, q: string): Promise<ManagedUser[]> {
  const pattern = contains(q);
  const rows = await deps.db
    .select(userColumns)
    .from(u)
    .where(
      or(
        ilike(u.email, pattern),
        exists(
          deps.db
            .select({ one: sql`1` })
            .from(c)
            .where(and(eq(c.userId, u.id), ilike(c.name, pattern))),
        ),
      ),
    )
    .orderBy(desc(u.createdAt), u.id)
    .limit(USER_SEARCH_LIMIT);
  return withCharactersAndSessions(deps.db, rows, deps.clock.now());
}

export async function userDetail(db: Db, id: string, now: Date): Promise<ManagedUserDetail> {
  const [row] = await db.select(userColumns).from(u).where(eq(u.id, id));
  if (!row) throw noSuchAccount();
  const [user] = await withCharactersAndSessions(db, [row], now);
  const sessionList = await db
    .select({ id: s.id, createdAt: s.createdAt, lastUsedAt: s.lastUsedAt, expiresAt: s.expiresAt })
    .from(s)
    .where(and(eq(s.userId, id), gt(s.expiresAt, now)))
    .orderBy(desc(s.lastUsedAt));
  return {
    ...user!,
    sessionList: sessionList.map((x) => ({
      id: x.id,
      createdAt: x.createdAt.toISOString(),
      lastUsedAt: x.lastUsedAt.toISOString(),
      expiresAt: x.expiresAt.toISOString(),
    })),
  };
}

/**
 * Locks the account and checks the caller outranks it: a staff member acts on players and
 * moderators, the owner on staff too; nobody on their own account or an equal's, so no one can
 * raise or lock out a peer (docs/operations.md, "Staff screens").
 */
async function lockOutranked(tx: Db, caller: SessionUser, id: string): Promise<UserRow> {
  const [row] = await tx.select(userColumns).from(u).where(eq(u.id, id)).for('update');
  if (!row) throw noSuchAccount();
  if (row.id === caller.userId || row.role >= caller.role) throw outranked();
  return row;
}

export async function setUserRole(deps: Pick<Deps, 'db' | 'clock'>, caller: SessionUser, id: string, role: number) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockOutranked(tx, caller, id);
    // The owner may appoint staff but not a second owner from here: that stays the operator's.
    if (role >= caller.role) throw outranked();
    if (before.deletedAt) throw noSuchAccount();
    if (before.role === role) throw conflict('users.role_unchanged', 'The account already has that role.');
    await writeRole(tx, id, role, now);
    await recordAudit(tx, actorOf(caller), now, {
      action: 'users.role_set',
      targetId: id,
      before: { email: before.email, role: before.role },
      after: { email: before.email, role },
    });
  });
  return userDetail(deps.db, id, now);
}

export async function endUserSessions(deps: Pick<Deps, 'db' | 'clock'>, caller: SessionUser, id: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockOutranked(tx, caller, id);
    const [open] = await tx.select({ n: count() }).from(s).where(eq(s.userId, id));
    await endSessionsOf(tx, id);
    await recordAudit(tx, actorOf(caller), now, {
      action: 'users.sessions_ended',
      targetId: id,
      before: { email: before.email, sessions: open?.n ?? 0 },
      after: { email: before.email, sessions: 0 },
    });
  });
  return userDetail(deps.db, id, now);
}

/** The reset link as the operator's `reset-password` prints it (audited `accounts.reset_link_created`). */
export async function userResetLink(deps: Pick<Deps, 'db' | 'clock' | 'config'>, caller: SessionUser, id: string) {
  const target = await deps.db.transaction(async (tx) => lockOutranked(tx, caller, id));
  if (target.deletedAt) throw noSuchAccount();
  const { token, expiresAt } = await createResetToken(deps, actorOf(caller), target.email);
  return {
    link: `${deps.config.publicUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PAGE}?token=${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function removeUser(deps: Pick<Deps, 'db' | 'clock'>, caller: SessionUser, id: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockOutranked(tx, caller, id);
    if (!(await eraseAccount(tx, actorOf(caller), id, now))) throw noSuchAccount();
  });
  return userDetail(deps.db, id, now);
}
