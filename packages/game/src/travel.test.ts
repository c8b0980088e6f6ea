import { describe, expect, it } from 'vitest';
import { type GridCity, manhattanDistance, travelTimeMinutes, travelTimeMs, travelTimeRangeMinutes } from './travel.ts';

const at = (x: number | null, y: number | null, alignment = 0): GridCity => ({
  xPosition: x,
  yPosition: y,
  alignment,
});

describe('manhattanDistance', () => {
  it.each([
    [at(0, 0), at(3, -2), 5],
    [at(-6, 0), at(6, 0), 12],
    [at(1, 1), at(1, 1), 0],
    [at(0, null), at(3, 1), null],
    [at(0, 0), at(null, 1), null],
  ])('%o → %o', (from, to, expected) => {
    expect(manhattanDistance(from, to)).toBe(expected);
  });
});

describe('travelTimeMinutes', () => {
  it.each([
    ['one square', at(0, 0), at(1, 0), 0.5, 20],
    ['three squares', at(0, 0), at(2, 1), 0.5, 60],
    ['same square (minimum)', at(1, 1), at(1, 1), 0.5, 20],
    ['far corners', at(-6, -6), at(6, 6), 0.5, 480],
    ['fallback, lowest draw', at(null, 0, 40), at(1, 1, -12), 0, 80],
    ['fallback, highest draw', at(null, 0, 40), at(1, 1, -12), 0.999, 99],
    ['fallback, equal alignment', at(0, null, 5), at(null, null, 5), 0.5, 80],
    ['fallback, alignment rounded down', at(null, null, 0), at(null, null, 9), 0, 71],
  ])('%s', (_name, from, to, draw, minutes) => {
    expect(travelTimeMinutes(from, to, () => draw)).toBe(minutes);
  });

  it('takes the minimum without drawing when there is no origin', () => {
    expect(
      travelTimeMinutes(null, at(6, 6), () => {
        throw new Error('no draw expected');
      }),
    ).toBe(20);
  });

  it('does not draw randomness when both cities have coordinates', () => {
    let draws = 0;
    travelTimeMinutes(at(0, 0), at(4, 4), () => {
      draws += 1;
      return 0;
    });
    expect(draws).toBe(0);
  });
});

describe('travelTimeMs', () => {
  it.each([
    [at(0, 0), at(0, 3), 3_600_000],
    [at(0, 0), at(0, 0), 1_200_000],
    [at(null, null, 0), at(null, null, 0), 4_200_000],
  ])('%o → %o is %d ms', (from, to, ms) => {
    expect(travelTimeMs(from, to, () => 0)).toBe(ms);
  });
});

describe('travelTimeRangeMinutes', () => {
  it.each([
    ['coordinates', at(0, 0), at(2, 1), { min: 60, max: 60 }],
    ['fallback', at(null, 0, 40), at(1, 1, -12), { min: 80, max: 99 }],
    ['no origin', null, at(1, 1), { min: 20, max: 20 }],
  ])('%s', (_name, from, to, range) => {
    expect(travelTimeRangeMinutes(from, to)).toEqual(range);
  });

  it('always contains the drawn time', () => {
    for (const draw of [0, 0.25, 0.5, 0.75, 0.999]) {
      const minutes = travelTimeMinutes(at(null, 3, -30), at(2, 2, 17), () => draw);
      const { min, max } = travelTimeRangeMinutes(at(null, 3, -30), at(2, 2, 17));
      expect(minutes).toBeGreaterThanOrEqual(min);
      expect(minutes).toBeLessThanOrEqual(max);
    }
  });
});
