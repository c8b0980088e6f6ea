import { describe, expect, it } from 'vitest';
import { jailbreakChance, rollJailbreak } from './jail.ts';
import { draws } from './testing/draws.ts';

describe('jailbreakChance', () => {
  it.each([
    [0, 0.4],
    [1, 0.42],
    [5, 0.5],
    [10, 0.6],
    [19, 0.78],
    [20, 0.8],
    [21, 0.8],
    [30, 0.8],
    [-3, 0.4],
  ])('Lockpicking %d → %d', (level, expected) => {
    expect(jailbreakChance(level)).toBe(expected);
  });
});

describe('rollJailbreak', () => {
  it.each([
    ['success', 0, [0], { success: true, successChance: 0.4, callerJailed: false, jailMs: 0 }],
    ['success just below the chance', 0, [0.39], { success: true, successChance: 0.4, callerJailed: false, jailMs: 0 }],
    [
      'failure at the chance, caught',
      0,
      [0.4, 0.49],
      { success: false, successChance: 0.4, callerJailed: true, jailMs: 300_000 },
    ],
    ['failure, escapes at 0.5', 0, [0.4, 0.5], { success: false, successChance: 0.4, callerJailed: false, jailMs: 0 }],
    ['failure, escapes clean', 0, [0.99, 0.99], { success: false, successChance: 0.4, callerJailed: false, jailMs: 0 }],
    ['Lockpicking 5 turns 0.45 into a success', 5, [0.45], { success: true, successChance: 0.5, callerJailed: false, jailMs: 0 }],
    [
      'Lockpicking 0 fails at 0.45 and is caught',
      0,
      [0.45, 0.45],
      { success: false, successChance: 0.4, callerJailed: true, jailMs: 300_000 },
    ],
    [
      'the cap: Lockpicking 40 still fails at 0.8',
      40,
      [0.8, 0.9],
      { success: false, successChance: 0.8, callerJailed: false, jailMs: 0 },
    ],
    [
      'the cap: Lockpicking 40 succeeds at 0.79',
      40,
      [0.79],
      { success: true, successChance: 0.8, callerJailed: false, jailMs: 0 },
    ],
  ] as const)('%s', (_name, lockpicking, rolls, expected) => {
    expect(rollJailbreak(draws(...rolls), lockpicking)).toEqual(expected);
  });
});
