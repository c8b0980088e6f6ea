/**
 * A source of randomness returning a float in [0, 1), like `Math.random`.
 * Injected everywhere so the server can use a secure source and tests a fixed sequence.
 *
 * @example
 * ```ts
 * const rng: Rng = () => 0.25;
 * randomInt(rng, 1, 4); // 2
 * ```
 */
export type Rng = () => number;

/** Keeps a draw inside [0, 1) even if a badly behaved rng returns 1, a negative or NaN. */
function draw(rng: Rng): number {
  const value = rng();
  if (!Number.isFinite(value) || value < 0) return 0;
  return value >= 1 ? 1 - Number.EPSILON : value;
}

/**
 * A random integer between `min` and `max`, both inclusive (one rng draw).
 * If `max < min` it returns `min`.
 *
 * @example
 * ```ts
 * randomInt(() => 0, 10, 29); // 10
 * randomInt(() => 0.999, 10, 29); // 29
 * randomInt(() => 0.5, 10, 29); // 20
 * ```
 */
export function randomInt(rng: Rng, min: number, max: number): number {
  if (max <= min) return min;
  return min + Math.floor(draw(rng) * (max - min + 1));
}

/**
 * True with probability `p` (one rng draw): the draw is below `p`.
 *
 * @example
 * ```ts
 * chance(() => 0.3, 0.4); // true
 * chance(() => 0.4, 0.4); // false
 * ```
 */
export function chance(rng: Rng, p: number): boolean {
  return draw(rng) < p;
}
