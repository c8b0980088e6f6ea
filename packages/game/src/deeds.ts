import { type AlignmentAxis, type AlignmentScores, alignmentAxis, alignmentNumber, applyAlignmentShift } from './alignment.ts';
import { GameConstants } from './constants.ts';
import {
  type DeedRules,
  apprenticeFactor,
  deedSuccessChance,
  failureJailChance,
  sentenceMs,
  trivialDeedFactor,
} from './deed-odds.ts';
import { type Rng, chance, randomInt } from './random.ts';
import { applyRested } from './rested.ts';
import { applyExperience } from './xp.ts';

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
 * Max Experience of a seeded deed: round(8 x (1 + floor(D / 5)) x (1 + D / 50)), x1.25 for a
 * deed that belongs to one city.
 *
 * @example
 * ```ts
 * deedMaxExperience(1); // 8
 * deedMaxExperience(10); // 29
 * deedMaxExperience(10, true); // 36
 * ```
 */
export function deedMaxExperience(deedLevel: number, local = false): number {
  const d = GameConstants.deeds;
  const level = Math.max(0, deedLevel);
  const high = Math.max(0, level - d.highLevelFrom);
  const rate = (1 + Math.min(level, d.highLevelFrom) / d.maxExperienceLevelDivisor) * (1 - d.highLevelRateDropPerLevel * high);
  const base = d.maxExperiencePerStep * (1 + Math.floor(level / d.cooldownLevelStep)) * rate;
  return Math.round(base * (local ? d.localRewardFactor : 1));
}

/**
 * The skill a deed tests and the level it expects: the first entry of its skills object with a
 * whole, non-negative level; null when it names none.
 *
 * @example
 * ```ts
 * deedSkillRequirement({ Lockpicking: 7 }); // { name: 'Lockpicking', level: 7 }
 * deedSkillRequirement({}); // null
 * ```
 */
export function deedSkillRequirement(skills: DeedRules['skills']): { name: string; level: number } | null {
  for (const [name, level] of Object.entries(skills ?? {})) {
    if (Number.isFinite(level) && level >= 0) return { name, level: Math.floor(level) };
  }
  return null;
}

/**
 * The skill level a seeded deed of level D expects: floor(D / 3).
 *
 * @example
 * ```ts
 * expectedSkillLevel(21); // 7
 * ```
 */
export function expectedSkillLevel(deedLevel: number): number {
  return Math.floor(Math.max(0, deedLevel) / GameConstants.deeds.expectedSkillDivisor);
}

/**
 * The drawn outcome of a deed attempt.
 *
 * @example
 * ```ts
 * const o: DeedOutcome = {
 *   success: false, successChance: 0.5, gold: 0, experience: 0, restedUsed: 0,
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
  /** Experience earned, rested bonus included (0 on failure). */
  experience: number;
  /** Rested experience spent on this gain (part of `experience`). */
  restedUsed: number;
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
 * Everything a deed attempt is drawn from.
 *
 * @example
 * ```ts
 * const input: DeedAttemptInput = {
 *   deed: { level: 1, alignment: 1, reward: { gold: 20, experience: 8, alignment: 1, jailTime: 0 } },
 *   characterLevel: 1, skillLevel: 0, cityAlignment: 0, fatigueFactor: 1, restedBank: 0, rng: () => 0,
 * };
 * ```
 */
export interface DeedAttemptInput {
  deed: DeedRules;
  characterLevel: number;
  /** The character's level in the skill the deed tests (0 when it names none). */
  skillLevel: number;
  cityAlignment: number | null;
  /** Success bonus of worn equipment (`itemSuccessBonus`); 0 when absent. */
  itemBonus?: number;
  /** From {@link import('./rested.ts').fatigueFactor}: 1, 0.3, 0.1 or 0.05. */
  fatigueFactor: number;
  /** Rested experience banked (already accrued to now). */
  restedBank: number;
  rng: Rng;
}

/**
 * Draws a deed attempt's outcome. Rng draws, in order: the success roll (success below
 * {@link deedSuccessChance}); on success the gold, then the experience (each a whole number
 * from ceil(max / 2) to max); on a failure of a risky deed, the jail roll (below
 * {@link failureJailChance}). Experience is scaled by {@link trivialDeedFactor},
 * {@link apprenticeFactor} and fatigue, then doubled by rested experience while it lasts; gold
 * is scaled by fatigue. Success applies `reward.alignment` points to the deed's score.
 *
 * @example
 * ```ts
 * const deed = { level: 1, alignment: -1, reward: { gold: 20, experience: 8, alignment: 2, jailTime: 60 } };
 * rollDeedOutcome({ deed, characterLevel: 1, skillLevel: 0, cityAlignment: 0, fatigueFactor: 1, restedBank: 0, rng: () => 0 });
 * // { success: true, successChance: 0.5, gold: 10, experience: 12, restedUsed: 0, alignmentAxis: 'evil',
 * //   alignmentPoints: 2, jailed: false, jailMs: 0 }
 * ```
 */
export function rollDeedOutcome(input: DeedAttemptInput): DeedOutcome {
  const { deed, characterLevel, rng } = input;
  const skill = deedSkillRequirement(deed.skills);
  const successChance = deedSuccessChance({
    deedLevel: deed.level,
    deedAlignment: deed.alignment,
    characterLevel,
    skillLevel: skill ? input.skillLevel : 0,
    requiredSkillLevel: skill?.level ?? 0,
    cityAlignment: input.cityAlignment,
    itemBonus: input.itemBonus ?? 0,
  });
  const axis = alignmentAxis(deed.alignment);
  if (chance(rng, successChance)) {
    const gold = Math.floor(halfToAll(rng, deed.reward.gold) * input.fatigueFactor);
    const base = halfToAll(rng, deed.reward.experience);
    const scaled = Math.round(
      base * trivialDeedFactor(deed.level, characterLevel) * apprenticeFactor(characterLevel) * input.fatigueFactor,
    );
    const rested = applyRested(scaled, input.restedBank);
    return {
      success: true,
      successChance,
      gold,
      experience: scaled + rested.bonus,
      restedUsed: rested.bonus,
      alignmentAxis: axis,
      alignmentPoints: deed.reward.alignment,
      jailed: false,
      jailMs: 0,
    };
  }
  const sentence = sentenceMs(deed);
  const jailed = sentence > 0 && chance(rng, failureJailChance(input.cityAlignment));
  return {
    success: false,
    successChance,
    gold: 0,
    experience: 0,
    restedUsed: 0,
    alignmentAxis: axis,
    alignmentPoints: 0,
    jailed,
    jailMs: jailed ? sentence : 0,
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
 * crossed) and alignment points (scores never below 0), and recomputes `alignment` (good - evil).
 *
 * @example
 * ```ts
 * const before = { level: 1, experience: 120, gold: 100, good: 0, neutral: 0, evil: 0 };
 * const outcome = { success: true, successChance: 0.5, gold: 10, experience: 15, restedUsed: 0, alignmentAxis: 'good' as const, alignmentPoints: 2, jailed: false, jailMs: 0 };
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
