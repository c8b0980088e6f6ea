import { describe, expect, it } from 'vitest';
import { Casino, casinoPayout, casinoRefusal, casinoRoll, casinoWins, cityHostsCasino } from './casino.ts';

const digest = (head: string) => head + '0'.repeat(64 - head.length);

describe('casinoRoll', () => {
  it.each([
    ['0000000000000', 1],
    ['028f5c28f5c28', 1],
    ['028f5c28f5c29', 2],
    ['7fffffffffffff', 50],
    ['8000000000000', 51],
    ['fffffffffffff', 100],
  ])('%s rolls %s', (head, roll) => {
    expect(casinoRoll(digest(head))).toBe(roll);
  });

  it('refuses what is not a digest', () => {
    expect(() => casinoRoll('zz')).toThrow();
  });
});

describe('the house edge', () => {
  it('each side wins 49 rolls of 100 and returns 98% of the stakes: an edge of 2%', () => {
    for (const side of ['low', 'high'] as const) {
      const wins = Array.from({ length: 100 }, (_, i) => i + 1).filter((roll) => casinoWins(side, roll));
      expect(wins).toHaveLength(49);
      const returned = Array.from({ length: 100 }, (_, i) => casinoPayout(side, i + 1, 10)).reduce((a, b) => a + b, 0);
      expect(100 - returned / 10).toBe(Casino.houseEdgePercent);
    }
    expect(casinoWins('low', 50) || casinoWins('high', 50) || casinoWins('low', 51) || casinoWins('high', 51)).toBe(false);
  });
});

describe('casinoRefusal', () => {
  it.each([
    [{ stake: 10, level: 1, stakedToday: 0 }, null],
    [
      { stake: 9, level: 5, stakedToday: 0 },
      { reason: 'below_min', min: 10 },
    ],
    [
      { stake: 51, level: 5, stakedToday: 0 },
      { reason: 'above_max', max: 50 },
    ],
    [
      { stake: 50, level: 5, stakedToday: 460 },
      { reason: 'daily_cap', room: 40 },
    ],
    [{ stake: 40, level: 5, stakedToday: 460 }, null],
  ])('%o -> %o', (bet, refusal) => {
    expect(casinoRefusal(bet)).toEqual(refusal);
  });

  it('is hosted only in evil-leaning cities', () => {
    expect([-1, 0, 1].map(cityHostsCasino)).toEqual([true, false, false]);
  });
});
