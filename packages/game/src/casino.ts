/**
 * The house casino (docs/game-rules.md#casino): one game, High or Low, against the house with a
 * fixed, published edge, and provably fair rolls. A roll is 1-100: Low wins on 1-49, High on
 * 52-100; 50 and 51 are the house's. A win pays twice the stake (the stake back and as much
 * again), so each side wins 49 times in 100 and returns 98% of what is staked on average: the
 * house edge is 2%.
 */
export const Casino = {
  /** Low wins on a roll up to this. */
  lowMax: 49,
  /** High wins on a roll from this. */
  highMin: 52,
  /** A win returns this x the stake. */
  payoutMultiplier: 2,
  /** The house's share of all stakes on average, in whole percent (100 - 49 x 2). */
  houseEdgePercent: 2,
  minStake: 10,
  /** The most one bet stakes: this x the character's level. */
  maxStakePerLevel: 10,
  /** The most a character stakes in a UTC day: this x its level. */
  dailyStakePerLevel: 100,
  /** A city hosts the casino when its alignment is below this (evil-leaning). */
  cityAlignmentBelow: 0,
} as const;

export type CasinoSide = 'low' | 'high';
export const CASINO_SIDES: readonly CasinoSide[] = ['low', 'high'];

/**
 * The roll a round's digest gives: the first 52 bits of the SHA-256 digest (hex) of
 * `serverSeed:clientSeed`, as a fraction of 2^52, scaled to 1-100. Anyone can redo it: hash the
 * revealed server seed to check the commitment, hash `serverSeed:clientSeed` for the roll.
 *
 * @example
 * ```ts
 * casinoRoll('0000000000000' + '0'.repeat(51)); // 1
 * casinoRoll('fffffffffffff' + '0'.repeat(51)); // 100
 * casinoRoll('8000000000000' + '0'.repeat(51)); // 51
 * ```
 */
export function casinoRoll(hexDigest: string): number {
  const bits = Number.parseInt(hexDigest.slice(0, 13), 16);
  if (!Number.isFinite(bits)) throw new Error('not a hex digest');
  return Math.floor((bits / 2 ** 52) * 100) + 1;
}

/** Whether `side` wins on `roll`. */
export function casinoWins(side: CasinoSide, roll: number): boolean {
  return side === 'low' ? roll <= Casino.lowMax : roll >= Casino.highMin;
}

/** What a bet pays back (0 when it loses). */
export function casinoPayout(side: CasinoSide, roll: number, stake: number): number {
  return casinoWins(side, roll) ? stake * Casino.payoutMultiplier : 0;
}

export const maxCasinoStake = (level: number) => Casino.maxStakePerLevel * Math.max(1, Math.floor(level));
export const dailyCasinoCap = (level: number) => Casino.dailyStakePerLevel * Math.max(1, Math.floor(level));

export type CasinoRefusal =
  | { reason: 'below_min'; min: number }
  | { reason: 'above_max'; max: number }
  | { reason: 'daily_cap'; room: number };

/**
 * Why a stake may not be bet, or null: below the minimum, above the level's maximum, or past
 * what is left of the day's cap.
 *
 * @example
 * ```ts
 * casinoRefusal({ stake: 10, level: 1, stakedToday: 0 }); // null
 * casinoRefusal({ stake: 20, level: 1, stakedToday: 0 }); // above_max 10
 * casinoRefusal({ stake: 10, level: 1, stakedToday: 95 }); // daily_cap 5
 * ```
 */
export function casinoRefusal(b: { stake: number; level: number; stakedToday: number }): CasinoRefusal | null {
  if (b.stake < Casino.minStake) return { reason: 'below_min', min: Casino.minStake };
  const max = maxCasinoStake(b.level);
  if (b.stake > max) return { reason: 'above_max', max };
  const room = Math.max(0, dailyCasinoCap(b.level) - b.stakedToday);
  if (b.stake > room) return { reason: 'daily_cap', room };
  return null;
}

/** Whether a city of this alignment hosts the casino. */
export const cityHostsCasino = (cityAlignment: number) => cityAlignment < Casino.cityAlignmentBelow;
