import { GameConstants } from './constants.ts';

const { base, exponent, minLevel, maxLevel } = GameConstants.experience;

/** Clamps a level to a whole number in 1..maxLevel. */
function clampLevel(level: number): number {
  if (!Number.isFinite(level)) return minLevel;
  return Math.min(maxLevel, Math.max(minLevel, Math.floor(level)));
}

/**
 * Total experience at which a character of level `level` reaches `level + 1`:
 * floor(134 * level^1.6). Thresholds are cumulative (experience never resets).
 * Levels below 1 count as 1.
 *
 * @example
 * ```ts
 * experienceForLevel(1); // 134  (level 2 at 134 XP)
 * experienceForLevel(2); // 406  (level 3 at 406 XP)
 * experienceForLevel(10); // 5334
 * ```
 */
export function experienceForLevel(level: number): number {
  const l = Math.max(minLevel, Math.floor(level));
  return Math.floor(base * l ** exponent);
}

/**
 * Total experience needed to *be* at `level`: 0 for level 1, else `experienceForLevel(level - 1)`.
 *
 * @example
 * ```ts
 * experienceToReachLevel(1); // 0
 * experienceToReachLevel(2); // 134
 * experienceToReachLevel(3); // 406
 * ```
 */
export function experienceToReachLevel(level: number): number {
  const l = clampLevel(level);
  return l <= minLevel ? 0 : experienceForLevel(l - 1);
}

/**
 * The level a total amount of experience gives, from 1 up to the maximum level (100).
 *
 * @example
 * ```ts
 * levelForExperience(0); // 1
 * levelForExperience(133); // 1
 * levelForExperience(134); // 2
 * levelForExperience(10_000_000); // 100
 * ```
 */
export function levelForExperience(experience: number): number {
  let level = minLevel;
  while (level < maxLevel && experience >= experienceForLevel(level)) level += 1;
  return level;
}

/**
 * Where a total amount of experience sits on the level bar.
 *
 * @example
 * ```ts
 * const p: LevelProgress = levelProgress(200);
 * // { level: 2, current: 134, next: 406, intoLevel: 66, neededForNext: 206, percent: 24 }
 * ```
 */
export interface LevelProgress {
  /** Level for this experience. */
  level: number;
  /** Total experience at which the current level began. */
  current: number;
  /** Total experience at which the next level begins (equals `current` at the maximum level). */
  next: number;
  /** Experience earned since the current level began. */
  intoLevel: number;
  /** Experience still missing for the next level (0 at the maximum level). */
  neededForNext: number;
  /** Whole percent of the way from `current` to `next`, 0..100 (100 at the maximum level). */
  percent: number;
}

/**
 * Progress between the current level's threshold and the next one (the level bar).
 * Negative experience counts as 0.
 *
 * @example
 * ```ts
 * levelProgress(0); // { level: 1, current: 0, next: 134, intoLevel: 0, neededForNext: 134, percent: 0 }
 * levelProgress(270).percent; // 50  (level 2: 134..406)
 * ```
 */
export function levelProgress(experience: number): LevelProgress {
  const xp = Math.max(0, Math.floor(experience));
  const level = levelForExperience(xp);
  const current = experienceToReachLevel(level);
  if (level >= maxLevel) {
    return { level, current, next: current, intoLevel: xp - current, neededForNext: 0, percent: 100 };
  }
  const next = experienceForLevel(level);
  const intoLevel = xp - current;
  const percent = Math.min(100, Math.floor((intoLevel / (next - current)) * 100));
  return { level, current, next, intoLevel, neededForNext: next - xp, percent };
}

/**
 * Result of {@link applyExperience}.
 *
 * @example
 * ```ts
 * const r: ExperienceResult = { level: 2, experience: 150, levelsGained: 1 };
 * ```
 */
export interface ExperienceResult {
  level: number;
  experience: number;
  levelsGained: number;
}

/**
 * Adds experience and raises the level for every threshold crossed. The level never drops
 * (a negative gain only lowers experience, never below 0).
 *
 * @example
 * ```ts
 * applyExperience(1, 100, 50); // { level: 2, experience: 150, levelsGained: 1 }
 * applyExperience(1, 0, 500); // { level: 3, experience: 500, levelsGained: 2 }
 * applyExperience(2, 150, 10); // { level: 2, experience: 160, levelsGained: 0 }
 * ```
 */
export function applyExperience(level: number, experience: number, gained: number): ExperienceResult {
  const before = clampLevel(level);
  const total = Math.max(0, Math.floor(experience + gained));
  const after = Math.max(before, levelForExperience(total));
  return { level: after, experience: total, levelsGained: after - before };
}
