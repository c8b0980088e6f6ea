import { describe, expect, it } from 'vitest';
import {
  accrueRested,
  addEffort,
  applyRested,
  effortToday,
  fatigueFactor,
  gameDay,
  levelSpan,
  restedCap,
  utcDay,
} from './rested.ts';

const HOUR = 3_600_000;

describe('levelSpan and restedCap', () => {
  it.each([
    [1, 134, 67],
    [2, 272, 136],
    [10, 5_334 - 4_507, 413],
    [99, 3_367, 1_683],
    [100, 0, 0],
  ])('level %d spans %d, banks at most %d', (level, span, cap) => {
    expect(levelSpan(level)).toBe(span);
    expect(restedCap(level)).toBe(cap);
  });
});

describe('accrueRested', () => {
  it.each([
    ['one idle hour at level 2: 2% of 272', { bank: 0, level: 2, idleMs: HOUR }, 5],
    ['half an hour', { bank: 0, level: 2, idleMs: HOUR / 2 }, 2],
    ['no idle time', { bank: 7, level: 2, idleMs: 0 }, 7],
    ['25 hours reach the cap exactly (50%)', { bank: 0, level: 2, idleMs: 25 * HOUR }, 136],
    ['24 hours stay just under the cap', { bank: 0, level: 2, idleMs: 24 * HOUR }, 130],
    ['100 hours stop at the cap', { bank: 0, level: 2, idleMs: 100 * HOUR }, 136],
    ['a bank near the cap tops up to it', { bank: 135, level: 2, idleMs: 10 * HOUR }, 136],
    ['a bank already above the cap is kept', { bank: 200, level: 2, idleMs: 10 * HOUR }, 200],
    ['negative idle time earns nothing', { bank: 3, level: 2, idleMs: -HOUR }, 3],
    ['the top level banks nothing', { bank: 0, level: 100, idleMs: 100 * HOUR }, 0],
  ])('%s', (_name, input, expected) => {
    expect(accrueRested(input)).toBe(expected);
  });
});

describe('applyRested', () => {
  it.each([
    [30, 100, { bonus: 30, bank: 70 }],
    [30, 10, { bonus: 10, bank: 0 }],
    [30, 30, { bonus: 30, bank: 0 }],
    [0, 50, { bonus: 0, bank: 50 }],
    [30, 0, { bonus: 0, bank: 0 }],
  ])('a gain of %d with %d banked → %j', (gain, bank, expected) => {
    expect(applyRested(gain, bank)).toEqual(expected);
  });
});

describe('gameDay', () => {
  const midnight = Date.UTC(2026, 10, 23);
  it('is the UTC day at speed 1 (and for a speed that is not a positive number)', () => {
    expect(gameDay(midnight - 1)).toBe('2026-11-22');
    expect(gameDay(midnight, 1)).toBe('2026-11-23');
    expect(gameDay(midnight, 0)).toBe('2026-11-23');
    expect(gameDay(midnight, Number.NaN)).toBe('2026-11-23');
  });

  it('lasts a real day divided by the speed: 24 real minutes at speed 60', () => {
    const start = midnight; // a multiple of 24 minutes since the epoch
    expect(gameDay(start + 24 * 60_000 - 1, 60)).toBe(gameDay(start, 60));
    expect(gameDay(start + 24 * 60_000, 60)).not.toBe(gameDay(start, 60));
    expect(gameDay(start - 1, 60)).not.toBe(gameDay(start, 60));
    expect(gameDay(start, 60)).not.toBe(gameDay(start, 30));
  });

  it('resets the effort of a game day when the next begins', () => {
    const effort = addEffort({ day: null, ms: 0 }, midnight, 3_600_000, 60);
    expect(effortToday(effort, midnight + 24 * 60_000 - 1, 60)).toBe(3_600_000);
    expect(effortToday(effort, midnight + 24 * 60_000, 60)).toBe(0);
    expect(addEffort(effort, midnight + 24 * 60_000, 60_000, 60).ms).toBe(60_000);
  });
});

describe('utcDay', () => {
  it.each([
    [Date.UTC(2026, 10, 22, 23, 59, 59, 999), '2026-11-22'],
    [Date.UTC(2026, 10, 23, 0, 0, 0, 0), '2026-11-23'],
    [0, '1970-01-01'],
  ])('%d is on %s', (ms, day) => {
    expect(utcDay(ms)).toBe(day);
  });

  it('gives the right day across midnight in either direction and before 1970 (it remembers the last day)', () => {
    const midnight = Date.UTC(2026, 10, 23);
    const asked = [midnight - 1, midnight, midnight + 1, midnight - 1, midnight + 86_399_999, midnight + 86_400_000, -1, 0];
    expect(asked.map(utcDay)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-23',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '1969-12-31',
      '1970-01-01',
    ]);
  });
});

describe('effortToday and addEffort', () => {
  const lastMsOfDay = Date.UTC(2026, 10, 22, 23, 59, 59, 999);
  const midnight = lastMsOfDay + 1;
  it.each([
    ['same day', { day: '2026-11-22', ms: 600_000 }, Date.UTC(2026, 10, 22, 12), 600_000],
    ['the last ms of the day', { day: '2026-11-22', ms: 600_000 }, lastMsOfDay, 600_000],
    ['midnight UTC starts a new day', { day: '2026-11-22', ms: 600_000 }, midnight, 0],
    ['an older day', { day: '2026-11-21', ms: 600_000 }, Date.UTC(2026, 10, 22, 12), 0],
    ['never', { day: null, ms: 0 }, Date.UTC(2026, 10, 22, 12), 0],
  ])('effortToday: %s', (_name, effort, now, expected) => {
    expect(effortToday(effort, now)).toBe(expected);
  });

  it('adds to the same day and restarts on a new one', () => {
    expect(addEffort({ day: '2026-11-22', ms: 900_000 }, lastMsOfDay, 60_000)).toEqual({ day: '2026-11-22', ms: 960_000 });
    expect(addEffort({ day: '2026-11-22', ms: 900_000 }, midnight, 60_000)).toEqual({ day: '2026-11-23', ms: 60_000 });
    expect(addEffort({ day: '2026-11-21', ms: 900_000 }, Date.UTC(2026, 10, 22, 1), 60_000)).toEqual({
      day: '2026-11-22',
      ms: 60_000,
    });
  });
});

describe('fatigueFactor', () => {
  it.each([
    [0, 1],
    [3 * HOUR - 1, 1],
    [3 * HOUR, 0.3],
    [6 * HOUR - 1, 0.3],
    [6 * HOUR, 0.1],
    [9 * HOUR - 1, 0.1],
    [9 * HOUR, 0.05],
    [20 * HOUR, 0.05],
  ])('%d ms of effort today → x%s', (ms, factor) => {
    expect(fatigueFactor(ms)).toBe(factor);
  });
});
