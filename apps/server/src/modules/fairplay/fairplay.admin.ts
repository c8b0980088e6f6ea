import { type FairPlayLinks, type Flag, type HouseholdInput, economyAdminApi } from '@tod/contracts';
import { FairPlay } from '@tod/game';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tsParam } from '../../db/columns.ts';
import { rowsOf } from '../../db/rows.ts';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { flagsTable, householdMembersTable, householdsTable } from './fairplay.sql.ts';
import { sql } from 'drizzle-orm';

type Db = Deps['db'];
const DAY_MS = 86_400_000;

interface AccountRow {
  user_id: string;
  email: string;
  characters: string | null;
}
const account = (r: AccountRow) => ({
  userId: r.user_id,
  email: r.email,
  characters: r.characters ? r.characters.split('\n') : [],
});

/** Accounts with their email and living characters' names, by id. */
async function accounts(db: Db, ids: string[]): Promise<Map<string, ReturnType<typeof account>>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<AccountRow>(
    db,
    sql`select u.id as user_id, u.email, string_agg(c.name, E'\n' order by c.name) filter (where c.id is not null) as characters
      from users u left join characters c on c.user_id = u.id and not c.dead
      where u.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by u.id, u.email`,
  );
  return new Map(rows.map((r) => [r.user_id, account(r)]));
}

/**
 * The linked accounts staff review (docs/fair-play.md#staff): every pair of accounts the rules
 * link now (one device within 14 days, or one network and browser in one hour on 3 days), the
 * last hour they were seen together, and the households staff marked.
 */
export async function fairPlayLinks(db: Db, now: Date): Promise<FairPlayLinks> {
  const since = tsParam(new Date(now.getTime() - FairPlay.windowDays * DAY_MS));
  const pairs = await rowsOf<{
    ua: string;
    ub: string;
    via: 'device' | 'network';
    last_seen: string;
    household_id: string | null;
  }>(
    db,
    sql`with device as (
        select sa.user_id as ua, sb.user_id as ub, 'device' as via, max(greatest(sa.hour, sb.hour)) as last_seen
        from fairplay_sightings sa join fairplay_sightings sb on sb.device_id = sa.device_id and sb.user_id > sa.user_id
        where sa.hour >= ${since} and sb.hour >= ${since} group by 1, 2),
      network as (
        select sa.user_id as ua, sb.user_id as ub, 'network' as via, max(sa.hour) as last_seen
        from fairplay_sightings sa
        join fairplay_sightings sb on sb.network = sa.network and sb.ua_hash = sa.ua_hash and sb.hour = sa.hour and sb.user_id > sa.user_id
        where sa.hour >= ${since} group by 1, 2
        having count(distinct (sa.hour at time zone 'UTC')::date) >= ${FairPlay.sharedNetworkDays}),
      found as (
        select * from device
        union all select * from network n where not exists (select 1 from device d where d.ua = n.ua and d.ub = n.ub))
      select f.ua, f.ub, f.via,
        to_char(f.last_seen at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_seen,
        (select ha.household_id from fairplay_household_members ha join fairplay_household_members hb
          on hb.household_id = ha.household_id where ha.user_id = f.ua and hb.user_id = f.ub) as household_id
      from found f order by f.last_seen desc limit 200`,
  );
  const households = await db.select().from(householdsTable).orderBy(householdsTable.createdAt);
  const members = households.length
    ? await db
        .select()
        .from(householdMembersTable)
        .where(
          inArray(
            householdMembersTable.householdId,
            households.map((h) => h.id),
          ),
        )
    : [];
  const who = await accounts(db, [...new Set([...pairs.flatMap((p) => [p.ua, p.ub]), ...members.map((m) => m.userId)])]);
  const unknown = (userId: string) => who.get(userId) ?? { userId, email: '', characters: [] };
  return {
    pairs: pairs.map((p) => ({
      a: unknown(p.ua),
      b: unknown(p.ub),
      via: p.via,
      lastSeen: p.last_seen,
      householdId: p.household_id,
    })),
    households: households.map((h) => ({
      id: h.id,
      note: h.note,
      reason: h.reason,
      createdAt: h.createdAt.toISOString(),
      createdByEmail: h.createdByEmail,
      members: members.filter((m) => m.householdId === h.id).map((m) => unknown(m.userId)),
    })),
  };
}

/**
 * Marks accounts as one household (audited): it relaxes only the rescue and group-deed rules,
 * never gifts (docs/fair-play.md). An account already in a household is refused (the member
 * table's primary key also guards a race between two staff).
 */
