import { describe, expect, it } from 'vitest';
import { GameConstants } from './constants.ts';
import { deedCooldownMs } from './deed-odds.ts';
import { deedMaxExperience } from './deeds.ts';
import { partnerRescueExperience, rescueCooldownMs, rescueEffortMs, rescuePairPays, rescuerExperience } from './rescue.ts';

describe('rescuerExperience', () => {
  it.each([
    // deed level, its Max Experience, rescuer level, experience
    [30, 90, 30, 23],
    [30, 90, 35, 23],
    [30, 90, 36, 19],
    [10, 29, 30, 1],
    [99, 600, 10, 9],
    [1, 0, 1, 0],
    [1, -5, 1, 0],
  ])('a level-%d deed worth %d, rescuer level %d: %d', (deedLevel, max, rescuerLevel, xp) => {
    expect(rescuerExperience({ jailingDeedLevel: deedLevel, jailingDeedMaxExperience: max, rescuerLevel })).toBe(xp);
  });

  it("never pays more than a quarter of a local deed of the rescuer's own level", () => {
    for (let level = 1; level <= 100; level += 1) {
      const xp = rescuerExperience({ jailingDeedLevel: 100, jailingDeedMaxExperience: 10_000, rescuerLevel: level });
      expect(xp).toBe(Math.round(deedMaxExperience(level, true) * GameConstants.jail.rescuerExperienceShare));
    }
  });
});

describe('rescueEffortMs', () => {
  it('counts a paid rescue as the cooldown of the deed it is paid like', () => {
    expect(rescueEffortMs(30, 30)).toBe(deedCooldownMs(30));
    expect(rescueEffortMs(99, 10)).toBe(deedCooldownMs(10));
    expect(rescueEffortMs(5, 60)).toBe(deedCooldownMs(5));
  });
});

describe('rescueCooldownMs', () => {
  it.each([
    [1, 240_000],
    [60, 3_120_000],
    [100, 5_040_000],
  ])('level %d waits %d ms between rescues', (level, ms) => {
    expect(rescueCooldownMs(level)).toBe(ms);
  });
});

describe('rescuePairPays', () => {
  it.each([
    [0, true],
    [2, true],
    [3, false],
    [10, false],
  ])('after %d paid rescues of the pair today: %s', (paid, pays) => {
    expect(rescuePairPays(paid)).toBe(pays);
  });
});

describe('partnerRescueExperience', () => {
  it.each([
    [20, 25],
    [9, 11],
    [1, 1],
    [4, 5],
    [0, 0],
    [-3, 0],
  ])('a paid rescue of %i experience pays %i to a partner', (paid, expected) => {
    expect(partnerRescueExperience(paid)).toBe(expected);
  });

  it('is the shown 25% bonus', () => {
    expect(GameConstants.jail.partnerRescueBonus).toBe(0.25);
    expect(partnerRescueExperience(100)).toBe(125);
  });
});
