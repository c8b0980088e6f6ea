import { GameConstants } from './constants.ts';
import { type Rng, randomInt } from './random.ts';

/**
 * A city as far as map and travel rules care: grid position (either may be missing) and alignment.
 *
 * @example
 * ```ts
 * const city: GridCity = { xPosition: 2, yPosition: -1, alignment: 15 };
 * ```
 */
export interface GridCity {
  xPosition: number | null | undefined;
  yPosition: number | null | undefined;
  alignment: number;
}

/** Both coordinates of a city, or null if either is missing. */
function position(city: Pick<GridCity, 'xPosition' | 'yPosition'>): { x: number; y: number } | null {
  const { xPosition: x, yPosition: y } = city;
  if (typeof x !== 'number' || typeof y !== 'number') return null;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  return { x, y };
}

/**
 * Grid squares between two cities (|dx| + |dy|), or null when either lacks a coordinate.
 *
 * @example
 * ```ts
 * manhattanDistance({ xPosition: 0, yPosition: 0 }, { xPosition: 3, yPosition: -2 }); // 5
 * manhattanDistance({ xPosition: 0, yPosition: null }, { xPosition: 3, yPosition: 1 }); // null
 * ```
 */
export function manhattanDistance(
  from: Pick<GridCity, 'xPosition' | 'yPosition'>,
  to: Pick<GridCity, 'xPosition' | 'yPosition'>,
): number | null {
  const a = position(from);
  const b = position(to);
  if (!a || !b) return null;
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/**
 * Travel time in whole minutes (at `GAME_SPEED` 1).
 * - Both cities have coordinates: 20 minutes per square of Manhattan distance, at least 20.
 *   No rng draw.
 * - Otherwise: 60 + floor(|alignment difference| / 5) + a random 10..29 (one rng draw), at least 20.
 * - No origin (`from` is null: the character's city no longer exists): the minimum, 20. No draw.
 *
 * @example
 * ```ts
 * const rng = () => 0;
 * travelTimeMinutes({ xPosition: 0, yPosition: 0, alignment: 0 }, { xPosition: 2, yPosition: 1, alignment: 0 }, rng); // 60
 * travelTimeMinutes({ xPosition: 1, yPosition: 1, alignment: 0 }, { xPosition: 1, yPosition: 1, alignment: 0 }, rng); // 20
 * travelTimeMinutes({ xPosition: null, yPosition: 0, alignment: 40 }, { xPosition: 1, yPosition: 1, alignment: -12 }, rng); // 80  (60 + 10 + 10)
 * ```
 */
export function travelTimeMinutes(from: GridCity | null, to: GridCity, rng: Rng): number {
  const t = GameConstants.travel;
  if (!from) return t.minMinutes;
  const squares = manhattanDistance(from, to);
  if (squares !== null) return Math.max(t.minMinutes, squares * t.minutesPerSquare);
  const alignmentPart = Math.floor(Math.abs(from.alignment - to.alignment) / t.fallbackAlignmentDivisor);
  const randomPart = randomInt(rng, t.fallbackRandomMinMinutes, t.fallbackRandomMaxMinutes);
  return Math.max(t.minMinutes, t.fallbackBaseMinutes + alignmentPart + randomPart);
}

/**
 * Travel time in milliseconds at `GAME_SPEED` 1 (see {@link travelTimeMinutes}); the server
 * divides it with `scaleDuration` and sets the travel rest to now plus the result.
 *
 * @example
 * ```ts
 * travelTimeMs({ xPosition: 0, yPosition: 0, alignment: 0 }, { xPosition: 0, yPosition: 3, alignment: 0 }, () => 0); // 3_600_000
 * ```
 */
export function travelTimeMs(from: GridCity | null, to: GridCity, rng: Rng): number {
  return travelTimeMinutes(from, to, rng) * GameConstants.time.minuteMs;
}

/**
 * The shortest and longest travel time in whole minutes (at `GAME_SPEED` 1) that
 * {@link travelTimeMinutes} can give between two cities, without drawing: equal when both
 * have coordinates (or there is no origin); with the fallback formula the random 10..29 part
 * spans 19 minutes. Lists of destinations show this before the journey is drawn.
 *
 * @example
 * ```ts
 * travelTimeRangeMinutes({ xPosition: 0, yPosition: 0, alignment: 0 }, { xPosition: 2, yPosition: 1, alignment: 0 }); // { min: 60, max: 60 }
 * travelTimeRangeMinutes({ xPosition: null, yPosition: 0, alignment: 40 }, { xPosition: 1, yPosition: 1, alignment: -12 }); // { min: 80, max: 99 }
 * travelTimeRangeMinutes(null, { xPosition: 1, yPosition: 1, alignment: 0 }); // { min: 20, max: 20 }
 * ```
 */
export function travelTimeRangeMinutes(from: GridCity | null, to: GridCity): { min: number; max: number } {
  return {
    min: travelTimeMinutes(from, to, () => 0),
    // The highest draw below 1 gives the top of the random part.
    max: travelTimeMinutes(from, to, () => 1 - Number.EPSILON),
  };
}
