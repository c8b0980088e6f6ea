import {
  alignmentAxis,
  alignmentNumber,
  applyAlignmentShift,
  applyExperience,
  deedMaxExperience,
  describeDuration,
  GroupDeedRules,
  groupDeedAlignmentPoints,
  groupDeedChance,
  groupDeedFailureCost,
  groupDeedPay,
  groupDeedRespect,
  scaleDuration,
} from '@tod/game';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict } from '../../lib/errors.ts';
import { charactersTable, updateCharacters } from '../characters/index.ts';
import { moveGold } from '../economy/index.ts';
import { type JournalInput, journalEntries, record } from '../journal/index.ts';
import { type Due, scheduleDue, scheduleDueForWhen } from '../notifications/index.ts';
import { citiesTable } from '../world/index.ts';
import { logCrew } from './crew-log.ts';
import { tellGroupDeedsChanged } from './crew-news.ts';
import { crewDeedSeatsTable, crewGroupDeedsTable, crewsTable } from './crews.sql.ts';
import { deedOfPlan, launchBlockers, planOf, type SeatedMember, seatedMembers, seatOdds } from './group-deed-parts.ts';
import { lockedCaller, notPlanning } from './group-deeds.service.ts';

const c = charactersTable;
const pct = (chance: number) => `${Math.round(chance * 100)}%`;

/**
 * Launches a planning group deed (the `plan` permission): every seat taken, every seated member
 * free (not jailed, travelling or resting) and in the deed's city. One roll against the odds of
 * the seated members' skills decides it for all. Success pays each member 3 solo deeds of the
 * deed's level (gold through the ledger, kind `group_deed`) and alignment points, and adds the
 * crew's respect; failure jails everyone (evil and neutral deeds) or costs the purse (good ones).
 *
 * The caller's member row, the crew row, then the seated characters' rows are locked in that
 * order, and the plan leaves `planning` in the same transaction: of 50 launches at once one
 * rolls, the others find it launched (409 `crews.not_planning`).
 */
