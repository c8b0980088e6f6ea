import {
  type Skill,
  TRAINING_COOLDOWN_MESSAGE,
  TRAINING_JAIL_MESSAGE,
  type TrainingRefusalDetails,
  type TrainingResult,
} from '@tod/contracts';
import { GameConstants, applyTraining, remainingMs, scaleDuration } from '@tod/game';
import { type Column, and, asc, eq, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { noCharacter } from '../characters/index.ts';
import { characterSkillsTable, skillsTable } from './training.sql.ts';

type Db = Deps['db'];
const c = charactersTable;
const cs = characterSkillsTable;

const over = (column: Column, now: Date) => or(isNull(column), lte(column, now));
const isFuture = (d: Date | null, now: Date): d is Date => d !== null && d.getTime() > now.getTime();
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function trainingState(db: Db, userId: string) {
  const [row] = await db
    .select({ id: c.id, trainingCooldownEndsAt: c.trainingCooldownEndsAt, jailedUntil: c.jailedUntil })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  return row ?? null;
}

/** Every skill with the living character's progress (never trained reads level 0, 0 %). */
export async function listSkillsFor(db: Db, userId: string): Promise<Skill[]> {
  const state = await trainingState(db, userId);
  if (!state) throw noCharacter();
  return db
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
}

function refusal(code: string, status: number, message: string, details: TrainingRefusalDetails): AppError {
  const headers: Record<string, string> =
    details.retryAfterSeconds === undefined ? {} : { 'retry-after': String(details.retryAfterSeconds) };
  return new AppError(code, status, message, { headers, details });
}

/**
 * One training session. The cooldown is claimed first by one conditional UPDATE (alive, not
 * jailed, cooldown over), which locks the character for the rest of the transaction; the
 * skill row is then read and upserted under that lock, so concurrent sessions of one
 * character can never both add points.
 */
export async function train(deps: Deps, userId: string, skillId: string): Promise<TrainingResult> {
  const [skill] = await deps.db.select().from(skillsTable).where(eq(skillsTable.id, skillId));
  if (!skill) throw notFound('training.skill_not_found', 'Skill not found.');
  const now = deps.clock.now();
  const cooldown = new Date(now.getTime() + scaleDuration(GameConstants.training.cooldownMs, deps.config.gameSpeed));

  const result = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(c)
      .set({ trainingCooldownEndsAt: cooldown })
      .where(and(eq(c.userId, userId), not(c.dead), over(c.jailedUntil, now), over(c.trainingCooldownEndsAt, now)))
      .returning({ id: c.id });
    if (!claimed) return null;
    const [progress] = await tx
      .select({ level: cs.level, completion: cs.completion })
      .from(cs)
      .where(and(eq(cs.characterId, claimed.id), eq(cs.skillId, skill.id)));
    const trained = applyTraining(progress ?? { level: 0, completion: 0 }, deps.rng);
    await tx
      .insert(cs)
      .values({ characterId: claimed.id, skillId: skill.id, level: trained.level, completion: trained.completion })
      .onConflictDoUpdate({
        target: [cs.characterId, cs.skillId],
        set: { level: trained.level, completion: trained.completion },
      });
    return trained;
  });

  if (result) {
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
      },
      inJail: false,
      jailTime: null,
      pointsGained: result.pointsGained,
      levelsGained: result.levelsGained,
    };
  }

  const state = await trainingState(deps.db, userId);
  if (!state) throw noCharacter();
  const activeCooldown = isFuture(state.trainingCooldownEndsAt, now) ? state.trainingCooldownEndsAt : null;
  if (isFuture(state.jailedUntil, now)) {
    throw refusal('training.in_jail', 403, TRAINING_JAIL_MESSAGE, {
      inJail: true,
      jailTime: state.jailedUntil.toISOString(),
      cooldown: iso(activeCooldown),
    });
  }
  throw refusal('training.on_cooldown', 429, TRAINING_COOLDOWN_MESSAGE, {
    inJail: false,
    jailTime: null,
    cooldown: iso(activeCooldown ?? cooldown),
    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs(activeCooldown, now) / 1000)),
  });
}
