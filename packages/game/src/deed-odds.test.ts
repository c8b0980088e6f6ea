import { describe, expect, it } from 'vitest';
import {
  alignmentRequirement,
  cityAlignmentTerm,
  deedSuccessChance,
  deedYield,
  failureJailChance,
  meetsAlignmentRequirement,
  sentenceMs,
  type SuccessInput,
} from './deed-odds.ts';

const at = (over: Partial<SuccessInput>): SuccessInput => ({
  deedLevel: 5,
  deedAlignment: 1,
  characterLevel: 5,
  skillLevel: 1,
  requiredSkillLevel: 1,
  cityAlignment: 0,
  ...over,
});

describe('deedSuccessChance', () => {
  it.each([
    ['equal level, skill as expected, good deed in a 0 city', at({}), 0.5],
    ['TSDoc: 5 levels above, skill +2, city +20', at({ characterLevel: 10, skillLevel: 3, cityAlignment: 20 }), 0.8],
    ['one level above the deed', at({ characterLevel: 6 }), 0.54],
    ['one level below the deed', at({ characterLevel: 4 }), 0.46],
    ['skill gap +5 (the cap)', at({ skillLevel: 6 }), 0.65],
    ['skill gap +6 counts as +5', at({ skillLevel: 7 }), 0.65],
    ['skill gap -10 (the floor)', at({ skillLevel: 0, requiredSkillLevel: 10 }), 0.2],
    ['skill gap -11 counts as -10', at({ skillLevel: 0, requiredSkillLevel: 11 }), 0.2],
    ['evil deed in a good city', at({ deedAlignment: -1, cityAlignment: 40 }), 0.42],
    ['evil deed in an evil city', at({ deedAlignment: -1, cityAlignment: -40 }), 0.58],
    ['neutral deed in a 0 city', at({ deedAlignment: 0 }), 0.52],
    ['neutral deed in a 40 city', at({ deedAlignment: 0, cityAlignment: 40 }), 0.44],
    ['no city adds nothing', at({ deedAlignment: 0, cityAlignment: null }), 0.5],
    [
      'floor: exactly 0.05',
      at({ characterLevel: 1, deedLevel: 7, skillLevel: 0, requiredSkillLevel: 7, cityAlignment: null }),
      0.05,
    ],
    ['floor: far below clamps at 0.05', at({ characterLevel: 1, deedLevel: 50, skillLevel: 0, requiredSkillLevel: 16 }), 0.05],
    [
      'just above the floor',
      at({ characterLevel: 1, deedLevel: 7, skillLevel: 0, requiredSkillLevel: 6, cityAlignment: null }),
      0.08,
    ],
    [
      'ceiling: exactly 0.95',
      at({ characterLevel: 10, deedLevel: 5, skillLevel: 6, requiredSkillLevel: 1, cityAlignment: 50 }),
      0.95,
    ],
    ['ceiling: far above clamps at 0.95', at({ characterLevel: 40, deedLevel: 5 }), 0.95],
    [
      'just below the ceiling',
      at({ characterLevel: 10, deedLevel: 5, skillLevel: 6, requiredSkillLevel: 1, cityAlignment: 35 }),
      0.92,
    ],
  ])('%s → %d', (_name, input, expected) => {
    expect(deedSuccessChance(input)).toBe(expected);
  });
});

describe('cityAlignmentTerm', () => {
  it.each([
    [1, 40, 0.08],
    [-1, 40, -0.08],
    [0, 40, -0.06],
    [0, 0, 0.02],
    [0, -10, 0],
    [0, 10, 0],
    [1, -45, -0.09],
    [-1, -45, 0.09],
    [2, 10, 0.02],
    [1, null, 0],
    [1, undefined, 0],
    [1, Number.NaN, 0],
  ])('deed alignment %d in a city of %s → %d', (deedAlignment, city, term) => {
    expect(cityAlignmentTerm(deedAlignment, city)).toBe(term);
  });
});

describe('failureJailChance', () => {
  it.each([
    [0, 0.5],
    [null, 0.5],
    [40, 0.9],
    [42, 0.9],
    [39, 0.89],
    [-20, 0.3],
    [-19, 0.31],
    [-45, 0.3],
    [18, 0.68],
  ])('city alignment %s → %d', (city, expected) => {
    expect(failureJailChance(city)).toBe(expected);
  });
});

