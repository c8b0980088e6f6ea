import { describe, expect, it } from 'vitest';
import { describeDuration, formatCountdown, isActive, minutesLeft, remainingMs, timerEndsAt, toMs } from './timers.ts';

describe('toMs', () => {
  it.each([
    [new Date(5000), 5000],
    ['1970-01-01T00:00:01.000Z', 1000],
    [42, 42],
  ])('%s → %d', (input, ms) => {
    expect(toMs(input)).toBe(ms);
  });

  it('is NaN for an unparsable string', () => {
    expect(toMs('not a date')).toBeNaN();
  });
});

describe('isActive', () => {
  it.each([
    [10_000, 9_000, undefined, true],
    [10_000, 10_000, undefined, true],
    [10_000, 10_100, undefined, true],
    [10_000, 10_101, undefined, false],
    [10_000, 20_000, undefined, false],
    [10_000, 14_000, 5_000, true],
    [null, 10_000, undefined, false],
    [undefined, 10_000, undefined, false],
    ['garbage', 10_000, undefined, false],
    [new Date(10_000), new Date(9_999), undefined, true],
    ['1970-01-01T00:00:10.000Z', 10_200, undefined, false],
  ])('endsAt %s at %s (tolerance %s) → %s', (endsAt, now, tolerance, expected) => {
    expect(isActive(endsAt, now, tolerance)).toBe(expected);
  });
});

describe('remainingMs', () => {
  it.each([
    [10_000, 7_500, 2_500],
    [10_000, 12_000, 0],
    [null, 0, 0],
    ['garbage', 0, 0],
    [new Date(60_000), new Date(0), 60_000],
  ])('endsAt %s at %s → %d', (endsAt, now, expected) => {
    expect(remainingMs(endsAt, now)).toBe(expected);
  });
});

describe('timerEndsAt', () => {
  it.each([
    [0, 60_000, undefined, 60_000],
    [1_000, 60_000, 2, 31_000],
    [new Date(0), 300_000, 100, 3_000],
  ])('now %s + %d ms at speed %s → %d', (now, duration, speed, expected) => {
    expect(timerEndsAt(now, duration, speed).getTime()).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [3_723_000, '1h 02m 03s'],
    [36_000_000, '10h 00m 00s'],
    [245_000, '4m 05s'],
    [60_000, '1m 00s'],
    [12_000, '12s'],
    [11_200, '12s'],
    [999, '1s'],
    [0, '0s'],
    [-5, '0s'],
    [Number.NaN, '0s'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('minutesLeft', () => {
  it.each([
    [600_000, 0, 10],
    [600_000, 599_000, 1],
    [600_000, 600_000, 0],
    [600_000, 700_000, 0],
    [null, 0, 0],
  ])('minutesLeft(%s, %d) = %d', (endsAt, now, minutes) => {
    expect(minutesLeft(endsAt, now)).toBe(minutes);
  });
});

describe('describeDuration', () => {
  it.each([
    [300_000, '5 minutes'],
    [60_000, '1 minute'],
    [90_000, '1 minute 30 seconds'],
    [3_601_000, '1 hour 1 second'],
    [7_200_000, '2 hours'],
    [500, '1 second'],
    [0, '0 seconds'],
    [-10, '0 seconds'],
  ])('describeDuration(%d) = %s', (ms, text) => {
    expect(describeDuration(ms)).toBe(text);
  });
});
