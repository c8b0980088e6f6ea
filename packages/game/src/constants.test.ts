import { describe, expect, it } from 'vitest';
import { GameConstants, scaleDuration } from './constants.ts';

describe('scaleDuration', () => {
  it.each([
    [60_000, 1, 60_000],
    [60_000, 4, 15_000],
    [300_000, 100, 3_000],
    [300_000, 10, 30_000],
    [1_000, 3, 333],
    [60_000, 0, 60_000],
    [60_000, -2, 60_000],
    [60_000, Number.NaN, 60_000],
  ])('scaleDuration(%d, %d) = %d', (ms, speed, expected) => {
    expect(scaleDuration(ms, speed)).toBe(expected);
  });
});

describe('GameConstants', () => {
  it.each([
    ['deed cooldown base', GameConstants.deeds.cooldownBaseMs, 60_000],
    ['training cooldown', GameConstants.training.cooldownMs, 300_000],
    ['failed breakout jail', GameConstants.jail.failedBreakoutJailMs, 300_000],
    ['timer tolerance', GameConstants.timers.toleranceMs, 100],
    ['day', GameConstants.time.dayMs, 86_400_000],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists fatigue tiers from the mildest, each harsher than the last', () => {
    const tiers = GameConstants.fatigue.tiers;
    for (let i = 1; i < tiers.length; i += 1) {
      expect(tiers[i]!.afterMs).toBeGreaterThan(tiers[i - 1]!.afterMs);
      expect(tiers[i]!.factor).toBeLessThan(tiers[i - 1]!.factor);
    }
  });

  it('keeps success bounds inside 0..1 and the skill gap bounds around 0', () => {
    const d = GameConstants.deeds;
    expect(d.minSuccessChance).toBeGreaterThan(0);
    expect(d.maxSuccessChance).toBeLessThan(1);
    expect(d.skillGapMin).toBeLessThan(0);
    expect(d.skillGapMax).toBeGreaterThan(0);
  });
});
