import { groupDeedPlanningMs, maxRunningGroupDeeds, scaleDuration, tierUnlocked, GroupDeedRules } from '@tod/game';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nowUnderLock, utcMinute } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { areLinked } from '../fairplay/index.ts';
import { citiesTable } from '../world/index.ts';
import { callerOf, lockCrew, lockMembers, memberCount, requirePermission } from './crew-lock.ts';
import { logCrew } from './crew-log.ts';
import { tellGroupDeedsChanged } from './crew-news.ts';
import { crewDeedSeatsTable, crewGroupDeedsTable } from './crews.sql.ts';
import { deedOf, deedOfPlan, expireLapsed, planOf } from './group-deed-parts.ts';

// Planning a group deed, taking and leaving its seats, calling it off (docs/crews.md#group-deeds).
// Each runs in one transaction: the caller's member row, then the crew row are locked, so every
// change of a crew's group deeds is serialised and judged on the caller's current permissions.

const gd = crewGroupDeedsTable;
const s = crewDeedSeatsTable;
type Msg = { message: string };

/** The caller, its member row (locked) with `what` checked, the crew (locked), the time, lapsed plans expired. */
async function lockedCaller(tx: Db, deps: Deps, userId: string, what: 'plan' | null) {
  const me = await callerOf(tx, userId);
  const [mine] = await lockMembers(tx, [me.id]);
  const member = requirePermission(mine, what);
  const crew = await lockCrew(tx, member.crewId);
  const now = await nowUnderLock(tx, deps.clock);
  await expireLapsed(tx, crew.id, now, deps.config.gameSpeed);
  return { me, crew, now };
}

const notPlanning = () => conflict('crews.not_planning', 'This group deed is no longer being planned.');

/**
 * Plans a deed of the catalogue in the planner's city (the `plan` permission): its tier must be
 * unlocked by the crew's respect, and the crew may have one planning deed per 5 members.
 */
export async function planGroupDeed(deps: Deps, userId: string, key: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const { me, crew, now } = await lockedCaller(tx, deps, userId, 'plan');
    const deed = deedOf(key);
    if (!deed) throw notFound('crews.deed_not_found', 'There is no such group deed.');
    if (!tierUnlocked(deed.tier, crew.respect)) {
      const need = GroupDeedRules.tierRespect[deed.tier - 1] ?? 0;
      throw new AppError(
        'crews.tier_locked',
        403,
        `"${deed.name}" needs ${need} crew respect; ${crew.name} has ${crew.respect}.`,
      );
    }
    if (!me.cityId) throw conflict('crews.no_city', 'You must be in a city to plan a group deed there.');
    const running = await tx
      .select({ id: gd.id })
      .from(gd)
      .where(and(eq(gd.crewId, crew.id), eq(gd.status, 'planning')));
    const max = maxRunningGroupDeeds(await memberCount(tx, crew.id));
    if (running.length >= max) {
      throw conflict(
        'crews.too_many_running',
        `${crew.name} may plan ${max} group deed${max === 1 ? '' : 's'} at once (one per 5 members).`,
      );
    }
    const [city] = await tx.select({ name: citiesTable.name }).from(citiesTable).where(eq(citiesTable.id, me.cityId));
    const closesAt = new Date(now.getTime() + scaleDuration(groupDeedPlanningMs(deed.tier), deps.config.gameSpeed));
    await tx.insert(gd).values({
      crewId: crew.id,
      deedKey: deed.key,
      cityId: me.cityId,
      plannedBy: me.id,
      status: 'planning',
      plannedAt: now,
      closesAt,
    });
    const where = city?.name ?? 'this city';
    await logCrew(tx, {
      crewId: crew.id,
      at: now,
      kind: 'group_deed',
      actorId: me.id,
      text: `${me.name} planned "${deed.name}" in ${where}.`,
    });
    await tellGroupDeedsChanged(tx, deps.events, crew.id);
    const launchBy = new Date(closesAt.getTime() + scaleDuration(GroupDeedRules.launchWindowMs, deps.config.gameSpeed));
    return {
      message: `You planned "${deed.name}" in ${where}. It can be launched from ${utcMinute(closesAt)} until ${utcMinute(launchBy)}.`,
    };
  });
}