export async function launchGroupDeed(
  deps: Deps,
  userId: string,
  id: string,
): Promise<{ message: string; success: boolean; chance: number }> {
  return deps.db.transaction(async (tx: Db) => {
    const { me, crew, now } = await lockedCaller(tx, deps, userId, 'plan');
    const plan = await planOf(tx, crew.id, id);
    if (plan.status !== 'planning') throw notPlanning();
    const deed = deedOfPlan(plan.deedKey);
    const seated = (await seatedMembers(tx, [plan], now, true)).get(plan.id) ?? [];
    const [city] = plan.cityId
      ? await tx.select({ name: citiesTable.name }).from(citiesTable).where(eq(citiesTable.id, plan.cityId))
      : [];
    const blockers = launchBlockers(deed, plan, city?.name ?? 'the deed\u2019s city', seated, now);
    if (blockers.length > 0) {
      throw conflict('crews.not_ready', `"${deed.name}" cannot start yet: ${blockers.join(' ')}`);
    }
    const chance = groupDeedChance(seatOdds(deed, seated));
    const success = deps.rng() < chance;
    await tx
      .update(crewGroupDeedsTable)
      .set({ status: success ? 'succeeded' : 'failed', endedAt: now, chanceBp: Math.round(chance * 10_000) })
      .where(eq(crewGroupDeedsTable.id, plan.id));
    await tx.delete(crewDeedSeatsTable).where(eq(crewDeedSeatsTable.groupDeedId, plan.id));
    const names = seated.map((m) => m.name).join(', ');
    const entries: JournalInput[] = [];
    let message: string;
    if (success) {
      const pay = groupDeedPay(deed);
      const points = groupDeedAlignmentPoints(deed.tier);
      for (const m of seated) entries.push(...(await payMember(tx, deps, m, { deed, pay, points, crew: crew.name, now })));
      const respect = groupDeedRespect(deed.tier);
      await tx
        .update(crewsTable)
        .set({ respect: sql`${crewsTable.respect} + ${respect}`, groupDeedsDone: sql`${crewsTable.groupDeedsDone} + 1` })
        .where(eq(crewsTable.id, crew.id));
      await logCrew(tx, {
        crewId: crew.id,
        at: now,
        kind: 'group_deed',
        actorId: me.id,
        text: `"${deed.name}" succeeded (${pct(chance)} chance): ${names} each earned ${pay.gold} gold and ${pay.experience} experience; the crew gained ${respect} respect.`,
      });
      message = `"${deed.name}" succeeded (${pct(chance)} chance): each of you earned ${pay.gold} gold and ${pay.experience} experience.`;
    } else if (deed.alignment > 0) {
      const cost = Math.min(crew.purse, groupDeedFailureCost(deed));
      await tx
        .update(crewsTable)
        .set({ purse: crew.purse - cost })
        .where(eq(crewsTable.id, crew.id));
      await logCrew(tx, {
        crewId: crew.id,
        at: now,
        kind: 'group_deed',
        actorId: me.id,
        amount: cost,
        text: `"${deed.name}" failed (${pct(chance)} chance); the purse paid ${cost} gold for it.`,
      });
      for (const m of seated) entries.push(journalEntries.groupDeed(who(m, now), { ...failed(deed.name, crew.name), jailMs: 0 }));
      message = `"${deed.name}" failed (${pct(chance)} chance); the purse paid ${cost} gold for it.`;
    } else {
      const jailMs = scaleDuration(GroupDeedRules.failureJailMs, deps.config.gameSpeed);
      const jailedUntil = new Date(now.getTime() + jailMs);
      const dues: Due[] = [];
      for (const m of seated) {
        await updateCharacters(tx, 'crews', {
          jailedUntil,
          jailDeedLevel: deed.level,
          jailDeedMaxExperience: deedMaxExperience(deed.level),
        }).where(eq(c.id, m.characterId));
        entries.push(journalEntries.groupDeed(who(m, now), { ...failed(deed.name, crew.name), jailMs }));
        entries.push(journalEntries.jailed(who(m, now), jailMs, 'deed'));
        dues.push({ userId: m.userId, characterId: m.characterId, kind: 'releasedFromJail', dueAt: jailedUntil });
      }
      for (const due of dues) await scheduleDue(tx, due);
      // Each jailed member's partner hears of it (docs/contacts.md, "Partners"), unless that
      // partner sat at the same table and is jailed too.
      const seatedIds = seated.map((m) => sql`${m.characterId}::uuid`);
      for (const m of seated) {
        const partner = sql`select * from (${deps.partners.partnerSql(m.characterId)}) p(user_id, character_id)
          where p.character_id not in (${sql.join(seatedIds, sql`, `)})`;
        await tx.execute(scheduleDueForWhen(partner, 'partnerJailed', now, sql`true`, m.characterId));
      }
      await logCrew(tx, {
        crewId: crew.id,
        at: now,
        kind: 'group_deed',
        actorId: me.id,
        text: `"${deed.name}" failed (${pct(chance)} chance): ${names} went to jail for ${describeDuration(jailMs)}.`,
      });
      message = `"${deed.name}" failed (${pct(chance)} chance): every member was jailed for ${describeDuration(jailMs)}.`;
    }
    await record(tx, entries);
    await tellGroupDeedsChanged(tx, deps.events, crew.id);
    return { message, success, chance };
  });
}

const who = (m: SeatedMember, at: Date) => ({ userId: m.userId, characterId: m.characterId, at });
const failed = (name: string, crew: string) => ({ name, crew, success: false, gold: 0, experience: 0, alignment: 0 });

/** One seated member's pay: gold through the ledger, experience (with levels) and alignment points. */
async function payMember(
  tx: Db,
  deps: Pick<Deps, 'progress'>,
  m: SeatedMember,
  o: {
    deed: { key: string; name: string; alignment: number };
    pay: { gold: number; experience: number };
    points: number;
    crew: string;
    now: Date;
  },
): Promise<JournalInput[]> {
  const xp = applyExperience(m.level, m.experience, o.pay.experience);
  const scores = applyAlignmentShift(m, alignmentAxis(o.deed.alignment), o.points);
  await moveGold(tx, { characterId: m.characterId, delta: o.pay.gold, kind: 'group_deed', ref: o.deed.key, at: o.now });
  await updateCharacters(tx, 'crews', {
    level: xp.level,
    experience: xp.experience,
    good: scores.good,
    neutral: scores.neutral,
    evil: scores.evil,
    alignment: alignmentNumber(scores.good, scores.evil),
  }).where(eq(c.id, m.characterId));
  const entries = [
    journalEntries.groupDeed(who(m, o.now), {
      name: o.deed.name,
      crew: o.crew,
      success: true,
      gold: o.pay.gold,
      experience: o.pay.experience,
      alignment: o.points,
      jailMs: 0,
    }),
  ];
  if (xp.levelsGained > 0) entries.push(journalEntries.levelUp(who(m, o.now), xp.level));
  await deps.progress.levelReached(tx, who(m, o.now), m.level, xp.level);
  return entries;
}
