import { GameConstants } from './constants.ts';
import { deedCooldownMs, trivialDeedFactor } from './deed-odds.ts';
import { deedMaxExperience } from './deeds.ts';

/**
 * Experience a successful rescuer earns, before fatigue and rested experience: 25% of the
 * jailing deed's Max Experience, counted like deed experience (see `docs/game-rules.md`,
 * "Rescues"): a deed above the rescuer's level counts as a local deed of the rescuer's own
 * level at most (a high-level friend failing on purpose cannot feed a low-level rescuer), and
 * a deed far below it decays like a trivial deed.
 *
 * @example
 * ```ts
 * rescuerExperience({ jailingDeedLevel: 30, jailingDeedMaxExperience: 90, rescuerLevel: 30 }); // 23
 * rescuerExperience({ jailingDeedLevel: 99, jailingDeedMaxExperience: 600, rescuerLevel: 10 }); // 9
 * rescuerExperience({ jailingDeedLevel: 10, jailingDeedMaxExperience: 29, rescuerLevel: 30 }); // 1
 * ```
 */
export function rescuerExperience(input: {
  jailingDeedLevel: number;
  jailingDeedMaxExperience: number;
  rescuerLevel: number;
}): number {
  const cap = deedMaxExperience(input.rescuerLevel, true);
  const base = Math.min(Math.max(0, input.jailingDeedMaxExperience), cap);
  const trivial = trivialDeedFactor(input.jailingDeedLevel, input.rescuerLevel);
  return Math.round(base * GameConstants.jail.rescuerExperienceShare * trivial);
}

/**
 * Effort (ms at `GAME_SPEED` 1) a paid rescue adds to the rescuer's game day for fatigue
 * (`addEffort`): the cooldown of the deed it is paid like, the jailing deed capped at the
 * rescuer's level. A rescue with no experience adds none.
 *
 * @example
 * ```ts
 * rescueEffortMs(30, 30); // 420_000 (a level-30 deed's 7 minutes)
 * rescueEffortMs(99, 10); // 180_000
 * ```
 */
export function rescueEffortMs(jailingDeedLevel: number, rescuerLevel: number): number {
  return deedCooldownMs(Math.min(jailingDeedLevel, rescuerLevel));
}

/**
 * The rescuer's cooldown after any jailbreak attempt (ms at `GAME_SPEED` 1): 4 deed cooldowns
 * of its own level, so a rescue farm adds a rescue per 4 deeds at most (see the balance
 * simulation's rescue farm, `docs/balance.md`).
 *
 * @example
 * ```ts
 * rescueCooldownMs(1); // 240_000
 * rescueCooldownMs(60); // 3_120_000 (52 minutes)
 * ```
 */
export function rescueCooldownMs(rescuerLevel: number): number {
  return GameConstants.jail.rescueCooldownDeedCooldowns * deedCooldownMs(rescuerLevel);
}

/**
 * Whether a rescue of this prisoner by this rescuer still pays experience today: the pair's
 * paid rescues in the current game day (`gameDay`) are below the cap of 3. Past it the
 * breakout still frees the prisoner but pays nothing.
 *
 * @example
 * ```ts
 * rescuePairPays(0); // true
 * rescuePairPays(3); // false
 * ```
 */
export function rescuePairPays(paidTodayForPair: number): boolean {
  return paidTodayForPair < GameConstants.jail.paidRescuesPerPairPerGameDay;
}

/**
 * Experience a paid rescue earns when the prisoner is the rescuer's partner: the rescue's own
 * pay (after fatigue) plus 25%, rounded; nothing stays nothing (a rescue past the pair's daily
 * cap or of a prisoner no deed jailed pays no bonus either). See docs/game-rules.md, "Rescues".
 *
 * @example
 * ```ts
 * partnerRescueExperience(20); // 25
 * partnerRescueExperience(9); // 11
 * partnerRescueExperience(0); // 0
 * ```
 */
export function partnerRescueExperience(experience: number): number {
  if (experience <= 0) return 0;
  return Math.round(experience * (1 + GameConstants.jail.partnerRescueBonus));
}
