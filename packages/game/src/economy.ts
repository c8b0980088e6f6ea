import { GameConstants } from './constants.ts';
import { deedCooldownMs } from './deed-odds.ts';
import { deedMaxExperience } from './deeds.ts';

/**
 * Gold a training session costs: (S + 1)^2, S the skill's current level.
 *
 * @example
 * ```ts
 * trainingFee(0); // 1
 * trainingFee(9); // 100
 * ```
 */
export function trainingFee(skillLevel: number): number {
  return (Math.max(0, Math.floor(skillLevel)) + 1) ** GameConstants.training.feeExponent;
}

/**
 * Travel fare: 2 x squares x character level (squares of Manhattan distance; at least 1).
 *
 * @example
 * ```ts
 * travelFare(3, 10); // 60
 * travelFare(0, 10); // 20
 * ```
 */
export function travelFare(squares: number, characterLevel: number): number {
  return GameConstants.travel.farePerSquareLevel * Math.max(1, Math.ceil(squares)) * Math.max(1, characterLevel);
}

/**
 * Squares a journey counts for its fare: the Manhattan distance, or, between cities without
 * coordinates, the travel minutes in 20-minute squares (rounded up).
 *
 * @example
 * ```ts
 * fareSquares(4, 80); // 4
 * fareSquares(null, 85); // 5
 * ```
 */
export function fareSquares(manhattan: number | null, travelMinutes: number): number {
  if (manhattan !== null) return Math.max(1, manhattan);
  return Math.max(1, Math.ceil(travelMinutes / GameConstants.travel.minutesPerSquare));
}

/**
 * Gold a character of this level earns per game minute from a deed of its own level, on
 * average: 3/4 of the Max Gold of a good or neutral everywhere deed of that level (the mean of
 * a half-to-all draw) over its cooldown, before success odds and fatigue. Bail and the good
 * points of paying it are priced in it, so they weigh the same at every level.
 *
 * @example
 * ```ts
 * levelGoldPerMinute(1); // 6
 * levelGoldPerMinute(60); // 7.9
 * levelGoldPerMinute(99); // 2.21
 * ```
 */
export function levelGoldPerMinute(level: number): number {
  const l = Math.max(1, Math.floor(level));
  const minutes = deedCooldownMs(l) / GameConstants.time.minuteMs;
  return Math.round((0.75 * deedMaxExperience(l) * 100) / minutes) / 100;
}

/**
 * Bail for a prisoner: twice (`jail.bailIncomeShare`) the gold its level's deeds earn in the
 * remaining minutes of the sentence (game minutes, rounded up), at least 1 gold; 0 when the
 * sentence is over. A sentence is at most a few deed cooldowns, so bail never costs more than
 * about twice that much of the prisoner's income, and always costs something (see
 * `docs/game-rules.md`).
 *
 * @example
 * ```ts
 * bailPrice(1, 120_000); // 24 (a level-1 pickpocket's 2 minutes)
 * bailPrice(60, 1_560_000); // 411 (26 minutes at level 60)
 * bailPrice(10, 0); // 0
 * ```
 */
export function bailPrice(prisonerLevel: number, remainingGameMs: number): number {
  if (remainingGameMs <= 0) return 0;
  const minutes = Math.ceil(remainingGameMs / GameConstants.time.minuteMs);
  return Math.max(1, Math.ceil(GameConstants.jail.bailIncomeShare * levelGoldPerMinute(prisonerLevel) * minutes));
}

/**
 * Good points for paying another prisoner's bail: 1 per 2 minutes of the payer's own income
 * (`jail.bailGoodPointIncomeMinutes` x {@link levelGoldPerMinute} of its level) paid, rounded
 * down, and at least 1 for any gold paid, so the kindness shows at every level.
 *
 * @example
 * ```ts
 * bailGoodPoints(411, 60); // 26
 * bailGoodPoints(12, 1); // 1
 * bailGoodPoints(1, 99); // 1
 * bailGoodPoints(0, 10); // 0
 * ```
 */
export function bailGoodPoints(goldPaid: number, payerLevel: number): number {
  if (goldPaid <= 0) return 0;
  const perPoint = GameConstants.jail.bailGoodPointIncomeMinutes * levelGoldPerMinute(payerLevel);
  return Math.max(1, Math.floor(goldPaid / perPoint));
}
