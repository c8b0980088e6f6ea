import { GameConstants } from './constants.ts';

/**
 * A deed's (or skill's) alignment as stored: 1 good, 0 neutral, -1 evil.
 * In player lists any positive value means good and any negative value evil.
 *
 * @example
 * ```ts
 * const deed = { name: 'Rescue a Kitten', alignment: Alignment.good };
 * ```
 */
export const Alignment = { good: 1, neutral: 0, evil: -1 } as const;

/**
 * One of the three alignment scores a character keeps.
 *
 * @example
 * ```ts
 * const axis: AlignmentAxis = 'evil';
 * ```
 */
export type AlignmentAxis = 'good' | 'neutral' | 'evil';

/**
 * A character's three alignment scores (each >= 0).
 *
 * @example
 * ```ts
 * const scores: AlignmentScores = { good: 12, neutral: 3, evil: 1 };
 * ```
 */
export interface AlignmentScores {
  good: number;
  neutral: number;
  evil: number;
}

/**
 * The score a deed of this alignment moves: positive → good, negative → evil, zero → neutral.
 *
 * @example
 * ```ts
 * alignmentAxis(1); // 'good'
 * alignmentAxis(-3); // 'evil'
 * alignmentAxis(0); // 'neutral'
 * ```
 */
export function alignmentAxis(alignment: number): AlignmentAxis {
  if (alignment > 0) return 'good';
  if (alignment < 0) return 'evil';
  return 'neutral';
}

/**
 * The stored alignment number of a character: good minus evil (recomputed on every change).
 * This is the number the band table ({@link alignmentBand}) reads.
 *
 * @example
 * ```ts
 * alignmentNumber(40, 15); // 25
 * ```
 */
export function alignmentNumber(good: number, evil: number): number {
  return good - evil;
}

/**
 * Adds `points` to one score; scores never go below 0. Returns new scores (input untouched).
 *
 * @example
 * ```ts
 * applyAlignmentShift({ good: 5, neutral: 0, evil: 2 }, 'evil', 3); // { good: 5, neutral: 0, evil: 5 }
 * applyAlignmentShift({ good: 5, neutral: 0, evil: 2 }, 'good', -9); // { good: 0, neutral: 0, evil: 2 }
 * ```
 */
export function applyAlignmentShift(scores: AlignmentScores, axis: AlignmentAxis, points: number): AlignmentScores {
  return { ...scores, [axis]: Math.max(0, scores[axis] + points) };
}

/**
 * The numeric alignment value behind the title table:
 * round((good − evil) / (good + neutral + evil) × (good + evil)), clamped to
 * −100000..100000, and 0 when the total is 0.
 *
 * @example
 * ```ts
 * alignmentValue(0, 0, 0); // 0
 * alignmentValue(100, 0, 0); // 100
 * alignmentValue(30, 10, 10); // 16   (20 / 50 × 40)
 * alignmentValue(0, 0, 500_000); // -100000 (clamped)
 * ```
 */
export function alignmentValue(good: number, neutral: number, evil: number): number {
  const total = good + neutral + evil;
  if (total === 0 || !Number.isFinite(total)) return 0;
  const value = Math.round(((good - evil) / total) * (good + evil));
  const { minValue, maxValue } = GameConstants.alignment;
  // `+ 0` turns a -0 from Math.round into 0.
  return Math.min(maxValue, Math.max(minValue, value)) + 0;
}
