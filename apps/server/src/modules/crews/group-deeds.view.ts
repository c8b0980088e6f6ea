import type { GroupDeedPlan, GroupDeedsView } from '@tod/contracts';
import {
  GROUP_DEEDS,
  GroupDeedRules,
  groupDeedChance,
  groupDeedFailureCost,
  groupDeedPay,
  maxRunningGroupDeeds,
  scaleDuration,
  tierUnlocked,
} from '@tod/game';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable } from '../characters/index.ts';
import { citiesTable } from '../world/index.ts';
import { callerOf, memberCount, notMember } from './crew-lock.ts';
import { crewGroupDeedsTable, crewMembersTable, crewsTable } from './crews.sql.ts';
import { deedOf, lapseCutoff, launchBlockers, launchByOf, seatedMembers, seatOdds } from './group-deed-parts.ts';

const gd = crewGroupDeedsTable;

/** The group deeds page of the caller's crew: the catalogue, the planning deeds with their odds and blockers. */
export async function groupDeedsView(deps: Deps, userId: string): Promise<GroupDeedsView> {
  const db = deps.db;
  const now = deps.clock.now();
  const me = await callerOf(db, userId);
  const [mine] = await db.select().from(crewMembersTable).where(eq(crewMembersTable.characterId, me.id));
  if (!mine) throw notMember();
  const [crew] = await db.select().from(crewsTable).where(eq(crewsTable.id, mine.crewId));
  // A plan past its launch window is shown no more; the next change of the crew's deeds marks it expired.
  const plans = await db
    .select()
    .from(gd)
    .where(and(eq(gd.crewId, mine.crewId), eq(gd.status, 'planning'), gt(gd.closesAt, lapseCutoff(now, deps.config.gameSpeed))))
    .orderBy(asc(gd.plannedAt));
  const seated = await seatedMembers(db, plans, now);
  const cityIds = plans.map((p) => p.cityId).filter((x): x is string => x !== null);
  const cities = cityIds.length
    ? await db.select({ id: citiesTable.id, name: citiesTable.name }).from(citiesTable).where(inArray(citiesTable.id, cityIds))
    : [];
  const plannerIds = plans.map((p) => p.plannedBy).filter((x): x is string => x !== null);
  const planners = plannerIds.length
    ? await db
        .select({ id: charactersTable.id, name: charactersTable.name })
        .from(charactersTable)
        .where(inArray(charactersTable.id, plannerIds))
    : [];
  const running: GroupDeedPlan[] = [];
  for (const plan of plans) {
    const deed = deedOf(plan.deedKey);
    if (!deed) continue;
    const people = seated.get(plan.id) ?? [];
    const city = cities.find((x) => x.id === plan.cityId) ?? null;
    running.push({
      id: plan.id,
      key: deed.key,
      name: deed.name,
      tier: deed.tier,
      level: deed.level,
      alignment: deed.alignment,
      city,
      plannedBy: planners.find((p) => p.id === plan.plannedBy) ?? null,
      plannedAt: plan.plannedAt.toISOString(),
      closesAt: plan.closesAt.toISOString(),
      launchBy: launchByOf(plan.closesAt, deps.config.gameSpeed).toISOString(),
      chance: groupDeedChance(seatOdds(deed, people)),
      pay: groupDeedPay(deed),
      failureCost: deed.alignment > 0 ? groupDeedFailureCost(deed) : 0,
      seats: deed.seats.map((seat, i) => {
        const m = people.find((p) => p.seat === i);
        return {
          seat: i,
          skill: seat.skill,
          level: seat.level,
          taker: m
            ? {
                id: m.characterId,
                name: m.name,
                skillLevel: m.skillLevel,
                state: m.state,
                inCity: m.cityId === plan.cityId,
                you: m.characterId === me.id,
              }
            : null,
        };
      }),
      blockers: launchBlockers(deed, plan, city?.name ?? 'the deed\u2019s city', people, now),
    });
  }
  const respect = crew?.respect ?? 0;
  // The next moment the view changes by itself; news of any other change comes pushed (crew-news.ts).
  const moments = plans.flatMap((plan) => [
    plan.closesAt,
    launchByOf(plan.closesAt, deps.config.gameSpeed),
    ...(seated.get(plan.id) ?? []).map((m) => m.until).filter((d): d is Date => d !== null),
  ]);
  const next = moments.filter((d) => d > now).sort((a, b) => a.getTime() - b.getTime())[0];
  const jailMinutes = Math.round(scaleDuration(GroupDeedRules.failureJailMs, deps.config.gameSpeed) / 60_000);
  return {
    respect,
    maxRunning: maxRunningGroupDeeds(await memberCount(db, mine.crewId)),
    running,
    refreshAt: next ? next.toISOString() : null,
    catalogue: GROUP_DEEDS.map((d) => ({
      key: d.key,
      name: d.name,
      description: d.description,
      tier: d.tier,
      level: d.level,
      alignment: d.alignment,
      seats: d.seats.map((x) => ({ skill: x.skill, level: x.level })),
      planningHours: GroupDeedRules.planningHours[d.tier - 1]!,
      launchWindowHours: GroupDeedRules.launchWindowMs / 3_600_000,
      respectNeeded: GroupDeedRules.tierRespect[d.tier - 1]!,
      unlocked: tierUnlocked(d.tier, respect),
      pay: groupDeedPay(d),
      failureCost: d.alignment > 0 ? groupDeedFailureCost(d) : 0,
      failureJailMinutes: d.alignment > 0 ? 0 : jailMinutes,
    })),
  };
}
