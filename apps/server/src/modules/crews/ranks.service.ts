import { type CrewPermission, DEFAULT_PERMISSIONS, moveAllowedAt } from '@tod/game';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/index.ts';
import { moveGold } from '../economy/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { callerOf, joinPermissions, lockCrew, lockMembers, type MemberRow, requirePermission } from './crew-lock.ts';
import { logCrew } from './crew-log.ts';
import { expireLapsed, refuseIfSeated } from './group-deed-parts.ts';
import { crewMembersTable, crewMovesTable, crewsTable } from './crews.sql.ts';
import { disbandShares } from '@tod/game';

const c = charactersTable;
type Msg = { message: string };

async function nameOf(tx: Db, characterId: string) {
  const [row] = await tx.select({ id: c.id, userId: c.userId, name: c.name }).from(c).where(eq(c.id, characterId));
  return row!;
}

/** The caller's and a fellow member's rows, locked; the target must be in the caller's crew. */
async function callerAndTarget(tx: Db, userId: string, targetId: string) {
  const me = await callerOf(tx, userId);
  if (me.id === targetId) throw badRequest('crews.self', 'Choose another member.');
  const rows = await lockMembers(tx, [me.id, targetId]);
  const mine = requirePermission(
    rows.find((r) => r.characterId === me.id),
    null,
  );
  const target = rows.find((r) => r.characterId === targetId);
  if (!target || target.crewId !== mine.crewId) throw notFound('crews.member_not_found', 'That character is not in your crew.');
  return { me, mine, target };
}

/** A non-leader may act only on plain members; nobody acts on the leader. */
function assertOutranks(mine: MemberRow, target: MemberRow): void {
  if (target.rank === 'leader' || (mine.rank !== 'leader' && target.rank !== 'member')) {
    throw new AppError('crews.forbidden', 403, 'You can only do that to members of a lower rank.');
  }
}

/**
 * Disbands a crew: its purse goes back to its members in equal shares, the remainder a gold
 * each to the longest-serving first (`disbandShares`); each member's event log says so; the
 * crew, its members, requests and log go. The crew row must be locked by the caller.
 */
export async function disbandLocked(tx: Db, crew: { id: string; name: string; purse: number }, now: Date): Promise<void> {
  const members = await tx
    .select({ id: crewMembersTable.characterId, userId: c.userId })
    .from(crewMembersTable)
    .innerJoin(c, eq(c.id, crewMembersTable.characterId))
    .where(eq(crewMembersTable.crewId, crew.id))
    .orderBy(asc(crewMembersTable.joinedAt), asc(crewMembersTable.characterId));
  const shares = disbandShares(crew.purse, members.length);
  for (const [i, member] of members.entries()) {
    const share = shares[i]!;
    if (share > 0) await moveGold(tx, { characterId: member.id, delta: share, kind: 'crew', ref: 'disband', at: now });
    await record(tx, [
      journalEntries.crew(
        { userId: member.userId, characterId: member.id, at: now },
        'crewMembership',
        [`The crew ${crew.name} was disbanded${share > 0 ? `; your share of the purse was ${share} gold` : ''}.`],
        share,
      ),
    ]);
    await tx
      .insert(crewMovesTable)
      .values({ characterId: member.id, at: now })
      .onConflictDoUpdate({ target: crewMovesTable.characterId, set: { at: now } });
  }
  await tx.delete(crewsTable).where(eq(crewsTable.id, crew.id));
}

/**
 * Leaves the crew, 24 hours after joining at the earliest. The leader hands the crew over
 * first unless alone, in which case leaving disbands it and the purse comes back.
 */