export async function markHousehold(deps: Deps, actor: Actor, input: HouseholdInput) {
  const ids = [...new Set(input.userIds)];
  return deps.db.transaction(async (tx: Db) => {
    const now = await nowUnderLock(tx, deps.clock);
    const found = await accounts(tx, ids);
    const missing = ids.find((id) => !found.has(id));
    if (missing || ids.length < 2) throw notFound('fairplay.account_not_found', 'Account not found.');
    const taken = await tx.select().from(householdMembersTable).where(inArray(householdMembersTable.userId, ids));
    if (taken.length > 0) {
      throw conflict('fairplay.already_household', `${found.get(taken[0]!.userId)!.email} is already in a household.`);
    }
    const [household] = await tx
      .insert(householdsTable)
      .values({ note: input.note, reason: input.reason, createdAt: now, createdByEmail: actor.email })
      .returning();
    const inserted = await tx
      .insert(householdMembersTable)
      .values(ids.map((userId) => ({ userId, householdId: household!.id })))
      .onConflictDoNothing()
      .returning();
    if (inserted.length !== ids.length) throw conflict('fairplay.already_household', 'An account is already in a household.');
    await recordAudit(tx, actor, now, {
      action: 'fairplay.household_marked',
      targetId: household!.id,
      before: null,
      after: { userIds: ids, note: input.note, reason: input.reason },
    });
    return { message: `Marked ${ids.length} accounts as one household.` };
  });
}

/** Removes a household (audited): its accounts are judged as any linked accounts again. */
export async function removeHousehold(deps: Deps, actor: Actor, id: string) {
  return deps.db.transaction(async (tx: Db) => {
    const now = await nowUnderLock(tx, deps.clock);
    const members = await tx.select().from(householdMembersTable).where(eq(householdMembersTable.householdId, id));
    const [removed] = await tx.delete(householdsTable).where(eq(householdsTable.id, id)).returning();
    if (!removed) throw notFound('fairplay.household_not_found', 'Household not found.');
    await recordAudit(tx, actor, now, {
      action: 'fairplay.household_removed',
      targetId: id,
      before: { userIds: members.map((m) => m.userId), note: removed.note, reason: removed.reason },
      after: null,
    });
    return { message: 'The household is removed.' };
  });
}

/**
 * The open script flags, oldest first, each with the city watch's stops since it was raised
 * (how each ended and the jail it cost): staff look at each; none bans by itself.
 */
export async function openFlags(db: Db): Promise<Flag[]> {
  const rows = await rowsOf<{
    id: string;
    reason: string;
    created_at: string;
    character_id: string;
    name: string;
    level: number;
  }>(
    db,
    sql`select f.id, f.reason, to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        c.id as character_id, c.name, c.level
      from fairplay_flags f join characters c on c.id = f.character_id
      where f.cleared_at is null order by f.created_at, f.id limit 200`,
  );
  const stops = rows.length
    ? await rowsOf<{ flag_id: string; asked_at: string; outcome: string | null; jail_ms: number | null }>(
        db,
        sql`select flag_id, to_char(asked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as asked_at, outcome, jail_ms
          from fairplay_watch_stops where flag_id in (${sql.join(
            rows.map((r) => sql`${r.id}::uuid`),
            sql`, `,
          )}) order by asked_at desc, answered_at desc nulls first`,
      )
    : [];
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    createdAt: r.created_at,
    character: { id: r.character_id, name: r.name, level: Number(r.level) },
    stops: stops
      .filter((st) => st.flag_id === r.id)
      .map((st) => ({
        askedAt: st.asked_at,
        outcome: (st.outcome ?? 'open') as Flag['stops'][number]['outcome'],
        jailMs: st.jail_ms === null ? null : Number(st.jail_ms),
      })),
  }));
}

/** Clears an open flag with a note (audited); a cleared or unknown flag is 404. */
export async function clearFlag(deps: Deps, actor: Actor, id: string, note: string) {
  return deps.db.transaction(async (tx: Db) => {
    const now = await nowUnderLock(tx, deps.clock);
    const [flag] = await tx
      .update(flagsTable)
      .set({ clearedAt: now, clearedBy: `${actor.email}: ${note}` })
      .where(and(eq(flagsTable.id, id), isNull(flagsTable.clearedAt)))
      .returning();
    if (!flag) throw notFound('fairplay.flag_not_found', 'Flag not found or already cleared.');
    await recordAudit(tx, actor, now, {
      action: 'fairplay.flag_cleared',
      targetId: id,
      before: { characterId: flag.characterId, reason: flag.reason },
      after: { note },
    });
    return { message: 'The flag is cleared.' };
  });
}

/** Staff fair-play routes (role 2+): linked accounts, households, the flag queue. */
export function fairPlayAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, economyAdminApi.links, () => fairPlayLinks(deps.db, deps.clock.now()));
  route(app, economyAdminApi.markHousehold, ({ actor, body }) => markHousehold(deps, actor, body));
  route(app, economyAdminApi.removeHousehold, ({ actor, params }) => removeHousehold(deps, actor, params.id));
  route(app, economyAdminApi.flags, () => openFlags(deps.db));
  route(app, economyAdminApi.clearFlag, ({ actor, params, body }) => clearFlag(deps, actor, params.id, body.note));
}
