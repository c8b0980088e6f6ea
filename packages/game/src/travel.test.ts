import { describe, expect, it } from 'vitest';
import { type GridCity, manhattanDistance, travelTimeMinutes, travelTimeMs } from './travel.ts';

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
