import { describe, expect, it } from 'vitest';
import { Alignment, alignmentAxis, alignmentNumber, alignmentValue, applyAlignmentShift } from './alignment.ts';

describe('alignmentValue', () => {
  it.each([
    [0, 0, 0, 0],
    [100, 0, 0, 100],
    [0, 0, 100, -100],
    [30, 10, 10, 16],
    [10, 80, 10, 0],
    [50, 50, 0, 25],
    [1, 1, 1, 0],
    [0, 0, 500_000, -100_000],
    [500_000, 0, 0, 100_000],
    [0, 7, 0, 0],
  ])('good %d, neutral %d, evil %d → %d', (good, neutral, evil, expected) => {
    expect(alignmentValue(good, neutral, evil)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(alignmentValue(1, 1000, 2), 0)).toBe(true);
  });
});

describe('alignmentAxis', () => {
  it.each([
    [Alignment.good, 'good'],
    [Alignment.neutral, 'neutral'],
    [Alignment.evil, 'evil'],
    [7, 'good'],
    [-3, 'evil'],
  ])('%d moves %s', (alignment, axis) => {
    expect(alignmentAxis(alignment)).toBe(axis);
  });
});

describe('alignmentNumber', () => {
  it.each([
    [40, 15, 25],
    [0, 0, 0],
    [3, 9, -6],
  ])('good %d − evil %d = %d', (good, evil, expected) => {
    expect(alignmentNumber(good, evil)).toBe(expected);
  });
});

describe('applyAlignmentShift', () => {
  const base = { good: 5, neutral: 1, evil: 2 };
  it.each([
    ['evil', 3, { good: 5, neutral: 1, evil: 5 }],
    ['good', 4, { good: 9, neutral: 1, evil: 2 }],
    ['neutral', 2, { good: 5, neutral: 3, evil: 2 }],
    ['good', -9, { good: 0, neutral: 1, evil: 2 }],
  ] as const)('%s %d', (axis, points, expected) => {
    expect(applyAlignmentShift(base, axis, points)).toEqual(expected);
    expect(base).toEqual({ good: 5, neutral: 1, evil: 2 });
  });
});
