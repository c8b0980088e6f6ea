import { describe, expect, it } from 'vitest';
import { GameConstants, scaleDuration } from './constants.ts';

describe('scaleDuration', () => {
  it.each([
    [60_000, 1, 60_000],
    [60_000, 4, 15_000],
    [300_000, 100, 3_000],
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
    ['deed cooldown', GameConstants.deeds.cooldownMs, 60_000],
    ['training cooldown', GameConstants.training.cooldownMs, 300_000],
    ['failed breakout jail', GameConstants.jail.failedBreakoutJailMs, 300_000],
    ['timer tolerance', GameConstants.timers.toleranceMs, 100],
    ['day', GameConstants.time.dayMs, 86_400_000],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
