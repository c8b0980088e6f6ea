import { describe, expect, it } from 'vitest';
import type { DeedRules } from './deed-odds.ts';
import { applyDeedOutcome, type DeedAttemptInput, rollDeedOutcome } from './deeds.ts';
import { draws } from './testing/draws.ts';

const deed = (alignment: number, jailTime = 0, level = 1): DeedRules => ({
  level,
  alignment,
  reward: { gold: 20, experience: 30, alignment: 2, jailTime },
});

/** A level 10 character (no apprentice bonus) in a city of alignment 0, rested 0, fresh. */
const input = (d: DeedRules, rolls: number[], over: Partial<DeedAttemptInput> = {}): DeedAttemptInput => ({
  deed: d,
  characterLevel: 10,
  skillLevel: 0,
  cityAlignment: null,
  fatigueFactor: 1,
  restedBank: 0,
  rng: draws(...rolls),
  ...over,
});

describe('rollDeedOutcome', () => {
  const fail = { success: false, gold: 0, experience: 0, restedUsed: 0, alignmentPoints: 0 };
  it.each([
    [
      'success, lowest rewards',
      deed(1, 0, 10),
      [0, 0, 0],
      {
        success: true,
        gold: 10,
        experience: 15,
        restedUsed: 0,
        alignmentAxis: 'good',
        alignmentPoints: 2,
        jailed: false,
        jailMs: 0,
      },
    ],
    [
      'success, highest rewards',
      deed(-1, 0, 10),
      [0.49, 0.999, 0.999],
      {
        success: true,
        gold: 20,
        experience: 30,
        restedUsed: 0,
        alignmentAxis: 'evil',
        alignmentPoints: 2,
        jailed: false,
        jailMs: 0,
      },
    ],
    [
      'failure without jail time draws nothing more',
      deed(-1, 0, 10),
      [0.5],
      { ...fail, alignmentAxis: 'evil', jailed: false, jailMs: 0 },
    ],
    [
      'failure, jailed for 2 cooldowns (evil, level 10)',
      deed(-1, 60, 10),
      [0.9, 0.49],
      { ...fail, alignmentAxis: 'evil', jailed: true, jailMs: 360_000 },
    ],
    ['failure, escapes jail at 0.5', deed(-1, 60, 10), [0.9, 0.5], { ...fail, alignmentAxis: 'evil', jailed: false, jailMs: 0 }],
  ] as const)('%s', (_name, d, rolls, expected) => {
    expect(rollDeedOutcome(input(d, [...rolls]))).toEqual({ ...expected, successChance: 0.5 });
  });

  it.each([
    ['apprentice x3 at level 1', { characterLevel: 1 }, deed(1), 45],
    ['apprentice x1.5 at level 4', { characterLevel: 4 }, deed(1), 23],
    ['no bonus at level 5', { characterLevel: 5 }, deed(1), 15],
    ['trivial: 6 levels below pays 85%', { characterLevel: 16 }, deed(1, 0, 10), 13],
    ['trivial: 5 levels below pays in full', { characterLevel: 15 }, deed(1, 0, 10), 15],
    ['fatigue halves', { fatigueFactor: 0.5 }, deed(1, 0, 10), 8],
    ['rested doubles while it lasts', { restedBank: 100 }, deed(1, 0, 10), 30],
    ['a small rested bank adds what it holds', { restedBank: 4 }, deed(1, 0, 10), 19],
  ] as [string, Partial<DeedAttemptInput>, DeedRules, number][])('experience: %s', (_name, over, d, experience) => {
    const outcome = rollDeedOutcome(input(d, [0, 0, 0], { characterLevel: d.level, ...over }));
    expect(outcome.success).toBe(true);
    expect(outcome.experience).toBe(experience);
  });

  it('spends rested experience only on the part it doubles', () => {
    const outcome = rollDeedOutcome(input(deed(1, 0, 10), [0, 0, 0], { restedBank: 100 }));
    expect(outcome).toMatchObject({ experience: 30, restedUsed: 15 });
  });

  it('scales gold by fatigue, rounding down', () => {
    const outcome = rollDeedOutcome(input(deed(1, 0, 10), [0, 0.999, 0], { fatigueFactor: 0.2 }));
    expect(outcome.gold).toBe(4);
    expect(outcome.experience).toBe(3);
  });

  it('uses the skill and the city in the success roll', () => {
    const skilled = { ...deed(-1, 60, 10), skills: { Stealth: 3 } };
    const low = rollDeedOutcome(input(skilled, [0.45, 0.9], { skillLevel: 0 }));
    expect(low).toMatchObject({ success: false, successChance: 0.41 });
    const high = rollDeedOutcome(input(skilled, [0.45, 0, 0], { skillLevel: 8, cityAlignment: -20 }));
    expect(high).toMatchObject({ success: true, successChance: 0.69 });
  });

  it('ignores the skill level when the deed names no skill', () => {
    expect(rollDeedOutcome(input(deed(1, 0, 10), [0.99], { skillLevel: 30 })).successChance).toBe(0.5);
  });

  it('jails more often after a failure in a lawful city', () => {
    const risky = deed(-1, 60, 10);
    expect(rollDeedOutcome(input(risky, [0.99, 0.85], { cityAlignment: 40 })).jailed).toBe(true);
    expect(rollDeedOutcome(input(risky, [0.99, 0.85], { cityAlignment: 0 })).jailed).toBe(false);
  });

  it('keeps rewards within half to all of the maximum', () => {
    const big = { level: 20, alignment: 1, reward: { gold: 7, experience: 101, alignment: 1, jailTime: 0 } };
    for (let i = 0; i < 100; i += 1) {
      const r = i / 100;
      const outcome = rollDeedOutcome(input(big, [0, r, r], { characterLevel: 20 }));
      expect(outcome.gold).toBeGreaterThanOrEqual(4);
      expect(outcome.gold).toBeLessThanOrEqual(7);
      expect(outcome.experience).toBeGreaterThanOrEqual(51);
      expect(outcome.experience).toBeLessThanOrEqual(101);
    }
  });

  it('matches its TSDoc example', () => {
    const d = { level: 1, alignment: -1, reward: { gold: 20, experience: 8, alignment: 2, jailTime: 60 } };
    expect(
      rollDeedOutcome({
        deed: d,
        characterLevel: 1,
        skillLevel: 0,
        cityAlignment: 0,
        fatigueFactor: 1,
        restedBank: 0,
        rng: () => 0,
      }),
    ).toEqual({
      success: true,
      successChance: 0.5,
      gold: 10,
      experience: 12,
      restedUsed: 0,
      alignmentAxis: 'evil',
      alignmentPoints: 2,
      jailed: false,
      jailMs: 0,
    });
  });
});

