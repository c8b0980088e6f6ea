import type { Rng } from '../../src/lib/rng.ts';

/** An rng that replays the given values in a loop: for tests that need a known draw. */
export function sequenceRng(values: readonly number[]): Rng {
  let i = 0;
  return () => {
    const v = values[i % values.length] ?? 0;
    i += 1;
    return v;
  };
}
