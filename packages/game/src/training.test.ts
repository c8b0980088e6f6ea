import { describe, expect, it } from 'vitest';
import { applyTraining } from './training.ts';

describe('applyTraining', () => {
  it.each([
    [{ level: 0, completion: 0 }, 0, { level: 0, completion: 10, pointsGained: 10, levelsGained: 0 }],
    [{ level: 0, completion: 0 }, 0.999, { level: 0, completion: 25, pointsGained: 25, levelsGained: 0 }],
    [{ level: 1, completion: 50 }, 0.5, { level: 1, completion: 68, pointsGained: 18, levelsGained: 0 }],
    [{ level: 2, completion: 90 }, 0, { level: 3, completion: 0, pointsGained: 10, levelsGained: 1 }],
    [{ level: 2, completion: 90 }, 0.999, { level: 3, completion: 15, pointsGained: 25, levelsGained: 1 }],
    [{ level: 4, completion: 99 }, 0, { level: 5, completion: 9, pointsGained: 10, levelsGained: 1 }],
  ])('%o with draw %d', (skill, draw, expected) => {
    expect(applyTraining(skill, () => draw)).toEqual(expected);
  });
});
