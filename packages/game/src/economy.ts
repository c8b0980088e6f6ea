import { GameConstants } from './constants.ts';

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
 * Bail for a prisoner: level x remaining minutes (rounded up) of the sentence, counted in game
 * minutes (`GAME_SPEED` 1); 0 when the sentence is over.
 *
 * @example
 * ```ts
 * bailPrice(10, 90_001); // 20
 * bailPrice(10, 0); // 0
 * ```
 */
export function bailPrice(prisonerLevel: number, remainingGameMs: number): number {
  if (remainingGameMs <= 0) return 0;
  const minutes = Math.ceil(remainingGameMs / GameConstants.time.minuteMs);
  return GameConstants.jail.bailGoldPerLevelMinute * Math.max(1, prisonerLevel) * minutes;
}

/**
 * Good points for paying another prisoner's bail: 1 per (10 x payer level) gold paid.
 *
 * @example
 * ```ts
 * bailGoodPoints(200, 10); // 2
 * bailGoodPoints(99, 10); // 0
 * ```
 */
export function bailGoodPoints(goldPaid: number, payerLevel: number): number {
  return Math.floor(goldPaid / (GameConstants.jail.bailGoldPerGoodPointPerLevel * Math.max(1, payerLevel)));
}
