import { describe, expect, it } from 'vitest';
import { GROUP_DEEDS } from './content/group-deeds.ts';
import {
  groupDeedAlignmentPoints,
  groupDeedChance,
  groupDeedFailureCost,
  groupDeedPay,
  groupDeedPlanningMs,
  groupDeedRespect,
  maxRunningGroupDeeds,
  tierUnlocked,
} from './crew-deeds.ts';
import {
  charterDeedBonus,
  crewNameProblem,
  disbandShares,
  mayDo,
  moveAllowedAt,
  seatUpgradePrice,
  successor,
  withdrawRoom,
} from './crews.ts';

describe('seatUpgradePrice', () => {
  it.each([
    [5, 1500],
    [6, 2025],
    [10, 6726],
    [29, 2_014_196],
    [30, null],
    [31, null],
  ])('a crew with %d seats pays %s for the next', (seats, price) => {
    expect(seatUpgradePrice(seats)).toBe(price);
  });
  it('climbs at every step', () => {
    for (let s = 5; s < 29; s += 1) expect(seatUpgradePrice(s + 1)!).toBeGreaterThan(seatUpgradePrice(s)!);
  });
});

describe('withdrawRoom', () => {
  it.each([
    [12, 0, 1200],
    [12, 300, 900],
    [12, 1200, 0],
    [12, 5000, 0],
    [0, 0, 100],
  ])('level %d having withdrawn %d may take %d more', (level, taken, room) => {
    expect(withdrawRoom(level, taken)).toBe(room);
  });
});

describe('mayDo', () => {
  it.each([
    ['leader', [], 'grant', true],
    ['officer', ['invite', 'plan'], 'invite', true],
    ['officer', ['invite', 'plan'], 'withdraw', false],
    ['member', [], 'invite', false],
    ['member', ['withdraw'], 'withdraw', true],
  ] as const)('%s with %j may %s: %s', (rank, granted, what, ok) => {
    expect(mayDo(rank, granted, what)).toBe(ok);
  });
});

describe('charterDeedBonus', () => {
  it.each([
    ['good', 1, 0.03],
    ['good', 0, 0],
    ['neutral', 0, 0.03],
    ['evil', -3, 0.03],
    ['evil', 2, 0],
    [null, -1, 0],
  ] as const)('charter %s on a deed of alignment %d adds %d', (charter, alignment, bonus) => {
    expect(charterDeedBonus(charter, alignment)).toBe(bonus);
  });
});

describe('crewNameProblem', () => {
  it.each([
    ['abc', null],
    ['  The Grey Hands  ', null],
    ["O'Malley's Lot", null],
    ['ab', 'Crew name must be 3 to 30 characters.'],
    ['x'.repeat(30), null],
    ['x'.repeat(31), 'Crew name must be 3 to 30 characters.'],
    ['Bad<b>', "Crew name may use letters, digits, spaces, _, - and ' only."],
  ])('%j -> %s', (name, problem) => {
    expect(crewNameProblem(name)).toBe(problem);
  });
});

describe('successor and cooldown', () => {
  const d = (s: string) => new Date(`2026-01-0${s}T00:00:00Z`);
  it('prefers the longest-serving officer, then member, ties by id', () => {
    expect(
      successor([
        { id: 'm', rank: 'member', joinedAt: d('1') },
        { id: 'o', rank: 'officer', joinedAt: d('3') },
      ])?.id,
    ).toBe('o');
    expect(
      successor([
        { id: 'b', rank: 'member', joinedAt: d('2') },
        { id: 'a', rank: 'member', joinedAt: d('2') },
      ])?.id,
    ).toBe('a');
    expect(successor([])).toBeNull();
  });
  it('allows the next move 24 hours later', () => {
    expect(moveAllowedAt(d('1')).toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });
});

describe('disbandShares', () => {
  it.each([
    [10, 3, [4, 3, 3]],
    [0, 2, [0, 0]],
    [9, 3, [3, 3, 3]],
    [5, 0, []],
  ])('%d gold among %d members', (purse, members, shares) => {
    expect(disbandShares(purse, members)).toEqual(shares);
  });
});

describe('group deeds', () => {
  it.each([
    [
      [
        { required: 4, skill: 4 },
        { required: 3, skill: 3 },
      ],
      0.35,
    ],
    [
      [
        { required: 4, skill: 8 },
        { required: 3, skill: 7 },
      ],
      0.55,
    ],
    [
      [
        { required: 4, skill: 20 },
        { required: 3, skill: 20 },
      ],
      0.55,
    ],
    [
      [
        { required: 10, skill: 0 },
        { required: 10, skill: null },
      ],
      0.05,
    ],
    [[], 0.05],
  ])('seats %j give %d', (seats, chance) => {
    expect(groupDeedChance(seats)).toBe(chance);
  });
  it.each([
    [1, 12],
    [2, 24],
    [3, 48],
    [4, 96],
  ])('tier %d plans for %d hours', (tier, hours) => {
    expect(groupDeedPlanningMs(tier)).toBe(hours * 3_600_000);
  });
  it('unlocks tiers by respect and runs one deed per 5 members', () => {
    expect(tierUnlocked(1, 0)).toBe(true);
    expect(tierUnlocked(2, 49)).toBe(false);
    expect(tierUnlocked(2, 50)).toBe(true);
    expect(tierUnlocked(5, 10_000)).toBe(false);
    expect([1, 5, 9, 10, 30].map(maxRunningGroupDeeds)).toEqual([1, 1, 1, 2, 6]);
  });
  it('pays three solo deeds and prices a good failure per seat', () => {
    expect(groupDeedPay({ level: 12 })).toEqual({ experience: 90, gold: 69 });
    expect(
      groupDeedFailureCost({
        level: 12,
        seats: [
          { skill: 'Stealth', level: 1 },
          { skill: 'Archery', level: 1 },
        ],
      }),
    ).toBe(46);
  });
  it.each([
    [1, 2, 10],
    [2, 4, 25],
    [3, 6, 60],
    [4, 10, 150],
  ])('a tier %d success adds %d alignment points to each member and %d respect', (tier, points, respect) => {
    expect(groupDeedAlignmentPoints(tier)).toBe(points);
    expect(groupDeedRespect(tier)).toBe(respect);
  });
  it('has 2-6 seats, unique keys and every tier in the catalogue', () => {
    expect(new Set(GROUP_DEEDS.map((d) => d.key)).size).toBe(GROUP_DEEDS.length);
    for (const d of GROUP_DEEDS) expect(d.seats.length).toBeGreaterThanOrEqual(2);
    for (const d of GROUP_DEEDS) expect(d.seats.length).toBeLessThanOrEqual(6);
    expect(new Set(GROUP_DEEDS.map((d) => d.tier))).toEqual(new Set([1, 2, 3, 4]));
  });
});
