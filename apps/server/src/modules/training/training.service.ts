import {
  type Skill,
  TRAINING_COOLDOWN_MESSAGE,
  notEnoughGoldMessage,
  TRAINING_JAIL_MESSAGE,
  type TrainingRefusalDetails,
  type TrainingResult,
} from '@tod/contracts';
import { GameConstants, applyTraining, remainingMs, scaleDuration, trainingFee } from '@tod/game';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { isFuture, iso, noCharacter, updateCharacters } from '../characters/index.ts';
import { moveGold } from '../economy/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { scheduleDue } from '../notifications/index.ts';
import { characterSkillsTable, skillsTable } from './training.sql.ts';

type Db = Deps['db'];
const c = charactersTable;
const cs = characterSkillsTable;

async function trainingState(db: Db, userId: string) {
  const [row] = await db
    .select({ id: c.id, trainingCooldownEndsAt: c.trainingCooldownEndsAt, jailedUntil: c.jailedUntil })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  return row ?? null;
}

/** Every skill with the living character's progress (never trained reads level 0, 0 %) and its next fee. */
export async function listSkillsFor(db: Db, userId: string): Promise<Skill[]> {
  const state = await trainingState(db, userId);
  if (!state) throw noCharacter();
  const rows = await db
    .select({
      id: skillsTable.id,
      name: skillsTable.name,
      description: skillsTable.description,
      level: sql<number>`coalesce(${cs.level}, 0)`.mapWith(Number),
      completion: sql<number>`coalesce(${cs.completion}, 0)`.mapWith(Number),
    })
    .from(skillsTable)
    .leftJoin(cs, and(eq(cs.skillId, skillsTable.id), eq(cs.characterId, state.id)))
    .orderBy(asc(skillsTable.position), asc(skillsTable.name));
  return rows.map((row) => ({ ...row, fee: trainingFee(row.level) }));
}

function refusal(code: string, status: number, message: string, details: TrainingRefusalDetails): AppError {
  const headers: Record<string, string> =
    details.retryAfterSeconds === undefined ? {} : { 'retry-after': String(details.retryAfterSeconds) };
  return new AppError(code, status, message, { headers, details });
}

/**
 * One training session, paid with its fee. The character row is locked first (with the
 * skill's progress, which is written only under that lock), every check and the fee are
 * judged on the locked values, and the refusals throw inside the transaction so nothing
 * changes: concurrent sessions of one character can never both train or both pay.
 */
export async function train(deps: Deps, userId: string, skillId: string): Promise<Omit<TrainingResult, 'character'>> {
  const [skill] = await deps.db.select().from(skillsTable).where(eq(skillsTable.id, skillId));
  if (!skill) throw notFound('training.skill_not_found', 'Skill not found.');
  const now = deps.clock.now();
  const cooldown = new Date(now.getTime() + scaleDuration(GameConstants.training.cooldownMs, deps.config.gameSpeed));

  const result = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        id: c.id,
        cityId: c.cityId,
        gold: c.gold,
        jailedUntil: c.jailedUntil,
        trainingCooldownEndsAt: c.trainingCooldownEndsAt,
        level: cs.level,
        completion: cs.completion,
      })
      .from(c)
      .leftJoin(cs, and(eq(cs.characterId, c.id), eq(cs.skillId, skill.id)))
      .where(and(eq(c.userId, userId), not(c.dead)))
      .for('update', { of: c });
    if (!locked) throw noCharacter();
    const activeCooldown = isFuture(locked.trainingCooldownEndsAt, now) ? locked.trainingCooldownEndsAt : null;
    if (isFuture(locked.jailedUntil, now)) {
      throw refusal('training.in_jail', 403, TRAINING_JAIL_MESSAGE, {
        inJail: true,
        jailTime: locked.jailedUntil.toISOString(),
        cooldown: iso(activeCooldown),
      });
    }
    if (activeCooldown) {
      throw refusal('training.on_cooldown', 429, TRAINING_COOLDOWN_MESSAGE, {
        inJail: false,
        jailTime: null,
        cooldown: activeCooldown.toISOString(),
        retryAfterSeconds: Math.max(1, Math.ceil(remainingMs(activeCooldown, now) / 1000)),
      });
    }
    const progress = { level: locked.level ?? 0, completion: locked.completion ?? 0 };
    const fee = trainingFee(progress.level);
    const notEnough = (gold: number) =>
      new AppError('training.not_enough_gold', 409, notEnoughGoldMessage(fee, gold, `train ${skill.name}`), {
        details: { price: fee, gold },
      });
    if (locked.gold < fee) throw notEnough(locked.gold);
    const trained = applyTraining(progress, deps.rng);
    // The row is locked and its gold judged above, so the fee cannot find it lacking.
    const gold = await moveGold(tx, { characterId: locked.id, delta: -fee, kind: 'training', ref: skill.name, at: now });
    if (gold === null) throw notEnough(locked.gold);
    await updateCharacters(tx, 'training', { trainingCooldownEndsAt: cooldown }).where(eq(c.id, locked.id));
    await tx
      .insert(cs)
      .values({ characterId: locked.id, skillId: skill.id, level: trained.level, completion: trained.completion })
      .onConflictDoUpdate({
        target: [cs.characterId, cs.skillId],
        set: { level: trained.level, completion: trained.completion },
      });
    if (trained.levelsGained > 0) {
      await record(tx, [journalEntries.trainingDone({ userId, characterId: locked.id, at: now }, skill.name, trained.level)]);
    }
    await scheduleDue(tx, { userId, characterId: locked.id, kind: 'trainingReady', dueAt: cooldown, onlyIfSubscribed: true });
    await deps.progress.record(tx, locked.id, [{ kind: 'training', cityId: locked.cityId, axis: null, amount: 1 }], now);
    return { ...trained, fee, gold };
  });

  const gained = `You trained ${skill.name}: +${result.pointsGained}%.`;
  return {
    message:
      result.levelsGained > 0
        ? `${gained} ${skill.name} reached level ${result.level}!`
        : `${gained} ${result.completion}% towards level ${result.level + 1}.`,
    cooldown: cooldown.toISOString(),
    skill: {
      id: skill.id,
      name: skill.name,
      description: skill.description,
      level: result.level,
      completion: result.completion,
      fee: trainingFee(result.level),
    },
    inJail: false,
    jailTime: null,
    pointsGained: result.pointsGained,
    levelsGained: result.levelsGained,
    fee: result.fee,
    gold: result.gold,
  };
}