export async function leaveCrew(deps: Deps, userId: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    const [mine] = await lockMembers(tx, [me.id]);
    const now = await nowUnderLock(tx, deps.clock);
    const member = requirePermission(mine, null);
    const [move] = await tx.select().from(crewMovesTable).where(eq(crewMovesTable.characterId, me.id));
    if (move && moveAllowedAt(move.at) > now) {
      const allowed = moveAllowedAt(move.at);
      throw new AppError(
        'crews.cooldown',
        409,
        `You joined a crew less than 24 hours ago; wait until ${allowed.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        {
          details: { allowedAt: allowed.toISOString() },
        },
      );
    }
    const crew = await lockCrew(tx, member.crewId);
    await expireLapsed(tx, crew.id, now, deps.config.gameSpeed);
    await refuseIfSeated(tx, me.id, null);
    const others = await tx
      .select({ id: crewMembersTable.characterId })
      .from(crewMembersTable)
      .where(eq(crewMembersTable.crewId, crew.id));
    if (member.rank === 'leader') {
      if (others.length > 1) throw conflict('crews.leader_leaving', 'Make another member the leader before you leave.');
      await disbandLocked(tx, crew, now);
      return { message: `You left ${crew.name}; it is disbanded.` };
    }
    await tx.delete(crewMembersTable).where(eq(crewMembersTable.characterId, me.id));
    await tx
      .insert(crewMovesTable)
      .values({ characterId: me.id, at: now })
      .onConflictDoUpdate({ target: crewMovesTable.characterId, set: { at: now } });
    await logCrew(tx, { crewId: crew.id, at: now, kind: 'left', actorId: me.id, text: `${me.name} left the crew.` });
    await record(tx, [
      journalEntries.crew({ userId, characterId: me.id, at: now }, 'crewMembership', [`You left the crew ${crew.name}.`]),
    ]);
    return { message: `You left ${crew.name}.` };
  });
}

/** Removes a member of lower rank (the `remove` permission). */
export async function removeMember(deps: Deps, userId: string, targetId: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const { me, mine, target } = await callerAndTarget(tx, userId, targetId);
    requirePermission(mine, 'remove');
    assertOutranks(mine, target);
    const now = await nowUnderLock(tx, deps.clock);
    const crew = await lockCrew(tx, mine.crewId);
    const who = await nameOf(tx, targetId);
    await expireLapsed(tx, crew.id, now, deps.config.gameSpeed);
    await refuseIfSeated(tx, targetId, who.name);
    await tx.delete(crewMembersTable).where(eq(crewMembersTable.characterId, targetId));
    await tx
      .insert(crewMovesTable)
      .values({ characterId: targetId, at: now })
      .onConflictDoUpdate({ target: crewMovesTable.characterId, set: { at: now } });
    await logCrew(tx, {
      crewId: crew.id,
      at: now,
      kind: 'removed',
      actorId: me.id,
      text: `${me.name} removed ${who.name} from the crew.`,
    });
    await record(tx, [
      journalEntries.crew({ userId: who.userId, characterId: who.id, at: now }, 'crewMembership', [
        me,
        ` removed you from the crew ${crew.name}.`,
      ]),
    ]);
    return { message: `You removed ${who.name} from ${crew.name}.` };
  });
}

/**
 * Changes a member's rank. `leader` hands the crew over (the leader only; the old leader
 * becomes an officer). Officer or member needs `grant`, and a non-leader may change plain
 * members only. A new rank starts with that rank's default permissions.
 */
export async function setRank(deps: Deps, userId: string, targetId: string, rank: 'leader' | 'officer' | 'member'): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const { me, mine, target } = await callerAndTarget(tx, userId, targetId);
    const now = await nowUnderLock(tx, deps.clock);
    const who = await nameOf(tx, targetId);
    if (rank === 'leader') {
      if (mine.rank !== 'leader') throw new AppError('crews.forbidden', 403, 'Only the leader can hand the crew over.');
      await tx
        .update(crewMembersTable)
        .set({ rank: 'officer', permissions: joinPermissions(DEFAULT_PERMISSIONS.officer) })
        .where(eq(crewMembersTable.characterId, me.id));
      await tx
        .update(crewMembersTable)
        .set({ rank: 'leader', permissions: '' })
        .where(eq(crewMembersTable.characterId, targetId));
    } else {
      requirePermission(mine, 'grant');
      assertOutranks(mine, target);
      if (rank === 'officer' && mine.rank !== 'leader')
        throw new AppError('crews.forbidden', 403, 'Only the leader can make officers.');
      await tx
        .update(crewMembersTable)
        .set({ rank, permissions: joinPermissions(DEFAULT_PERMISSIONS[rank]) })
        .where(eq(crewMembersTable.characterId, targetId));
    }
    await logCrew(tx, {
      crewId: mine.crewId,
      at: now,
      kind: 'rank',
      actorId: me.id,
      text: `${me.name} made ${who.name} ${rank}.`,
    });
    await record(tx, [
      journalEntries.crew({ userId: who.userId, characterId: who.id, at: now }, 'crewRank', [
        me,
        ` made you ${rank} of your crew.`,
      ]),
    ]);
    return { message: `${who.name} is now ${rank}.` };
  });
}

/** Sets a member's permissions (`grant`); a non-leader grants only what it holds, to plain members. */
export async function setPermissions(deps: Deps, userId: string, targetId: string, permissions: CrewPermission[]): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const { me, mine, target } = await callerAndTarget(tx, userId, targetId);
    requirePermission(mine, 'grant');
    assertOutranks(mine, target);
    if (mine.rank !== 'leader') {
      const changed = new Set([
        ...permissions.filter((p) => !target.permissions.includes(p)),
        ...target.permissions.filter((p) => !permissions.includes(p)),
      ]);
      const beyond = [...changed].filter((p) => !mine.permissions.includes(p));
      if (beyond.length > 0)
        throw new AppError('crews.forbidden', 403, `You cannot grant or take away what you do not hold (${beyond.join(', ')}).`);
    }
    const now = await nowUnderLock(tx, deps.clock);
    const who = await nameOf(tx, targetId);
    const list = joinPermissions(permissions);
    await tx.update(crewMembersTable).set({ permissions: list }).where(eq(crewMembersTable.characterId, targetId));
    const shown = list ? list.replaceAll(',', ', ') : 'none';
    await logCrew(tx, {
      crewId: mine.crewId,
      at: now,
      kind: 'permissions',
      actorId: me.id,
      text: `${me.name} set the permissions of ${who.name}: ${shown}.`,
    });
    await record(tx, [
      journalEntries.crew({ userId: who.userId, characterId: who.id, at: now }, 'crewRank', [
        me,
        ` set your crew permissions: ${shown}.`,
      ]),
    ]);
    return { message: `${who.name}'s permissions: ${shown}.` };
  });
}

/** Replaces the crew's text (`editText`). */
export async function setCrewText(deps: Deps, userId: string, text: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const me = await callerOf(tx, userId);
    const [mine] = await lockMembers(tx, [me.id]);
    const member = requirePermission(mine, 'editText');
    const now = await nowUnderLock(tx, deps.clock);
    await tx.update(crewsTable).set({ text }).where(eq(crewsTable.id, member.crewId));
    await logCrew(tx, {
      crewId: member.crewId,
      at: now,
      kind: 'text',
      actorId: me.id,
      text: `${me.name} changed the crew text.`,
    });
    return { message: 'The crew text is saved.' };
  });
}
