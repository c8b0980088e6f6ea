import { describe, expect, it } from 'vitest';
import { applyDeedOutcome, type DeedRules, deedSuccessChance, isDeedUnlocked, rollDeedOutcome } from './deeds.ts';
import type { Rng } from './random.ts';

/** Replays the given draws in order, failing the test if more are taken. */
function draws(...values: number[]): Rng {
  const queue = [...values];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('unexpected rng draw');
    return next;
  };
}

const deed = (alignment: number, jailTime = 0): DeedRules => ({
  level: 1,
  alignment,
  reward: { gold: 20, experience: 30, alignment: 2, jailTime },
});

describe('isDeedUnlocked', () => {
  it.each([
    [3, 5, true],
    [5, 5, true],
    [0, 1, true],
    [6, 5, false],
  ])('deed level %d at character level %d → %s', (deedLevel, level, expected) => {
    expect(isDeedUnlocked(deedLevel, level)).toBe(expected);
  });
});

describe('deedSuccessChance', () => {
  it.each([
    [5, 5, 0.5],
    [4, 5, 0.55],
    [1, 5, 0.7],
    [1, 9, 0.9],
    [1, 10, 0.95],
    [1, 11, 0.95],
    [1, 30, 0.95],
    [6, 5, 0.45],
    [100, 1, 0.05],
  ])('deed level %d, character level %d → %d', (deedLevel, level, expected) => {
    expect(deedSuccessChance(deedLevel, level)).toBe(expected);
  });
});

describe('rollDeedOutcome', () => {
  it.each([
    [
      'success, lowest rewards',
      deed(1),
      [0, 0, 0],
      { success: true, gold: 10, experience: 15, alignmentAxis: 'good', alignmentPoints: 2, jailed: false, jailMs: 0 },
    ],
    [
      'success, highest rewards',
      deed(-1),
      [0.49, 0.999, 0.999],
      { success: true, gold: 20, experience: 30, alignmentAxis: 'evil', alignmentPoints: 2, jailed: false, jailMs: 0 },
    ],
    [
      'success, neutral deed',
      deed(0),
      [0.1, 0.5, 0.5],
      { success: true, gold: 15, experience: 23, alignmentAxis: 'neutral', alignmentPoints: 2, jailed: false, jailMs: 0 },
    ],
    [
      'failure without jail time',
      deed(-1),
      [0.5],
      { success: false, gold: 0, experience: 0, alignmentAxis: 'evil', alignmentPoints: 0, jailed: false, jailMs: 0 },
    ],
    [
      'failure, jailed',
      deed(-1, 120),
      [0.9, 0.2],
      { success: false, gold: 0, experience: 0, alignmentAxis: 'evil', alignmentPoints: 0, jailed: true, jailMs: 120_000 },
    ],
    [
      'failure, escapes jail',
      deed(-1, 120),
      [0.9, 0.5],
      { success: false, gold: 0, experience: 0, alignmentAxis: 'evil', alignmentPoints: 0, jailed: false, jailMs: 0 },
    ],
  ] as const)('%s', (_name, d, rolls, expected) => {
    const outcome = rollDeedOutcome({ deed: d, characterLevel: 1, rng: draws(...rolls) });
    expect(outcome).toEqual({ ...expected, successChance: 0.5 });
  });

  it('pays nothing for a deed with zero rewards', () => {
    const empty = { level: 1, alignment: 1, reward: { gold: 0, experience: 0, alignment: 0, jailTime: 0 } };
    const outcome = rollDeedOutcome({ deed: empty, characterLevel: 1, rng: draws(0, 0.7, 0.7) });
    expect(outcome).toMatchObject({ success: true, gold: 0, experience: 0, alignmentPoints: 0 });
  });

  it('keeps rewards within half to all of the maximum', () => {
    const big = { level: 1, alignment: 1, reward: { gold: 7, experience: 101, alignment: 1, jailTime: 0 } };
    for (let i = 0; i < 100; i += 1) {
      const r = i / 100;
      const outcome = rollDeedOutcome({ deed: big, characterLevel: 20, rng: draws(0, r, r) });
      expect(outcome.gold).toBeGreaterThanOrEqual(4);
      expect(outcome.gold).toBeLessThanOrEqual(7);
      expect(outcome.experience).toBeGreaterThanOrEqual(51);
      expect(outcome.experience).toBeLessThanOrEqual(101);
    }
  });
});

describe('applyDeedOutcome', () => {
  const start = { level: 1, experience: 120, gold: 100, good: 0, neutral: 0, evil: 3 };
  it.each([
    [
      'good success levels up',
      deed(1),
      [0, 0, 0],
      { level: 2, experience: 135, gold: 110, good: 2, neutral: 0, evil: 3, alignment: -1, levelsGained: 1 },
    ],
    [
      'evil success',
      deed(-1),
      [0, 0, 0],
      { level: 2, experience: 135, gold: 110, good: 0, neutral: 0, evil: 5, alignment: -5, levelsGained: 1 },
    ],
    [
      'failure changes nothing',
      deed(1),
      [0.9],
      { level: 1, experience: 120, gold: 100, good: 0, neutral: 0, evil: 3, alignment: -3, levelsGained: 0 },
    ],
  ] as const)('%s', (_name, d, rolls, expected) => {
    const outcome = rollDeedOutcome({ deed: d, characterLevel: 1, rng: draws(...rolls) });
    expect(applyDeedOutcome(start, outcome)).toEqual(expected);
  });

  it('clamps a negative alignment reward at zero', () => {
    const sour = { level: 1, alignment: -1, reward: { gold: 0, experience: 0, alignment: -10, jailTime: 0 } };
    const outcome = rollDeedOutcome({ deed: sour, characterLevel: 1, rng: draws(0, 0, 0) });
    expect(applyDeedOutcome(start, outcome)).toMatchObject({ evil: 0, alignment: 0 });
  });
});
