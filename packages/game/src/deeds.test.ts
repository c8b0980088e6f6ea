import { describe, expect, it } from 'vitest';
import { apprenticeFactor, deedCooldownMs, trivialDeedFactor } from './deed-odds.ts';
import { deedMaxExperience, deedSkillRequirement, expectedSkillLevel, isDeedUnlocked } from './deeds.ts';

describe('isDeedUnlocked', () => {
  it.each([
    [3, 5, true],
    [5, 5, true],
    [0, 1, true],
    [6, 5, false],
  ])('deed level %d at character level %d → %s', (deedLevel, level, expected) => {
    expect(isDeedUnlocked(deedLevel, level)).toBe(expected);
  });

  it('opens a deed exactly at its level, never one level early, at every level', () => {
    for (let level = 1; level <= 100; level += 1) {
      expect(isDeedUnlocked(level, level), `level ${level}`).toBe(true);
      expect(isDeedUnlocked(level + 1, level), `level ${level}`).toBe(false);
    }
  });
});

describe('deedCooldownMs', () => {
  it.each([
    [0, 60_000],
    [1, 60_000],
    [4, 60_000],
    [5, 120_000],
    [9, 120_000],
    [10, 180_000],
    [60, 780_000],
    [100, 1_260_000],
    [-3, 60_000],
  ])('a level %d deed cools down %d ms', (level, ms) => {
    expect(deedCooldownMs(level)).toBe(ms);
  });
});

describe('deedMaxExperience', () => {
  it.each([
    [0, false, 8],
    [1, false, 8],
    [4, false, 9],
    [5, false, 18],
    [10, false, 29],
    [10, true, 36],
    [30, false, 90],
    [40, false, 130],
    [60, false, 137],
    [60, true, 171],
    [99, false, 59],
    [100, false, 57],
  ])('level %d (local %s) → %d', (level, local, xp) => {
    expect(deedMaxExperience(level, local)).toBe(xp);
  });

  const perMinute = (level: number) => deedMaxExperience(level) / (deedCooldownMs(level) / 60_000);

  it('pays more experience per minute of cooldown as deeds get harder, up to level 40', () => {
    for (let level = 5; level <= 40; level += 5) expect(perMinute(level)).toBeGreaterThan(perMinute(level - 5));
  });

  it('pays less per minute from there on, so the last levels take months (the long game)', () => {
    for (let level = 45; level <= 100; level += 5) expect(perMinute(level)).toBeLessThan(perMinute(level - 5));
    expect(perMinute(99) / perMinute(40)).toBeCloseTo(0.2, 1);
  });
});

describe('trivialDeedFactor', () => {
  it.each([
    [10, 10, 1],
    [10, 15, 1],
    [10, 16, 0.85],
    [10, 17, 0.7],
    [10, 21, 0.1],
    [10, 20, 0.25],
    [1, 40, 0.1],
    [20, 10, 1],
  ])('deed level %d at character level %d → %d', (deedLevel, level, factor) => {
    expect(trivialDeedFactor(deedLevel, level)).toBe(factor);
  });
});

describe('apprenticeFactor', () => {
  it.each([
    [1, 3],
    [2, 2.5],
    [3, 2],
    [4, 1.5],
    [5, 1],
    [50, 1],
    [0, 1],
  ])('level %d → x%d', (level, factor) => {
    expect(apprenticeFactor(level)).toBe(factor);
  });
});

describe('deedSkillRequirement', () => {
  it.each([
    [{ Lockpicking: 7 }, { name: 'Lockpicking', level: 7 }],
    [{ Stealth: 0 }, { name: 'Stealth', level: 0 }],
    [{ Stealth: 2.9 }, { name: 'Stealth', level: 2 }],
    [
      { Alchemy: -1, Archery: 3 },
      { name: 'Archery', level: 3 },
    ],
    [{ Alchemy: Number.NaN }, null],
    [{}, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (skills, expected) => {
    expect(deedSkillRequirement(skills)).toEqual(expected);
  });
});

describe('expectedSkillLevel', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [21, 7],
    [60, 20],
    [-6, 0],
  ])('a level %d deed expects skill %d', (level, skill) => {
    expect(expectedSkillLevel(level)).toBe(skill);
  });
});
