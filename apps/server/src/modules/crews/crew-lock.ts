import { type CrewPermission, type CrewRank, mayDo } from '@tod/game';
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { charactersTable, noCharacter } from '../characters/index.ts';
import { crewMembersTable, crewsTable } from './crews.sql.ts';

const c = charactersTable;
const m = crewMembersTable;

export interface Caller {
  id: string;
  userId: string;
  name: string;
  level: number;
  gold: number;
  cityId: string | null;
}

export interface MemberRow {
  characterId: string;
  crewId: string;
  rank: CrewRank;
  permissions: CrewPermission[];
  joinedAt: Date;
}

export const parsePermissions = (s: string): CrewPermission[] => (s ? (s.split(',') as CrewPermission[]) : []);
export const joinPermissions = (p: readonly string[]): string => [...new Set(p)].sort().join(',');

/** The caller's living character (403 without one). */
export async function callerOf(tx: Db, userId: string): Promise<Caller> {
  const [me] = await tx
    .select({ id: c.id, userId: c.userId, name: c.name, level: c.level, gold: c.gold, cityId: c.cityId })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  if (!me) throw noCharacter();
  return me;
}

/**
 * Locks the member rows of these characters (`FOR UPDATE`, in id order so two requests locking
 * the same pair cannot deadlock) and returns them. Every crew action reads the caller's rank
 * and permissions this way, inside its transaction: a demotion that committed first is seen,
 * one that comes later waits for the action to finish.
 */
export async function lockMembers(tx: Db, characterIds: string[]): Promise<MemberRow[]> {
  if (characterIds.length === 0) return [];
  const rows = await tx.select().from(m).where(inArray(m.characterId, characterIds)).orderBy(asc(m.characterId)).for('update');
  return rows.map((r) => ({ ...r, rank: r.rank as CrewRank, permissions: parsePermissions(r.permissions) }));
}

export const notMember = () => new AppError('crews.not_member', 403, 'You are not in a crew.');

/** The caller's member row, refused unless the caller's current rank allows `what`. */
export function requirePermission(me: MemberRow | undefined, what: CrewPermission | null): MemberRow {
  if (!me) throw notMember();
  if (what !== null && !mayDo(me.rank, me.permissions, what)) {
    throw new AppError('crews.forbidden', 403, `Your rank in the crew does not allow that (${what}).`);
  }
  return me;
}

/** Locks the crew row (after any member rows, always in that order). */
export async function lockCrew(tx: Db, crewId: string) {
  const [crew] = await tx.select().from(crewsTable).where(eq(crewsTable.id, crewId)).for('update');
  if (!crew) throw notFound('crews.not_found', 'Crew not found.');
  return crew;
}

export async function memberCount(tx: Db, crewId: string): Promise<number> {
  const rows = await tx.select({ id: m.characterId }).from(m).where(eq(m.crewId, crewId));
  return rows.length;
}