/**
 * Takes a seat of a planning deed: the seat must be empty, the caller in no other group deed,
 * and linked to no one already seated (fair play, rule `group_deed`).
 */
export async function takeSeat(deps: Deps, userId: string, id: string, seat: number): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const { me, crew, now } = await lockedCaller(tx, deps, userId, null);
    const plan = await planOf(tx, crew.id, id);
    if (plan.status !== 'planning') throw notPlanning();
    const deed = deedOfPlan(plan.deedKey);
    const wanted = deed.seats[seat];
    if (!wanted) throw notFound('crews.seat_not_found', `"${deed.name}" has ${deed.seats.length} seats.`);
    const [sitting] = await tx.select().from(s).where(eq(s.characterId, me.id));
    if (sitting) throw conflict('crews.already_seated', 'You already sit in a group deed; leave that seat first.');
    const taken = await tx.select().from(s).where(eq(s.groupDeedId, plan.id));
    if (taken.some((t) => t.seat === seat)) throw conflict('crews.seat_taken', 'Someone already took that seat.');
    for (const other of taken) {
      if (await areLinked(tx, me.id, other.characterId, 'group_deed', now)) {
        throw conflict(
          'crews.linked_seat',
          'You cannot sit in this group deed: your account is played from the same device or connection as a member already seated (see the fair-play rules).',
        );
      }
    }
    await tx.insert(s).values({ groupDeedId: plan.id, seat, characterId: me.id, takenAt: now });
    await logCrew(tx, {
      crewId: crew.id,
      at: now,
      kind: 'group_deed',
      actorId: me.id,
      text: `${me.name} took the ${wanted.skill} seat of "${deed.name}".`,
    });
    await tellGroupDeedsChanged(tx, deps.events, crew.id);
    return { message: `You took the ${wanted.skill} seat of "${deed.name}".` };
  });
}

/** Leaves the caller's seat in a planning deed. */
export async function leaveSeat(deps: Deps, userId: string, id: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const { me, crew, now } = await lockedCaller(tx, deps, userId, null);
    const plan = await planOf(tx, crew.id, id);
    if (plan.status !== 'planning') throw notPlanning();
    const deed = deedOfPlan(plan.deedKey);
    const left = await tx
      .delete(s)
      .where(and(eq(s.groupDeedId, plan.id), eq(s.characterId, me.id)))
      .returning({ seat: s.seat });
    if (left.length === 0) throw conflict('crews.not_seated', 'You do not sit in this group deed.');
    await logCrew(tx, { crewId: crew.id, at: now, kind: 'group_deed', actorId: me.id, text: `${me.name} left "${deed.name}".` });
    await tellGroupDeedsChanged(tx, deps.events, crew.id);
    return { message: `You left your seat in "${deed.name}".` };
  });
}

/** Calls a planning deed off (the `plan` permission); its seats are freed. */
export async function cancelGroupDeed(deps: Deps, userId: string, id: string): Promise<Msg> {
  return deps.db.transaction(async (tx: Db) => {
    const { me, crew, now } = await lockedCaller(tx, deps, userId, 'plan');
    const plan = await planOf(tx, crew.id, id);
    if (plan.status !== 'planning') throw notPlanning();
    const deed = deedOfPlan(plan.deedKey);
    await tx.update(gd).set({ status: 'cancelled', endedAt: now }).where(eq(gd.id, plan.id));
    await tx.delete(s).where(eq(s.groupDeedId, plan.id));
    await logCrew(tx, {
      crewId: crew.id,
      at: now,
      kind: 'group_deed',
      actorId: me.id,
      text: `${me.name} called off "${deed.name}".`,
    });
    await tellGroupDeedsChanged(tx, deps.events, crew.id);
    return { message: `You called off "${deed.name}".` };
  });
}

export { lockedCaller, notPlanning };
