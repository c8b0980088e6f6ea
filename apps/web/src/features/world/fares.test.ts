import { describe, expect, it } from 'vitest';
import { cheapestTrainingFee, fareCheck, faresByCity } from './fares.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('fareCheck', () => {
  it('refuses a fare one gold above the purse and allows one equal to it, warning that it empties it', () => {
    expect(fareCheck({ fare: 41, gold: 40, cheapestTrainingFee: 1 })).toEqual({
      kind: 'refuse',
      text: 'You need 41 gold for this fare; you have 40.',
    });
    expect(fareCheck({ fare: 40, gold: 40, cheapestTrainingFee: 1 })).toEqual({
      kind: 'warn',
      text: 'This fare empties your purse: you will have no gold left.',
    });
  });

  it('warns when what is left cannot pay the cheapest training, and only then', () => {
    expect(fareCheck({ fare: 30, gold: 38, cheapestTrainingFee: 9 })).toEqual({
      kind: 'warn',
      text: 'This fare leaves you 8 gold, less than your cheapest training session (9 gold).',
    });
    expect(fareCheck({ fare: 30, gold: 39, cheapestTrainingFee: 9 })).toBeNull();
    expect(fareCheck({ fare: 30, gold: 31, cheapestTrainingFee: null })).toBeNull();
  });
});

describe('price lookups', () => {
  it('finds the cheapest training fee and each fare', () => {
    expect(
      cheapestTrainingFee({
        training: [
          { skillId: ID(1), fee: 4 },
          { skillId: ID(2), fee: 1 },
        ],
      }),
    ).toBe(1);
    expect(cheapestTrainingFee({ training: [] })).toBeNull();
    expect(faresByCity({ travel: [{ cityId: ID(3), squares: 5, fare: 10 }] }).get(ID(3))).toBe(10);
  });
});
