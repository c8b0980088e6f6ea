import type { CrewLogEntry, CrewRequest, CrewSummary, MyCrew } from '@tod/contracts';
import { type Charter, charterDeedBonus, CrewRules, moveAllowedAt, seatUpgradePrice, withdrawRoom } from '@tod/game';
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable } from '../characters/index.ts';
import { citiesTable } from '../world/index.ts';
import { callerOf, notMember, parsePermissions } from './crew-lock.ts';
import { crewLogTable, crewMembersTable, crewMovesTable, crewRequestsTable, crewsTable } from './crews.sql.ts';
import { withdrawnToday } from './purse.service.ts';

const c = charactersTable;
const m = crewMembersTable;
const r = crewRequestsTable;

/** Crews as summaries, with member counts and home city names. */
export async function crewSummaries(db: Db, where: SQL | undefined, order: SQL[], limit: number): Promise<CrewSummary[]> {
  const members = db
    .select({ crewId: m.crewId, n: count().as('n') })
    .from(m)
    .groupBy(m.crewId)
    .as('counts');
  const rows = await db
    .select({ crew: crewsTable, cityName: citiesTable.name, members: members.n })
    .from(crewsTable)
    .leftJoin(citiesTable, eq(citiesTable.id, crewsTable.homeCityId))
    .leftJoin(members, eq(members.crewId, crewsTable.id))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map(({ crew, cityName, members: n }) => ({
    id: crew.id,
    name: crew.name,
    charter: crew.charter as Charter,
    homeCity: crew.homeCityId && cityName ? { id: crew.homeCityId, name: cityName } : null,
    members: Number(n ?? 0),
    seats: crew.seats,
    respect: crew.respect,
    groupDeedsDone: crew.groupDeedsDone,
    createdAt: crew.createdAt.toISOString(),
  }));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The crew board (the leaderboard module reads it): the top 20 crews by respect, members or
 * group deeds done; ties keep the older crew first.
 */
export async function crewBoard(db: Db, by: 'respect' | 'members' | 'deeds') {
  const order: Record<typeof by, SQL[]> = {
    respect: [desc(crewsTable.respect), asc(crewsTable.createdAt)],
    members: [sql`"counts"."n" desc nulls last`, asc(crewsTable.createdAt)],
    deeds: [desc(crewsTable.groupDeedsDone), asc(crewsTable.createdAt)],
  };
  const rows = await crewSummaries(db, undefined, order[by], 20);
  return rows.map((r, i) => ({
    rank: i + 1,
    id: r.id,
    name: r.name,
    charter: r.charter,
    members: r.members,
    respect: r.respect,
    groupDeedsDone: r.groupDeedsDone,
    value: by === 'respect' ? r.respect : by === 'members' ? r.members : r.groupDeedsDone,
  }));
}

/** Crews whose name contains `q` (any case), or the largest by respect without one. */
export async function searchCrews(deps: Deps, q: string | undefined): Promise<CrewSummary[]> {
  const where = q ? ilike(crewsTable.name, `%${escapeLike(q)}%`) : undefined;
  return crewSummaries(deps.db, where, [desc(crewsTable.respect), asc(crewsTable.name)], 50);
}

async function requestsWhere(db: Db, where: SQL): Promise<CrewRequest[]> {
  const rows = await db
    .select({ r, crewName: crewsTable.name, name: c.name, level: c.level })
    .from(r)
    .innerJoin(crewsTable, eq(crewsTable.id, r.crewId))
    .innerJoin(c, eq(c.id, r.characterId))
    .where(where)
    .orderBy(asc(r.createdAt));
  return rows.map((row) => ({
    id: row.r.id,
    kind: row.r.kind as CrewRequest['kind'],
    crew: { id: row.r.crewId, name: row.crewName },
    character: { id: row.r.characterId, name: row.name, level: row.level },
    createdAt: row.r.createdAt.toISOString(),
  }));
}

/** The crew page's data for the caller. */
export async function myCrew(deps: Deps, userId: string): Promise<MyCrew> {
  const db = deps.db;
  const now = deps.clock.now();
  const me = await callerOf(db, userId);
  const [move] = await db.select().from(crewMovesTable).where(eq(crewMovesTable.characterId, me.id));
  const allowed = move ? moveAllowedAt(move.at) : null;
  const base = {
    requests: await requestsWhere(db, eq(r.characterId, me.id)),
    founding: { price: CrewRules.foundPrice, level: CrewRules.foundLevel },
    moveAllowedAt: allowed && allowed > now ? allowed.toISOString() : null,
  };
  const [mine] = await db.select().from(m).where(eq(m.characterId, me.id));
  if (!mine) return { crew: null, ...base };
  const [summary] = await crewSummaries(db, eq(crewsTable.id, mine.crewId), [], 1);
  const [crew] = await db.select().from(crewsTable).where(eq(crewsTable.id, mine.crewId));
  const roster = await db
    .select({ m, name: c.name, level: c.level })
    .from(m)
    .innerJoin(c, eq(c.id, m.characterId))
    .where(eq(m.crewId, mine.crewId))
    .orderBy(asc(m.joinedAt));
  const permissions = parsePermissions(mine.permissions);
  const mayInvite = mine.rank === 'leader' || permissions.includes('invite');
  return {
    ...base,
    crew: {
      ...summary!,
      text: crew!.text,
      purse: crew!.purse,
      nextSeatPrice: seatUpgradePrice(crew!.seats),
      charterBonus: charterDeedBonus(crew!.charter as Charter, crew!.charter === 'good' ? 1 : crew!.charter === 'evil' ? -1 : 0),
      roster: roster.map((row) => ({
        id: row.m.characterId,
        name: row.name,
        level: row.level,
        rank: row.m.rank as 'leader' | 'officer' | 'member',
        permissions: parsePermissions(row.m.permissions),
        joinedAt: row.m.joinedAt.toISOString(),
      })),
      me: {
        id: me.id,
        rank: mine.rank as 'leader' | 'officer' | 'member',
        permissions,
        withdrawRoom: withdrawRoom(me.level, await withdrawnToday(db, mine.crewId, me.id, now)),
      },
      applications: mayInvite ? await requestsWhere(db, and(eq(r.crewId, mine.crewId), eq(r.kind, 'application'))!) : [],
    },
  };
}

/** The crew log, newest first (members only). */
export async function crewLog(deps: Deps, userId: string): Promise<CrewLogEntry[]> {
  const me = await callerOf(deps.db, userId);
  const [mine] = await deps.db.select().from(m).where(eq(m.characterId, me.id));
  if (!mine) throw notMember();
  return readCrewLog(deps.db, mine.crewId);
}

export async function readCrewLog(db: Db, crewId: string): Promise<CrewLogEntry[]> {
  const rows = await db
    .select()
    .from(crewLogTable)
    .where(eq(crewLogTable.crewId, crewId))
    .orderBy(desc(crewLogTable.seq))
    .limit(200);
  return rows.map((row) => ({ id: row.id, at: row.at.toISOString(), kind: row.kind, text: row.text, amount: row.amount }));
}

/** SQL for the charter of a character's crew (null outside one): the deed attempt's port. */
export const charterSql = (characterId: SQL | AnyColumn): SQL<string | null> =>
  sql<
    string | null
  >`(select cr.charter from crew_members cm inner join crews cr on cr.id = cm.crew_id where cm.character_id = ${characterId})`;

/** Which charter a character's crew has (null outside a crew). */
export async function charterOf(db: Db, characterId: string): Promise<Charter | null> {
  const [row] = await db
    .select({ charter: crewsTable.charter })
    .from(m)
    .innerJoin(crewsTable, eq(crewsTable.id, m.crewId))
    .where(inArray(m.characterId, [characterId]));
  return (row?.charter as Charter | undefined) ?? null;
}
