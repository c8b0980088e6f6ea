import { describe, expect, it } from 'vitest';
import { chance, randomInt } from './random.ts';

describe('randomInt', () => {
  it.each([
    [0, 10, 29, 10],
    [0.5, 10, 29, 20],
    [0.999_999, 10, 29, 29],
    [1, 10, 29, 29],
    [-0.5, 10, 29, 10],
    [Number.NaN, 10, 29, 10],
    [0.7, 5, 5, 5],
    [0.7, 8, 3, 8],
  ])('draw %d in %d..%d gives %d', (draw, min, max, expected) => {
    expect(randomInt(() => draw, min, max)).toBe(expected);
  });
});

describe('chance', () => {
  it.each([
    [0, 0.4, true],
    [0.399, 0.4, true],
    [0.4, 0.4, false],
    [0.99, 1, true],
    [0, 0, false],
  ])('draw %d against %d is %s', (draw, p, expected) => {
    expect(chance(() => draw, p)).toBe(expected);
  });
});