describe('sentenceMs', () => {
  const deed = (level: number, alignment: number, jailTime: number) => ({
    level,
    alignment,
    reward: { gold: 0, experience: 0, alignment: 0, jailTime },
  });
  it.each([
    ['evil deed: 2 cooldowns beat a short jail time', deed(5, -1, 60), 240_000],
    ['neutral deed: its own longer jail time', deed(5, 0, 600), 600_000],
    ['neutral deed: 1.5 cooldowns beat a short jail time', deed(5, 0, 60), 180_000],
    ['good deed with a jail time: 1.5 cooldowns', deed(0, 1, 30), 90_000],
    ['evil level 60 deed: 2 x 13 minutes', deed(60, -1, 30), 1_560_000],
    ['no jail time: not risky', deed(5, -1, 0), 0],
    ['negative jail time: not risky', deed(5, -1, -10), 0],
  ])('%s → %d', (_name, d, ms) => {
    expect(sentenceMs(d)).toBe(ms);
  });

  it('always outlasts the deed cooldown for a risky deed', () => {
    for (const level of [0, 4, 5, 33, 100]) {
      for (const alignment of [-1, 0, 1]) {
        expect(sentenceMs(deed(level, alignment, 1))).toBeGreaterThan(60_000 * (1 + Math.floor(level / 5)));
      }
    }
  });
});

describe('alignmentRequirement', () => {
  it.each([
    [20, 1, { kind: 'atLeast', value: 10 }],
    [20, -1, { kind: 'atMost', value: -10 }],
    [20, 0, { kind: 'within', value: 40 }],
    [9, 1, { kind: 'none' }],
    [9, -1, { kind: 'none' }],
    [9, 0, { kind: 'none' }],
    [10, 1, { kind: 'atLeast', value: 5 }],
    [10, -1, { kind: 'atMost', value: -5 }],
    [10, 0, { kind: 'within', value: 20 }],
    [11, 1, { kind: 'atLeast', value: 6 }],
    [11, -1, { kind: 'atMost', value: -6 }],
  ])('deed level %d, alignment %d → %j', (level, alignment, expected) => {
    expect(alignmentRequirement(level, alignment)).toEqual(expected);
  });
});

describe('meetsAlignmentRequirement', () => {
  it.each([
    [20, 1, 10, true],
    [20, 1, 9, false],
    [20, -1, -10, true],
    [20, -1, -9, false],
    [20, 0, 40, true],
    [20, 0, -40, true],
    [20, 0, 41, false],
    [20, 0, -41, false],
    [9, 1, -500, true],
    [9, -1, 500, true],
    [10, 1, 5, true],
    [10, 1, 4, false],
  ])('deed level %d, alignment %d, character alignment %d → %s', (level, deedAlignment, alignment, ok) => {
    expect(meetsAlignmentRequirement(level, deedAlignment, alignment)).toBe(ok);
  });
});

describe('deedYield', () => {
  const deed = (level: number, experience: number, gold: number) => ({
    level,
    alignment: 1,
    reward: { gold, experience, alignment: 1, jailTime: 0 },
  });
  it.each([
    // level 5: 2-minute cooldown; 0.5 x 0.75 x 32 / 2 = 6, gold 0.5 x 0.75 x 40 / 2 = 7.5
    [deed(5, 32, 40), 5, 0.5, 1, { experiencePerMinute: 6, goldPerMinute: 7.5 }],
    // the apprentice bonus (x3 at level 1) lifts experience, not gold
    [deed(1, 8, 20), 1, 0.5, 1, { experiencePerMinute: 9, goldPerMinute: 7.5 }],
    // fatigue halves both
    [deed(5, 32, 40), 5, 0.5, 0.5, { experiencePerMinute: 3, goldPerMinute: 3.8 }],
    // 6 levels above the deed: one level of trivial decay (x0.85) on experience only
    [deed(5, 32, 40), 11, 0.5, 1, { experiencePerMinute: 5.1, goldPerMinute: 7.5 }],
    [deed(5, 32, 40), 10, 0.5, 1, { experiencePerMinute: 6, goldPerMinute: 7.5 }],
  ])('%j for level %d at chance %d, fatigue %d', (d, characterLevel, successChance, fatigueFactor, expected) => {
    expect(deedYield({ deed: d, characterLevel, successChance, fatigueFactor })).toEqual(expected);
  });
});
