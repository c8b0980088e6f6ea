import { describe, expect, it } from 'vitest';
import { applyExperience, experienceForLevel, experienceToReachLevel, levelForExperience, levelProgress } from './xp.ts';

describe('experienceForLevel', () => {
  it.each([
    [1, 134],
    [2, 406],
    [3, 777],
    [4, 1231],
    [10, 5334],
    [30, 30938],
    [0, 134],
  ])('level %d advances at %d total XP', (level, xp) => {
    expect(experienceForLevel(level)).toBe(xp);
  });
});

describe('experienceToReachLevel', () => {
  it.each([
    [1, 0],
    [2, 134],
    [3, 406],
    [11, 5334],
  ])('level %d starts at %d XP', (level, xp) => {
    expect(experienceToReachLevel(level)).toBe(xp);
  });
});

describe('levelForExperience', () => {
  it.each([
    [0, 1],
    [-50, 1],
    [133, 1],
    [134, 2],
    [405, 2],
    [406, 3],
    [5334, 11],
    [10_000_000, 100],
  ])('%d XP is level %d', (xp, level) => {
    expect(levelForExperience(xp)).toBe(level);
  });

  it('is consistent with the thresholds for every level', () => {
    for (let level = 1; level < 100; level += 1) {
      expect(levelForExperience(experienceToReachLevel(level))).toBe(level);
      expect(levelForExperience(experienceForLevel(level) - 1)).toBe(level);
    }
  });
});

describe('levelProgress', () => {
  it.each([
    [0, { level: 1, current: 0, next: 134, intoLevel: 0, neededForNext: 134, percent: 0 }],
    [67, { level: 1, current: 0, next: 134, intoLevel: 67, neededForNext: 67, percent: 50 }],
    [200, { level: 2, current: 134, next: 406, intoLevel: 66, neededForNext: 206, percent: 24 }],
    [406, { level: 3, current: 406, next: 777, intoLevel: 0, neededForNext: 371, percent: 0 }],
    [-10, { level: 1, current: 0, next: 134, intoLevel: 0, neededForNext: 134, percent: 0 }],
  ])('%d XP', (xp, expected) => {
    expect(levelProgress(xp)).toEqual(expected);
  });

  it('is full at the maximum level', () => {
    const top = experienceToReachLevel(100);
    expect(levelProgress(top + 5)).toEqual({
      level: 100,
      current: top,
      next: top,
      intoLevel: 5,
      neededForNext: 0,
      percent: 100,
    });
  });
});

describe('applyExperience', () => {
  it.each([
    [1, 100, 50, { level: 2, experience: 150, levelsGained: 1 }],
    [1, 0, 500, { level: 3, experience: 500, levelsGained: 2 }],
    [2, 150, 10, { level: 2, experience: 160, levelsGained: 0 }],
    [1, 0, 0, { level: 1, experience: 0, levelsGained: 0 }],
    [5, 10, 0, { level: 5, experience: 10, levelsGained: 0 }],
    [2, 150, -200, { level: 2, experience: 0, levelsGained: 0 }],
  ])('level %d with %d XP gaining %d', (level, xp, gained, expected) => {
    expect(applyExperience(level, xp, gained)).toEqual(expected);
  });
});
