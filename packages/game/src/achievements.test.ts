import { describe, expect, it } from 'vitest';
import {
  achievementProgress,
  maxActiveFor,
  meritsAvailable,
  perkRefusal,
  perkedReward,
  tallyWork,
  titleRungs,
  zeroStats,
} from './achievements.ts';
import { ACHIEVEMENTS, PERKS } from './content/achievements.ts';

describe('achievements', () => {
  it('has at least 40 achievements with unique keys and positive targets', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ACHIEVEMENTS.map((a) => a.key)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) expect(a.target).toBeGreaterThan(0);
  });

  it.each([
    [{ deeds: 0 }, 'first-deed', false],
    [{ deeds: 1 }, 'first-deed', true],
    [{ deeds: 9 }, 'deeds-10', false],
    [{ rescues: 100 }, 'rescues-100', true],
    [{ allCities: 1 }, 'every-city', true],
    [{ evilTitle: 2 }, 'title-evil-2', true],
    [{ evilTitle: 2 }, 'title-evil-3', false],
  ] as const)('%o earns %s: %s', (stats, key, earned) => {
    const found = achievementProgress({ ...zeroStats(), ...stats }).find((a) => a.key === key);
    expect(found?.earned).toBe(earned);
  });

  it('caps the value shown at the target', () => {
    const found = achievementProgress({ ...zeroStats(), deeds: 50 }).find((a) => a.key === 'deeds-10');
    expect(found?.value).toBe(10);
  });
});

describe('tallyWork', () => {
  it.each([
    [
      [{ kind: 'deed', cityId: 'c', axis: 'evil', amount: 1 }],
      [
        { stat: 'deeds', amount: 1 },
        { stat: 'evilDeeds', amount: 1 },
      ],
    ],
    [[{ kind: 'training', cityId: 'c', axis: null, amount: 1 }], [{ stat: 'trainings', amount: 1 }]],
    [[{ kind: 'rescue', cityId: 'c', axis: null, amount: 1 }], [{ stat: 'rescues', amount: 1 }]],
    [
      [{ kind: 'travel', cityId: 'c', axis: null, amount: 1 }],
      [
        { stat: 'journeys', amount: 1 },
        { stat: 'city:c', amount: 1 },
      ],
    ],
    [[{ kind: 'alignment', cityId: 'c', axis: 'good', amount: 4 }], []],
    [[{ kind: 'deed', cityId: 'c', axis: 'good', amount: 0 }], []],
  ] as const)('%o moves %o', (work, steps) => {
    expect(tallyWork(work)).toEqual(steps);
  });
});

describe('titles, merits and perks', () => {
  it.each([
    [
      { good: 0, neutral: 0, evil: 0 },
      { good: 0, evil: 0 },
    ],
    [
      { good: 600, neutral: 0, evil: 0 },
      { good: 2, evil: 0 },
    ],
    [
      { good: 0, neutral: 0, evil: 1 },
      { good: 0, evil: 1 },
    ],
  ])('%o is %o rungs from True Neutral', (scores, rungs) => {
    expect(titleRungs(scores)).toEqual(rungs);
  });

  it.each([
    [0, 0, 0],
    [4, 0, 0],
    [5, 0, 1],
    [11, 1, 1],
    [10, 3, 0],
  ])('%i achievements with %i spent leave %i merits', (earned, spent, merits) => {
    expect(meritsAvailable(earned, spent)).toBe(merits);
  });

  it.each([
    [{ perk: 'nope', rank: 0, merits: 1 }, 'unknown'],
    [{ perk: 'ambitious', rank: 1, merits: 1 }, 'max_rank'],
    [{ perk: 'haggler', rank: 0, merits: 0 }, 'no_merit'],
    [{ perk: 'haggler', rank: 2, merits: 1 }, null],
  ])('%o is refused for %s', (input, reason) => {
    expect(perkRefusal(input)).toBe(reason);
  });

  it('pays perks on a contract and allows one more contract with Ambitious', () => {
    expect(perkedReward({ gold: 100, experience: 40, standing: 3 }, { haggler: 2, favoured: 1 })).toEqual({
      gold: 120,
      experience: 40,
      standing: 4,
    });
    expect(perkedReward({ gold: 10, experience: 9, standing: 3 }, { scholar: 3 })).toEqual({
      gold: 10,
      experience: 11,
      standing: 3,
    });
    expect(maxActiveFor({})).toBe(3);
    expect(maxActiveFor({ ambitious: 1 })).toBe(4);
    expect(PERKS).toHaveLength(4);
  });
});
