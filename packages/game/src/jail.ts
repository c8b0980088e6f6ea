import { GameConstants } from './constants.ts';
import { type Rng, chance } from './random.ts';

/**
 * The drawn outcome of a jailbreak attempt.
 *
 * @example
 * ```ts
 * const r: JailbreakOutcome = { success: false, successChance: 0.4, callerJailed: true, jailMs: 300_000 };
 * ```
 */
export interface JailbreakOutcome {
  /** The prisoner is freed. */
  success: boolean;
  /** The chance the roll was made against. */
  successChance: number;
  /** The rescuer is caught and jailed (only on failure). */
  callerJailed: boolean;
  /** The rescuer's jail length at `GAME_SPEED` 1 (0 unless jailed). */
  jailMs: number;
}

/**
 * Jailbreak chance from the rescuer's Lockpicking level: 0.4 + 0.02 x level, at most 0.8.
 *
 * @example
 * ```ts
 * jailbreakChance(0); // 0.4
 * jailbreakChance(10); // 0.6
 * jailbreakChance(30); // 0.8
 * ```
 */
export function jailbreakChance(lockpickingLevel: number): number {
  const j = GameConstants.jail;
  const raw = j.breakoutSuccessChance + j.breakoutChancePerLockpicking * Math.max(0, lockpickingLevel);
  return Math.round(Math.min(j.maxBreakoutChance, raw) * 10_000) / 10_000;
}

/**
 * Draws a jailbreak: success when the first draw is below {@link jailbreakChance}; on failure a
 * second draw below 0.5 jails the rescuer for 5 minutes (at `GAME_SPEED` 1).
 *
 * @example
 * ```ts
 * rollJailbreak(() => 0.1, 0); // { success: true, successChance: 0.4, callerJailed: false, jailMs: 0 }
 * rollJailbreak(() => 0.45, 0); // { success: false, successChance: 0.4, callerJailed: true, jailMs: 300000 }
 * rollJailbreak(() => 0.45, 5); // { success: true, successChance: 0.5, callerJailed: false, jailMs: 0 }
 * ```
 */
export function rollJailbreak(rng: Rng, lockpickingLevel: number): JailbreakOutcome {
  const j = GameConstants.jail;
  const successChance = jailbreakChance(lockpickingLevel);
  if (chance(rng, successChance)) return { success: true, successChance, callerJailed: false, jailMs: 0 };
  const callerJailed = chance(rng, j.failedBreakoutJailChance);
  return { success: false, successChance, callerJailed, jailMs: callerJailed ? j.failedBreakoutJailMs : 0 };
}
