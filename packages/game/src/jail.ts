import { GameConstants } from './constants.ts';
import { type Rng, chance } from './random.ts';

/**
 * The drawn outcome of a jailbreak attempt.
 *
 * @example
 * ```ts
 * const r: JailbreakOutcome = { success: false, callerJailed: true, jailMs: 300_000 };
 * ```
 */
export interface JailbreakOutcome {
  /** The prisoner is freed. */
  success: boolean;
  /** The rescuer is caught and jailed (only on failure). */
  callerJailed: boolean;
  /** The rescuer's jail length at `GAME_SPEED` 1 (0 unless jailed). */
  jailMs: number;
}

/**
 * Draws a jailbreak: success when the first draw is below 0.4; on failure a second draw
 * below 0.5 jails the rescuer for 5 minutes (at `GAME_SPEED` 1).
 *
 * @example
 * ```ts
 * rollJailbreak(() => 0.1); // { success: true, callerJailed: false, jailMs: 0 }
 * rollJailbreak(() => 0.45); // { success: false, callerJailed: true, jailMs: 300000 }
 * rollJailbreak(() => 0.9); // { success: false, callerJailed: false, jailMs: 0 }
 * ```
 */
export function rollJailbreak(rng: Rng): JailbreakOutcome {
  const j = GameConstants.jail;
  if (chance(rng, j.breakoutSuccessChance)) return { success: true, callerJailed: false, jailMs: 0 };
  const callerJailed = chance(rng, j.failedBreakoutJailChance);
  return { success: false, callerJailed, jailMs: callerJailed ? j.failedBreakoutJailMs : 0 };
}
