import type { ContentDeed } from './types.ts';

/**
 * A compact deed row: level, name, content, success and failure messages, then
 * `[gold, experience, alignmentPoints, jailSeconds?]`.
 *
 * @example
 * ```ts
 * const make: DeedRowMaker = deedMaker(-1);
 * ```
 */
export type DeedRowMaker = (
  level: number,
  name: string,
  content: string,
  success: string,
  failure: string,
  reward: readonly [gold: number, experience: number, points: number, jailSeconds?: number],
) => ContentDeed;

/**
 * Returns a builder of content deeds of one alignment from compact rows.
 *
 * @example
 * ```ts
 * const evil = deedMaker(-1);
 * evil(2, 'Pick a Pocket', 'A purse sways by.', 'Got it!', 'Caught!', [30, 40, 2, 60]).reward;
 * // { gold: 30, experience: 40, alignment: 2, jailTime: 60 }
 * ```
 */
export function deedMaker(alignment: ContentDeed['alignment']): DeedRowMaker {
  return (level, name, content, success, failure, [gold, experience, points, jailTime = 0]) => ({
    name,
    level,
    content,
    alignment,
    success,
    failure,
    reward: { gold, experience, alignment: points, jailTime },
  });
}
