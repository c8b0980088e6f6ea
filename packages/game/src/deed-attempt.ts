import { scaleDuration } from './constants.ts';
import { type DeedRules, deedCooldownMs } from './deed-odds.ts';
import { type DeedCharacterState, type DeedOutcome, applyDeedOutcome, rollDeedOutcome } from './deeds.ts';
import type { Rng } from './random.ts';
import { type Effort, accrueRested, addEffort, effortToday, fatigueFactor } from './rested.ts';

/**
 * A character as a deed attempt reads and writes it. Times are epoch milliseconds.
 *
 * @example
 * ```ts
 * const c: AttemptCharacter = {
 *   level: 1, experience: 0, gold: 100, good: 0, neutral: 0, evil: 0,
 *   restedExperience: 0, restedSinceMs: null, effort: { day: null, ms: 0 },
 * };
 * ```
 */
export interface AttemptCharacter extends DeedCharacterState {
  restedExperience: number;
  /** When idle time (for rested experience) began: the end of the last deed cooldown; null = never. */
  restedSinceMs: number | null;
  effort: Effort;
}

/**
 * Rested experience a character holds at a moment: its bank plus what its idle time since
 * `restedSinceMs` has earned (idle time counted in game time: real time x game speed).
 *
 * @example
 * ```ts
 * restedNow({ level: 2, restedExperience: 0, restedSinceMs: 0 }, 3_600_000, 1); // 5
 * ```
 */
export function restedNow(
  character: Pick<AttemptCharacter, 'level' | 'restedExperience' | 'restedSinceMs'>,
  nowMs: number,
  gameSpeed: number,
): number {
  const idleMs = character.restedSinceMs === null ? 0 : Math.max(0, nowMs - character.restedSinceMs) * speedOf(gameSpeed);
  return accrueRested({ bank: character.restedExperience, level: character.level, idleMs });
}

const speedOf = (gameSpeed: number) => (Number.isFinite(gameSpeed) && gameSpeed > 0 ? gameSpeed : 1);

/**
 * Everything decided by one deed attempt, for the server to write and the simulation to apply.
 *
 * @example
 * ```ts
 * declare const r: DeedAttemptResolution;
 * r.after.gold; r.cooldownMs; r.outcome.jailed;
 * ```
 */
export interface DeedAttemptResolution {
  outcome: DeedOutcome;
  after: AttemptCharacter & { alignment: number };
  levelsGained: number;
  /** The deed's cooldown in real time (divided by the game speed). */
  cooldownMs: number;
  /** The sentence in real time (0 unless jailed). */
  jailMs: number;
}

/**
 * Resolves one deed attempt for a character that may attempt it (the caller has checked level,
 * alignment, jail and cooldown): accrues rested experience for the idle time, draws the outcome
 * with today's fatigue, applies it, counts the cooldown as today's effort and starts the next
 * idle period when this cooldown ends.
 *
 * @example
 * ```ts
 * const character = { level: 1, experience: 0, gold: 100, good: 0, neutral: 0, evil: 0, restedExperience: 0, restedSinceMs: null, effort: { day: null, ms: 0 } };
 * const deed = { level: 1, alignment: 1, reward: { gold: 20, experience: 8, alignment: 1, jailTime: 0 } };
 * const r = resolveDeedAttempt({ character, deed, skillLevel: 0, cityAlignment: 0, nowMs: 0, gameSpeed: 1, rng: () => 0 });
 * r.after.experience; // 12  (4 x 3 for an apprentice)
 * r.cooldownMs; // 60_000
 * ```
 */
export function resolveDeedAttempt(input: {
  character: AttemptCharacter;
  deed: DeedRules;
  skillLevel: number;
  cityAlignment: number | null;
  /** Success bonus of worn equipment (`itemSuccessBonus`); 0 when absent. */
  itemBonus?: number;
  /** Success bonus of the character's crew charter (`charterDeedBonus`); 0 outside a crew. */
  charterBonus?: number;
  nowMs: number;
  gameSpeed: number;
  rng: Rng;
}): DeedAttemptResolution {
  const { character, deed, nowMs, gameSpeed } = input;
  const bank = restedNow(character, nowMs, gameSpeed);
  const gameCooldownMs = deedCooldownMs(deed.level);
  const outcome = rollDeedOutcome({
    deed,
    characterLevel: character.level,
    skillLevel: input.skillLevel,
    cityAlignment: input.cityAlignment,
    itemBonus: (input.itemBonus ?? 0) + (input.charterBonus ?? 0),
    fatigueFactor: fatigueFactor(effortToday(character.effort, nowMs, gameSpeed)),
    restedBank: bank,
    rng: input.rng,
  });
  const applied = applyDeedOutcome(character, outcome);
  const cooldownMs = scaleDuration(gameCooldownMs, gameSpeed);
  return {
    outcome,
    after: {
      level: applied.level,
      experience: applied.experience,
      gold: applied.gold,
      good: applied.good,
      neutral: applied.neutral,
      evil: applied.evil,
      alignment: applied.alignment,
      restedExperience: bank - outcome.restedUsed,
      restedSinceMs: nowMs + cooldownMs,
      effort: addEffort(character.effort, nowMs, gameCooldownMs, gameSpeed),
    },
    levelsGained: applied.levelsGained,
    cooldownMs,
    jailMs: scaleDuration(outcome.jailMs, gameSpeed),
  };
}
