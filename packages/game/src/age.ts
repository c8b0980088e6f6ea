import { GameConstants } from './constants.ts';
import { type TimeInput, toMs } from './timers.ts';

/**
 * A character's age in whole days since creation: floor((now − createdAt) / 86 400 000).
 * Never negative (clock skew reads 0); an unparsable date reads 0.
 *
 * @example
 * ```ts
 * characterAgeDays('2025-01-01T00:00:00Z', '2025-01-03T12:00:00Z'); // 2
 * characterAgeDays(new Date(0), 86_399_999); // 0
 * ```
 */
export function characterAgeDays(createdAt: TimeInput, now: TimeInput): number {
  const days = Math.floor((toMs(now) - toMs(createdAt)) / GameConstants.time.dayMs);
  return Number.isFinite(days) && days > 0 ? days : 0;
}
