import { randomBytes } from 'node:crypto';

/** Returns a float in [0, 1). Injected so tests can force outcomes. */
export type Rng = () => number;

/** 48 random bits from the OS CSPRNG, scaled to [0, 1). */
export const cryptoRng: Rng = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;
