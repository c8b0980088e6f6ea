import { randomBytes } from 'node:crypto';

/** Returns a float in [0, 1). Injected so tests can force outcomes. */
export type Rng = () => number;

/** 48 random bits from the OS CSPRNG, scaled to [0, 1). */
export const cryptoRng: Rng = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

/** An rng that replays the given values in a loop: for tests that need a known draw. */
export function sequenceRng(values: readonly number[]): Rng {
  let i = 0;
  return () => {
    const v = values[i % values.length] ?? 0;
    i += 1;
    return v;
  };
}
