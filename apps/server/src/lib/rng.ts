import { randomInt } from 'node:crypto';

/** Returns a float in [0, 1). Injected so tests can force outcomes. */
export type Rng = () => number;

export const cryptoRng: Rng = () => randomInt(0, 2 ** 48) / 2 ** 48;

/** An rng that replays the given values in a loop: for tests that need a known draw. */
export function sequenceRng(values: readonly number[]): Rng {
  let i = 0;
  return () => {
    const v = values[i % values.length] ?? 0;
    i += 1;
    return v;
  };
}
