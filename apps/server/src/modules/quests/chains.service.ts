import type { QuestChain, QuestChains } from '@tod/contracts';
import {
  type ChainCharacter,
  type ChainDef,
  type GridCity,
  applyAlignmentShift,
  alignmentNumber,
  applyExperience,
  chainLock,
  chainReward,
  chainRouteSquares,
  patronName,
  standingTier,
  stepBlocker,
} from '@tod/game';
import { and, eq, not } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable, isFuture, noCharacter, updateCharacters } from '../characters/index.ts';
import { moveGold } from '../economy/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { characterSkillsTable, skillsTable } from '../training/training.sql.ts';
import { citiesTable } from '../world/world.sql.ts';
import { loadChains } from './chain-defs.ts';
import { chainsOpenedByLevel } from './chain-notices.ts';
import { questChainsTable } from './chains.sql.ts';
import { questStandingTable } from './quests.sql.ts';

type Db = Deps['db'];
const c = charactersTable;
const qc = questChainsTable;

interface ChainRow {
  chainKey: string;
  stepsDone: number;
  choice: string | null;
  finishedAt: Date | null;
}

interface Reader {
  id: string;
  userId: string;
  level: number;
  experience: number;
  good: number;
  neutral: number;
  evil: number;
  judged: ChainCharacter;
  /** The world's cities by name, where a chain's road is measured. */
  places: Map<string, GridCity>;
  /** Standing points by `<city name>/<axis>`. */
  standing: Map<string, number>;
  rows: Map<string, ChainRow>;
}

/** The character with everything a chain's lock and steps are judged on; its row locked when `lock`. */
async function readCharacter(db: Db, userId: string, now: Date, lock: boolean): Promise<Reader> {
  const query = db
    .select({
      id: c.id,
      userId: c.userId,
      level: c.level,
      experience: c.experience,
      good: c.good,
      neutral: c.neutral,
      evil: c.evil,
      cityId: c.cityId,
      jailedUntil: c.jailedUntil,
    })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  const [me] = lock ? await query.for('update', { of: c }) : await query;
  if (!me) throw noCharacter();
  const [cities, skills, standing, rows] = await Promise.all([
    db
      .select({
        id: citiesTable.id,
        name: citiesTable.name,
        xPosition: citiesTable.xPosition,
        yPosition: citiesTable.yPosition,
        alignment: citiesTable.alignment,
      })
      .from(citiesTable),
    db
      .select({ name: skillsTable.name, level: characterSkillsTable.level })
      .from(characterSkillsTable)
      .innerJoin(skillsTable, eq(skillsTable.id, characterSkillsTable.skillId))
      .where(eq(characterSkillsTable.characterId, me.id)),
    db
      .select({ cityId: questStandingTable.cityId, patron: questStandingTable.patron, points: questStandingTable.points })
      .from(questStandingTable)
      .where(eq(questStandingTable.characterId, me.id)),
    db
      .select({ chainKey: qc.chainKey, stepsDone: qc.stepsDone, choice: qc.choice, finishedAt: qc.finishedAt })
      .from(qc)
      .where(eq(qc.characterId, me.id)),
  ]);
  const cityName = new Map(cities.map((x) => [x.id, x.name]));
  return {
    ...me,
    judged: {
      level: me.level,
      cityName: me.cityId ? (cityName.get(me.cityId) ?? null) : null,
      jailed: isFuture(me.jailedUntil, now),
      good: me.good,
      evil: me.evil,
      skills: Object.fromEntries(skills.map((s) => [s.name, s.level])),
    },
    places: new Map(cities.map((x) => [x.name, x])),
    standing: new Map(standing.map((s) => [`${cityName.get(s.cityId)}/${s.patron}`, s.points])),
    rows: new Map(rows.map((r) => [r.chainKey, r])),
  };
}

/** What the chain pays the character now: its deeds' worth and its road's fares at their level. */
function rewardOf(chain: ChainDef, me: Pick<Reader, 'level' | 'places'>) {
  return chainReward(
    chain.rewardDeeds,
    me.level,
    chainRouteSquares(chain, (name) => me.places.get(name)),
  );
}

function lockOf(chain: ChainDef, me: Reader): string | null {
  const points = me.standing.get(`${chain.patron.cityName}/${chain.patron.axis}`) ?? 0;
  return chainLock(
    chain,
    { level: me.level, standingTier: standingTier(points) },
    patronName(chain.patron.cityName, chain.patron.axis),
  );
}

function view(chain: ChainDef, me: Reader): QuestChain {
  const row = me.rows.get(chain.key);
  const done = row?.stepsDone ?? 0;
  const finished = !!row?.finishedAt;
  const lockedReason = row ? null : lockOf(chain, me);
  const story = chain.steps.slice(0, done).map((step) => ({
    title: step.title,
    text: step.text,
    outcome: step.choices?.find((x) => x.key === row?.choice)?.outcome ?? null,
  }));
  const step = !finished && !lockedReason ? chain.steps[done] : undefined;
  return {
    key: chain.key,
    title: chain.title,
    patron: { name: patronName(chain.patron.cityName, chain.patron.axis), cityName: chain.patron.cityName },
    status: finished ? 'finished' : lockedReason ? 'locked' : 'open',
    lockedReason,
    stepsDone: done,
    stepCount: chain.steps.length,
    story,
    current: step
      ? {
          index: done,
          title: step.title,
          text: step.text,
          blocker: stepBlocker(step.requirement, me.judged),
          choices: (step.choices ?? []).map((x) => ({ key: x.key, label: x.label })),
        }
      : null,
    reward: rewardOf(chain, me),
  };
}

