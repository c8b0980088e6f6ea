import type { Prices } from '@tod/contracts';

type FareCheck = { kind: 'refuse' | 'warn'; text: string } | null;

/**
 * What the purse says about a fare before the journey: refused when it is more than the gold
 * (the server would answer 409), a warning when it leaves nothing or less than the cheapest
 * training session (the next thing gold is for), else nothing.
 *
 * @example
 * fareCheck({ fare: 30, gold: 20, cheapestTrainingFee: 1 }); // { kind: 'refuse', text: 'You need 30 gold ...' }
 */
export function fareCheck({
  fare,
  gold,
  cheapestTrainingFee,
}: {
  fare: number;
  gold: number;
  cheapestTrainingFee: number | null;
}): FareCheck {
  if (fare > gold) return { kind: 'refuse', text: `You need ${fare} gold for this fare; you have ${gold}.` };
  const left = gold - fare;
  if (left === 0) return { kind: 'warn', text: 'This fare empties your purse: you will have no gold left.' };
  if (cheapestTrainingFee !== null && left < cheapestTrainingFee) {
    return {
      kind: 'warn',
      text: `This fare leaves you ${left} gold, less than your cheapest training session (${cheapestTrainingFee} gold).`,
    };
  }
  return null;
}

/** The cheapest next training fee, or null when there is nothing to train. */
export function cheapestTrainingFee(prices: Pick<Prices, 'training'>): number | null {
  return prices.training.length === 0 ? null : Math.min(...prices.training.map((t) => t.fee));
}

/** The fare to each city by id. */
export function faresByCity(prices: Pick<Prices, 'travel'>): ReadonlyMap<string, number> {
  return new Map(prices.travel.map((t) => [t.cityId, t.fare]));
}