describe('applyDeedOutcome', () => {
  const start = { level: 1, experience: 120, gold: 100, good: 0, neutral: 0, evil: 3 };
  it.each([
    [
      'good success levels up',
      deed(1, 0, 10),
      [0, 0, 0],
      { level: 2, experience: 135, gold: 110, good: 2, neutral: 0, evil: 3, alignment: -1, levelsGained: 1 },
    ],
    [
      'evil success',
      deed(-1, 0, 10),
      [0, 0, 0],
      { level: 2, experience: 135, gold: 110, good: 0, neutral: 0, evil: 5, alignment: -5, levelsGained: 1 },
    ],
    [
      'failure changes nothing',
      deed(1, 0, 10),
      [0.9],
      { level: 1, experience: 120, gold: 100, good: 0, neutral: 0, evil: 3, alignment: -3, levelsGained: 0 },
    ],
  ] as const)('%s', (_name, d, rolls, expected) => {
    expect(applyDeedOutcome(start, rollDeedOutcome(input(d, [...rolls])))).toEqual(expected);
  });

  it('lets an atonement deed (negative points) lower a score, never below zero', () => {
    const atone = { level: 10, alignment: -1, reward: { gold: 0, experience: 0, alignment: -10, jailTime: 0 } };
    expect(applyDeedOutcome(start, rollDeedOutcome(input(atone, [0, 0, 0])))).toMatchObject({ evil: 0, alignment: 0 });
  });
});