/** `GET /quests/chains`: every chain with the character's place in it. */
export async function chainsFor(deps: Deps, userId: string): Promise<QuestChains> {
  const [me, chains] = await Promise.all([readCharacter(deps.db, userId, deps.clock.now(), false), loadChains(deps.db)]);
  return { chains: chains.map((chain) => view(chain, me)) };
}

/**
 * `POST /quests/chains/:key/advance`: does the current step when its requirement is met, with
 * the choice it asks (which moves alignment); the last step pays the chain's reward. The
 * character's row is locked for the whole transaction, so of two presses at once the second
 * judges the step after the first: a step is done, and a chain paid, once.
 */
export async function advanceChain(
  deps: Deps,
  userId: string,
  key: string,
  choiceKey: string | undefined,
): Promise<{ message: string }> {
  return deps.db.transaction(async (tx: Db) => {
    const chain = (await loadChains(tx)).find((x) => x.key === key);
    if (!chain) throw notFound('quests.chain_not_found', 'There is no such quest chain.');
    const now = deps.clock.now();
    const me = await readCharacter(tx, userId, now, true);
    const row = me.rows.get(chain.key);
    if (row?.finishedAt) throw conflict('quests.chain_finished', `You have already finished "${chain.title}".`);
    if (!row) {
      const locked = lockOf(chain, me);
      if (locked) throw conflict('quests.chain_locked', `"${chain.title}" is not open to you yet. ${locked}`);
    }
    const done = row?.stepsDone ?? 0;
    const step = chain.steps[done]!;
    const blocker = stepBlocker(step.requirement, me.judged);
    if (blocker) {
      throw new AppError('quests.step_not_ready', 409, `${blocker}`, { details: { step: done } });
    }
    const choice = step.choices?.find((x) => x.key === choiceKey);
    if (step.choices && !choice) {
      throw badRequest('quests.choice_needed', `Choose what to do: ${step.choices.map((x) => x.label).join(' or ')}.`);
    }
    const last = done + 1 === chain.steps.length;
    const who = { userId, characterId: me.id, at: now };
    const entries = [journalEntries.chainStep(who, chain.title, step.title)];
    let level = me.level;
    let experience = me.experience;
    const parts = [`${step.title}: done.`];
    if (choice) {
      const scores = applyAlignmentShift({ good: me.good, neutral: me.neutral, evil: me.evil }, choice.axis, choice.points);
      await updateCharacters(tx, 'quests', { ...scores, alignment: alignmentNumber(scores.good, scores.evil) }).where(
        eq(c.id, me.id),
      );
      parts.push(`${choice.outcome} (+${choice.points} ${choice.axis})`);
    }
    await tx
      .insert(qc)
      .values({
        characterId: me.id,
        chainKey: chain.key,
        stepsDone: 1,
        choice: choice?.key ?? null,
        startedAt: now,
        finishedAt: last ? now : null,
      })
      .onConflictDoUpdate({
        target: [qc.characterId, qc.chainKey],
        set: { stepsDone: done + 1, ...(choice ? { choice: choice.key } : {}), ...(last ? { finishedAt: now } : {}) },
      });
    if (last) {
      const reward = rewardOf(chain, me);
      const xp = applyExperience(level, experience, reward.experience);
      level = xp.level;
      experience = xp.experience;
      await moveGold(tx, { characterId: me.id, delta: reward.gold, kind: 'quest', ref: chain.title, at: now });
      await updateCharacters(tx, 'quests', { level, experience }).where(eq(c.id, me.id));
      entries.push(journalEntries.chainFinished(who, chain.title, reward));
      if (xp.levelsGained > 0) entries.push(journalEntries.levelUp(who, xp.level));
      parts.push(`You finished "${chain.title}": ${reward.gold} gold and ${reward.experience} experience.`);
      if (xp.levelsGained > 0) parts.push(`You reached level ${xp.level}!`);
    }
    await record(tx, entries);
    // A chain's pay may reach the level another chain opens at.
    const opened = await chainsOpenedByLevel(tx, who, me.level, level);
    for (const x of opened.values()) parts.push(`A quest chain is open to you: "${x.title}".`);
    return { message: parts.join(' ') };
  });
}

/** Chains the character has finished (an achievement measure). */
export async function chainsFinished(db: Pick<Db, 'select'>, characterId: string): Promise<number> {
  const rows = await db.select({ key: qc.chainKey, finishedAt: qc.finishedAt }).from(qc).where(eq(qc.characterId, characterId));
  return rows.filter((r) => r.finishedAt !== null).length;
}
