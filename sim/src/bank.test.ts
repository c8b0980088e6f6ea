import { Casino, casinoPayout } from '@tod/game';
import { describe, expect, it } from 'vitest';
import { BOT_CASINO_SIDE, expectedCasinoPayback } from './bank.ts';

describe('the casino payback the balance check reads', () => {
  it('is the published 2% edge on either side, so the casino is a gold sink by its rule', () => {
    for (const side of ['low', 'high'] as const) {
      expect(expectedCasinoPayback(side)).toBeCloseTo(1 - Casino.houseEdgePercent / 100, 10);
    }
    expect(expectedCasinoPayback(BOT_CASINO_SIDE)).toBeLessThan(1);
  });

  it('follows the payout rule: a roll the house keeps pays nothing, a winning roll twice the stake', () => {
    const rolls = Array.from({ length: 100 }, (_, i) => i + 1);
    const wins = rolls.filter((roll) => casinoPayout(BOT_CASINO_SIDE, roll, 1) > 0).length;
    expect(expectedCasinoPayback(BOT_CASINO_SIDE)).toBeCloseTo((wins * Casino.payoutMultiplier) / 100, 10);
    expect(casinoPayout(BOT_CASINO_SIDE, 50, 10)).toBe(0);
  });
});
