import type { Rng } from '../random.ts';

/**
 * Test helper: an rng that replays the given draws in order and throws if a rule takes more,
 * so a test pins down exactly which draws a rule makes.
 *
 * @example
 * ```ts
 * const rng = draws(0.1, 0.9);
 * rng(); // 0.1
 * ```
 */
export function draws(...values: number[]): Rng {
  const queue = [...values];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('unexpected rng draw');
    return next;
  };
}
