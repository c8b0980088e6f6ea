import { type AlignmentAxis, type AlignmentScores, alignmentAxis, alignmentNumber, applyAlignmentShift } from './alignment.ts';
import { GameConstants } from './constants.ts';
import { type Rng, chance, randomInt } from './random.ts';
import { applyExperience } from './xp.ts';

/**
 * A deed's reward as stored: Max Gold, Max Experience, alignment points and jail time (seconds).
 *
 * @example
 * ```ts
 * const reward: DeedReward = { gold: 40, experience: 60, alignment: 3, jailTime: 120 };
 * ```
 */
export interface DeedReward {
  gold: number;
  experience: number;
  alignment: number;
  jailTime: number;
}

/**
 * What the deed rules read from a deed.
 *
 * @example
 * ```ts
 * const deed: DeedRules = { level: 3, alignment: -1, reward: { gold: 40, experience: 60, alignment: 3, jailTime: 120 } };
 * ```
 */
export interface DeedRules {
  level: number;
  alignment: number;
  reward: DeedReward;
}

/**
 * Whether a character may see and attempt a deed of this level (deed level <= character level).
 *
 * @example
 * ```ts
 * isDeedUnlocked(3, 5); // true
 * isDeedUnlocked(6, 5); // false
 * ```
 */
export function isDeedUnlocked(deedLevel: number, characterLevel: number): boolean {
  return deedLevel <= characterLevel;
}

/**
 * Success chance: 0.5 at equal level, +0.05 per level the character is above the deed,
 * clamped to 0.05..0.95 — so 0.95 once the deed is 9 or more levels below.
 * `clamp(0.5 + 0.05 × (characterLevel − deedLevel), 0.05, 0.95)`.
 *
 * @example
 * ```ts
 * deedSuccessChance(5, 5); // 0.5
 * deedSuccessChance(1, 5); // 0.7
 * deedSuccessChance(1, 30); // 0.95
 * ```
 */
export function deedSuccessChance(deedLevel: number, characterLevel: number): number {
  const d = GameConstants.deeds;
  const raw = d.baseSuccessChance + d.successChancePerLevel * (characterLevel - deedLevel);
  // Rounded to 4 places so 0.5 + 0.05 × 4 reads 0.7, not 0.7000000000000001.
  return Math.round(Math.min(d.maxSuccessChance, Math.max(d.minSuccessChance, raw)) * 10_000) / 10_000;
}

/**
 * The drawn outcome of a deed attempt.
 *
 * @example
 * ```ts
 * const o: DeedOutcome = {
 *   success: false, successChance: 0.5, gold: 0, experience: 0,
 *   alignmentAxis: 'evil', alignmentPoints: 0, jailed: true, jailMs: 120_000,
 * };
 * ```
 */
export interface DeedOutcome {
  success: boolean;
  /** The chance the success roll was made against. */
  successChance: number;
  /** Gold earned (0 on failure). */
  gold: number;
  /** Experience earned (0 on failure). */
  experience: number;
  /** The score the deed moves. */
  alignmentAxis: AlignmentAxis;
  /** Points added to that score (0 on failure). */
  alignmentPoints: number;
  /** Whether the failure sends the character to jail. */
  jailed: boolean;
  /** Jail length at `GAME_SPEED` 1 (0 unless jailed). */
  jailMs: number;
}

/** Half (rounded up) to all of a maximum, as a whole number; 0 for a maximum <= 0. */
function halfToAll(rng: Rng, max: number): number {
  const top = Math.max(0, Math.floor(max));
  return randomInt(rng, Math.ceil(top / 2), top);
}

/**
 * Draws a deed attempt's outcome. Rng draws, in order: the success roll (success when the
 * draw is below {@link deedSuccessChance}); on success the gold, then the experience (each an
 * integer from ceil(max / 2) to max); on a failure of a deed with a jail time, the jail roll
 * (jailed when below 0.5). Success applies `reward.alignment` points to the deed's score.
 *
 * @example
 * ```ts
 * const deed = { level: 1, alignment: -1, reward: { gold: 20, experience: 30, alignment: 2, jailTime: 60 } };
 * rollDeedOutcome({ deed, characterLevel: 1, rng: () => 0 });
 * // { success: true, successChance: 0.5, gold: 10, experience: 15, alignmentAxis: 'evil',
 * //   alignmentPoints: 2, jailed: false, jailMs: 0 }
 * rollDeedOutcome({ deed, characterLevel: 1, rng: () => 0.9 }).jailed; // false (failure, jail roll 0.9 >= 0.5)
 * ```
 */
export function rollDeedOutcome(input: { deed: DeedRules; characterLevel: number; rng: Rng }): DeedOutcome {
  const { deed, characterLevel, rng } = input;
  const successChance = deedSuccessChance(deed.level, characterLevel);
  const axis = alignmentAxis(deed.alignment);
  if (chance(rng, successChance)) {
    const gold = halfToAll(rng, deed.reward.gold);
    const experience = halfToAll(rng, deed.reward.experience);
    return {
      success: true,
      successChance,
      gold,
      experience,
      alignmentAxis: axis,
      alignmentPoints: deed.reward.alignment,
      jailed: false,
      jailMs: 0,
    };
  }
  const jailSeconds = Math.max(0, deed.reward.jailTime);
  const jailed = jailSeconds > 0 && chance(rng, GameConstants.deeds.failureJailChance);
  return {
    success: false,
    successChance,
    gold: 0,
    experience: 0,
    alignmentAxis: axis,
    alignmentPoints: 0,
    jailed,
    jailMs: jailed ? jailSeconds * GameConstants.time.secondMs : 0,
  };
}

/**
 * The character fields a deed changes.
 *
 * @example
 * ```ts
 * const s: DeedCharacterState = { level: 1, experience: 0, gold: 100, good: 0, neutral: 0, evil: 0 };
 * ```
 */
export interface DeedCharacterState extends AlignmentScores {
  level: number;
  experience: number;
  gold: number;
}

/**
 * Applies an outcome to a character: adds gold, experience (levelling up as thresholds are
 * crossed) and alignment points (scores never below 0), and recomputes `alignment` (good − evil).
 *
 * @example
 * ```ts
 * const before = { level: 1, experience: 120, gold: 100, good: 0, neutral: 0, evil: 0 };
 * const outcome = rollDeedOutcome({ deed: { level: 1, alignment: 1, reward: { gold: 20, experience: 30, alignment: 2, jailTime: 0 } }, characterLevel: 1, rng: () => 0 });
 * applyDeedOutcome(before, outcome);
 * // { level: 2, experience: 135, gold: 110, good: 2, neutral: 0, evil: 0, alignment: 2, levelsGained: 1 }
 * ```
 */
export function applyDeedOutcome(
  state: DeedCharacterState,
  outcome: DeedOutcome,
): DeedCharacterState & { alignment: number; levelsGained: number } {
  const xp = applyExperience(state.level, state.experience, outcome.experience);
  const scores = applyAlignmentShift(state, outcome.alignmentAxis, outcome.alignmentPoints);
  return {
    level: xp.level,
    experience: xp.experience,
    gold: state.gold + outcome.gold,
    good: scores.good,
    neutral: scores.neutral,
    evil: scores.evil,
    alignment: alignmentNumber(scores.good, scores.evil),
    levelsGained: xp.levelsGained,
  };
}
