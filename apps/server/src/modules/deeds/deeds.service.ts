import { DEED_COOLDOWN_MESSAGE, type Deed, type DeedAttemptResult, type PlayerDeed } from '@tod/contracts';
import {
  type DeedOutcome,
  GameConstants,
  applyDeedOutcome,
  describeDuration,
  isDeedUnlocked,
  rollDeedOutcome,
  scaleDuration,
} from '@tod/game';
import { type Column, and, asc, eq, gte, isNull, lte, not, or } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { noCharacter } from '../characters/index.ts';
import { deedsTable } from './deeds.sql.ts';

type Db = Deps['db'];
type DeedRow = typeof deedsTable.$inferSelect;
const c = charactersTable;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A timed state is over when it has no end or its end is not after now (no grace: see game-rules). */
const over = (column: Column, now: Date) => or(isNull(column), lte(column, now));
const isFuture = (d: Date | null, now: Date): d is Date => d !== null && d.getTime() > now.getTime();

export function toDeed(row: DeedRow): Deed {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    content: row.content,
    alignment: row.alignment,
    success: row.successMessage,
    failure: row.failureMessage,
    skills: row.skills,
    reward: {
      gold: row.rewardGold,
      experience: row.rewardExperience,
      alignment: row.rewardAlignment,
      jailTime: row.rewardJailSeconds,
    },
  };
}

export async function getDeed(db: Db, id: string): Promise<DeedRow> {
  const [row] = await db.select().from(deedsTable).where(eq(deedsTable.id, id));
  if (!row) throw notFound('deeds.not_found', 'Deed not found.');
  return row;
}

/** The fields the deed rules read about the living character of an account. */
async function deedState(db: Db, userId: string) {
  const [row] = await db
    .select({ level: c.level, deedCooldownEndsAt: c.deedCooldownEndsAt, jailedUntil: c.jailedUntil })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  return row ?? null;
}

/** The player's list: deeds of level <= the character's, each carrying the deed cooldown. */
export async function listDeedsFor(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<PlayerDeed[]> {
  const state = await deedState(deps.db, userId);
  if (!state) throw noCharacter();
  const now = deps.clock.now();
  const cooldownEnd = isFuture(state.deedCooldownEndsAt, now) ? state.deedCooldownEndsAt : null;
  const rows = await deps.db
    .select()
    .from(deedsTable)
    .where(lte(deedsTable.level, state.level))
    .orderBy(asc(deedsTable.level), asc(deedsTable.name));
  return rows.map((row) => ({ ...toDeed(row), onCooldown: cooldownEnd !== null, cooldownEnd: iso(cooldownEnd) }));
}

function outcomeMessage(deed: DeedRow, outcome: DeedOutcome, level: number, levelsGained: number, jailMs: number): string {
  if (outcome.success) {
    const earned = [`${outcome.gold} gold`, `${outcome.experience} experience`];
    if (outcome.alignmentPoints !== 0) earned.push(`${outcome.alignmentPoints} ${outcome.alignmentAxis} points`);
    const last = earned.pop();
    const parts = [deed.successMessage || 'You succeeded.', `You earned ${earned.join(', ')} and ${last}.`];
    if (levelsGained > 0) parts.push(`You reached level ${level}!`);
    return parts.join(' ');
  }
  const parts = [deed.failureMessage || 'You failed.'];
  if (outcome.jailed) parts.push(`You have been imprisoned for ${describeDuration(jailMs)}!`);
  return parts.join(' ');
}

/**
 * One deed attempt. The first statement claims the cooldown with every precondition in its
 * WHERE (alive, level high enough, not jailed, cooldown over), which also locks the row for
 * the rest of the transaction: of concurrent attempts exactly one gets a row back, the others
 * re-check against the committed cooldown and are refused with -1.
 */
export async function attemptDeed(deps: Deps, userId: string, deedId: string): Promise<DeedAttemptResult> {
  const deed = await getDeed(deps.db, deedId);
  const now = deps.clock.now();
  const speed = deps.config.gameSpeed;
  const cooldown = new Date(now.getTime() + scaleDuration(GameConstants.deeds.cooldownMs, speed));

  const resolved = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(c)
      .set({ deedCooldownEndsAt: cooldown })
      .where(
        and(
          eq(c.userId, userId),
          not(c.dead),
          gte(c.level, deed.level),
          over(c.jailedUntil, now),
          over(c.deedCooldownEndsAt, now),
        ),
      )
      .returning({
        id: c.id,
        level: c.level,
        experience: c.experience,
        gold: c.gold,
        good: c.good,
        neutral: c.neutral,
        evil: c.evil,
        jailedUntil: c.jailedUntil,
      });
    if (!claimed) return null;

    const outcome = rollDeedOutcome({
      deed: {
        level: deed.level,
        alignment: deed.alignment,
        reward: {
          gold: deed.rewardGold,
          experience: deed.rewardExperience,
          alignment: deed.rewardAlignment,
          jailTime: deed.rewardJailSeconds,
        },
      },
      characterLevel: claimed.level,
      rng: deps.rng,
    });
    const after = applyDeedOutcome(claimed, outcome);
    const jailMs = scaleDuration(outcome.jailMs, speed);
    const jailedUntil = outcome.jailed ? new Date(now.getTime() + jailMs) : claimed.jailedUntil;
    // A failure that does not jail changes nothing but the cooldown already claimed.
    if (outcome.success || outcome.jailed) {
      await tx
        .update(c)
        .set({
          level: after.level,
          experience: after.experience,
          gold: after.gold,
          good: after.good,
          neutral: after.neutral,
          evil: after.evil,
          alignment: after.alignment,
          jailedUntil,
        })
        .where(eq(c.id, claimed.id));
    }
    return { outcome, after, jailMs, jailedUntil };
  });

  if (resolved) {
    const { outcome, after, jailMs, jailedUntil } = resolved;
    return {
      success: outcome.success ? 1 : 0,
      message: outcomeMessage(deed, outcome, after.level, after.levelsGained, jailMs),
      cooldown: cooldown.toISOString(),
      lastJail: iso(jailedUntil),
      earned: { gold: outcome.gold, experience: outcome.experience, alignment: outcome.alignmentPoints },
      level: after.level,
      levelsGained: after.levelsGained,
    };
  }

  // The claim matched no row: say why. Only the cooldown is answered with -1 (spec §4).
  const state = await deedState(deps.db, userId);
  if (!state) throw noCharacter();
  if (!isDeedUnlocked(deed.level, state.level)) {
    throw new AppError('deeds.level_too_low', 403, `You must be level ${deed.level} to attempt this deed.`);
  }
  if (isFuture(state.jailedUntil, now)) {
    throw new AppError('deeds.in_jail', 403, 'You cannot do deeds while in jail.', {
      details: { jailReleaseTime: state.jailedUntil.toISOString() },
    });
  }
  return {
    success: -1,
    message: DEED_COOLDOWN_MESSAGE,
    cooldown: (state.deedCooldownEndsAt ?? cooldown).toISOString(),
    lastJail: iso(state.jailedUntil),
    earned: { gold: 0, experience: 0, alignment: 0 },
    level: state.level,
    levelsGained: 0,
  };
}
