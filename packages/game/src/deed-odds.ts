import { alignmentAxis } from './alignment.ts';
import { GameConstants } from './constants.ts';

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
 * What the deed rules read from a deed. `skills` maps skill names to levels
 * (docs/game-rules.md#skills-and-success-odds): the first entry names the skill the deed tests
 * and the level it expects (`{ Lockpicking: 7 }`).
 *
 * @example
 * ```ts
 * const deed: DeedRules = { level: 3, alignment: -1, skills: { Stealth: 1 }, reward: { gold: 40, experience: 60, alignment: 3, jailTime: 120 } };
 * ```
 */
export interface DeedRules {
  level: number;
  alignment: number;
  skills?: Readonly<Record<string, number>> | null;
  reward: DeedReward;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Rounded to 4 places so 0.5 + 0.04 x 5 reads 0.7, not 0.7000000000000001. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Effort cooldown of a deed at `GAME_SPEED` 1: 60 s x (1 + floor(D / 5)).
 *
 * @example
 * ```ts
 * deedCooldownMs(1); // 60_000
 * deedCooldownMs(5); // 120_000
 * deedCooldownMs(60); // 780_000
 * ```
 */
export function deedCooldownMs(deedLevel: number): number {
  const d = GameConstants.deeds;
  return d.cooldownBaseMs * (1 + Math.floor(Math.max(0, deedLevel) / d.cooldownLevelStep));
}

/**
 * Experience factor of a deed far below the character: 1 up to 5 levels below, then 15% less
 * per further level, at least 10%.
 *
 * @example
 * ```ts
 * trivialDeedFactor(10, 15); // 1
 * trivialDeedFactor(10, 16); // 0.85
 * trivialDeedFactor(1, 40); // 0.1
 * ```
 */
export function trivialDeedFactor(deedLevel: number, characterLevel: number): number {
  const d = GameConstants.deeds;
  const beyond = characterLevel - deedLevel - d.trivialGapLevels;
  if (beyond <= 0) return 1;
  return round4(Math.max(d.trivialMinFactor, 1 - d.trivialDecayPerLevel * beyond));
}

/**
 * Experience multiplier of a new character: x3 at level 1, x2.5 at 2, x2 at 3, x1.5 at 4, else 1.
 *
 * @example
 * ```ts
 * apprenticeFactor(1); // 3
 * apprenticeFactor(4); // 1.5
 * apprenticeFactor(5); // 1
 * ```
 */
export function apprenticeFactor(characterLevel: number): number {
  return GameConstants.deeds.apprenticeFactors[characterLevel - 1] ?? 1;
}

/**
 * How a city's alignment a moves a deed's success: good deeds +0.002a, evil deeds -0.002a,
 * neutral deeds +0.002 x (10 - |a|). No city (null) adds nothing.
 *
 * @example
 * ```ts
 * cityAlignmentTerm(1, 40); // 0.08
 * cityAlignmentTerm(-1, 40); // -0.08
 * cityAlignmentTerm(0, 40); // -0.06
 * ```
 */
export function cityAlignmentTerm(deedAlignment: number, cityAlignment: number | null | undefined): number {
  if (cityAlignment === null || cityAlignment === undefined || !Number.isFinite(cityAlignment)) return 0;
  const d = GameConstants.deeds;
  const axis = alignmentAxis(deedAlignment);
  if (axis === 'good') return round4(d.cityTermPerPoint * cityAlignment);
  if (axis === 'evil') return round4(-d.cityTermPerPoint * cityAlignment);
  return round4(d.cityTermPerPoint * (d.neutralCityCentre - Math.abs(cityAlignment)));
}

/**
 * Everything a deed's success chance depends on.
 *
 * @example
 * ```ts
 * const input: SuccessInput = { deedLevel: 9, deedAlignment: -1, characterLevel: 10, skillLevel: 3, requiredSkillLevel: 3, cityAlignment: -20 };
 * ```
 */
export interface SuccessInput {
  deedLevel: number;
  deedAlignment: number;
  characterLevel: number;
  /** The character's level in the deed's skill (0 when the deed names none). */
  skillLevel: number;
  /** The level the deed expects in it (0 when it names none). */
  requiredSkillLevel: number;
  /** Alignment of the city the character is in (null: none). */
  cityAlignment: number | null;
  /** Added chance from worn equipment (`itemSuccessBonus`; 0 when absent). */
  itemBonus?: number;
}

/**
 * Success chance = clamp(0.5 + 0.04 x (L - D) + 0.03 x clamp(S - required, -10, +5) + city term, 0.05, 0.95).
 *
 * @example
 * ```ts
 * deedSuccessChance({ deedLevel: 5, deedAlignment: 1, characterLevel: 5, skillLevel: 1, requiredSkillLevel: 1, cityAlignment: 0 }); // 0.5
 * deedSuccessChance({ deedLevel: 5, deedAlignment: 1, characterLevel: 10, skillLevel: 3, requiredSkillLevel: 1, cityAlignment: 20 }); // 0.8
 * ```
 */
export function deedSuccessChance(input: SuccessInput): number {
  const d = GameConstants.deeds;
  const skillGap = clamp(input.skillLevel - input.requiredSkillLevel, d.skillGapMin, d.skillGapMax);
  const raw =
    d.baseSuccessChance +
    d.successChancePerLevel * (input.characterLevel - input.deedLevel) +
    d.successChancePerSkillLevel * skillGap +
    cityAlignmentTerm(input.deedAlignment, input.cityAlignment) +
    Math.max(0, input.itemBonus ?? 0);
  return round4(clamp(raw, d.minSuccessChance, d.maxSuccessChance));
}

/**
 * Chance that a failed risky deed (one with a jail time) jails the character:
 * clamp(0.5 + cityAlignment / 100, 0.3, 0.9); 0.5 without a city.
 *
 * @example
 * ```ts
 * failureJailChance(0); // 0.5
 * failureJailChance(42); // 0.9
 * failureJailChance(-45); // 0.3
 * ```
 */
export function failureJailChance(cityAlignment: number | null): number {
  const d = GameConstants.deeds;
  const a = cityAlignment !== null && Number.isFinite(cityAlignment) ? cityAlignment : 0;
  return round4(clamp(d.failureJailBase + a / d.failureJailCityDivisor, d.failureJailMin, d.failureJailMax));
}

/**
 * A sentence at `GAME_SPEED` 1 for a failed risky deed: the longer of its own jail time and
 * 2 cooldowns (evil deeds) or 1.5 cooldowns (other deeds), so it always outlasts the cooldown.
 * A deed without a jail time is not risky: 0.
 *
 * @example
 * ```ts
 * sentenceMs({ level: 5, alignment: -1, reward: { gold: 0, experience: 0, alignment: 0, jailTime: 60 } }); // 240_000
 * sentenceMs({ level: 5, alignment: 0, reward: { gold: 0, experience: 0, alignment: 0, jailTime: 600 } }); // 600_000
 * sentenceMs({ level: 5, alignment: -1, reward: { gold: 0, experience: 0, alignment: 0, jailTime: 0 } }); // 0
 * ```
 */
export function sentenceMs(deed: DeedRules): number {
  const d = GameConstants.deeds;
  if (deed.reward.jailTime <= 0) return 0;
  const multiple = alignmentAxis(deed.alignment) === 'evil' ? d.evilSentenceCooldowns : d.otherSentenceCooldowns;
  return Math.max(deed.reward.jailTime * GameConstants.time.secondMs, Math.round(multiple * deedCooldownMs(deed.level)));
}

/**
 * The alignment a deed asks of its doer: from level 10 on, good deeds need alignment >= D/2,
 * evil deeds <= -D/2, neutral deeds |alignment| <= 2D. Below level 10 there is none.
 *
 * @example
 * ```ts
 * alignmentRequirement(20, 1); // { kind: 'atLeast', value: 10 }
 * alignmentRequirement(20, -1); // { kind: 'atMost', value: -10 }
 * alignmentRequirement(20, 0); // { kind: 'within', value: 40 }
 * alignmentRequirement(9, 1); // { kind: 'none' }
 * ```
 */
export function alignmentRequirement(
  deedLevel: number,
  deedAlignment: number,
): { kind: 'none' } | { kind: 'atLeast' | 'atMost' | 'within'; value: number } {
  const d = GameConstants.deeds;
  if (deedLevel < d.alignmentRequirementFromLevel) return { kind: 'none' };
  const axis = alignmentAxis(deedAlignment);
  if (axis === 'good') return { kind: 'atLeast', value: Math.ceil(deedLevel / d.alignmentRequirementDivisor) };
  if (axis === 'evil') return { kind: 'atMost', value: -Math.ceil(deedLevel / d.alignmentRequirementDivisor) };
  return { kind: 'within', value: deedLevel * d.neutralRequirementMultiple };
}

/**
 * Whether a character's alignment (good - evil) meets a deed's {@link alignmentRequirement}.
 *
 * @example
 * ```ts
 * meetsAlignmentRequirement(20, 1, 10); // true
 * meetsAlignmentRequirement(20, 1, 9); // false
 * meetsAlignmentRequirement(20, 0, -41); // false
 * ```
 */
export function meetsAlignmentRequirement(deedLevel: number, deedAlignment: number, alignment: number): boolean {
  const req = alignmentRequirement(deedLevel, deedAlignment);
  if (req.kind === 'none') return true;
  if (req.kind === 'atLeast') return alignment >= req.value;
  if (req.kind === 'atMost') return alignment <= req.value;
  return Math.abs(alignment) <= req.value;
}

/** Share of a maximum a success pays on average: a whole number drawn from half to all of it. */
const AVERAGE_REWARD_SHARE = 0.75;

/**
 * What a deed is worth per game minute of effort to one character: success chance x average
 * reward (3/4 of the maximum) x today's fatigue, experience also x trivial decay x the apprentice
 * bonus, over the deed's cooldown in game minutes; one decimal. Rested experience is left out:
 * it only lends what later gains would earn.
 *
 * @example
 * ```ts
 * deedYield({ deed: { level: 5, alignment: 1, reward: { gold: 40, experience: 32, alignment: 1, jailTime: 0 } }, characterLevel: 5, successChance: 0.5, fatigueFactor: 1 });
 * // { experiencePerMinute: 6, goldPerMinute: 7.5 }  (cooldown 2 minutes)
 * ```
 */
export function deedYield(input: { deed: DeedRules; characterLevel: number; successChance: number; fatigueFactor: number }): {
  experiencePerMinute: number;
  goldPerMinute: number;
} {
  const { deed, characterLevel, successChance, fatigueFactor } = input;
  const minutes = deedCooldownMs(deed.level) / GameConstants.time.minuteMs;
  const perMinute = (max: number, factor: number) =>
    Math.round(((successChance * AVERAGE_REWARD_SHARE * Math.max(0, max) * factor * fatigueFactor) / minutes) * 10) / 10;
  return {
    experiencePerMinute: perMinute(
      deed.reward.experience,
      trivialDeedFactor(deed.level, characterLevel) * apprenticeFactor(characterLevel),
    ),
    goldPerMinute: perMinute(deed.reward.gold, 1),
  };
}
