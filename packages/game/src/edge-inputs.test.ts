import { describe, expect, it } from 'vitest';
import { seededDeedMaxGold, seededJailSeconds } from './content/deed-helper.ts';
import { matchesDeedFilter } from './deed-list.ts';
import { cityAlignmentTerm, failureJailChance } from './deed-odds.ts';
import { deedMaxExperience } from './deeds.ts';
import { fareSquares } from './economy.ts';
import { mapGridBounds } from './map.ts';
import { describeDuration, formatCountdown, remainingMs, toMs } from './timers.ts';
import { travelTimeRangeMinutes } from './travel.ts';
import { experienceToReachLevel } from './xp.ts';

// Inputs the happy-path tables miss (found by mutation testing, docs/mutation.md): a missing
// or non-finite number must fall back to the documented default, never leak into a text or a chance.

describe('timers with no time left', () => {
  it.each([Number.POSITIVE_INFINITY, Number.NaN, -5_000, 0])('formatCountdown(%d) = 0s', (ms) => {
    expect(formatCountdown(ms)).toBe('0s');
  });

  it.each([Number.POSITIVE_INFINITY, Number.NaN, -5_000, 0])('describeDuration(%d) = 0 seconds', (ms) => {
    expect(describeDuration(ms)).toBe('0 seconds');
  });
});

describe('times given as dates or not at all', () => {
  it('keeps the milliseconds of a Date', () => {
    expect(toMs(new Date(1_234))).toBe(1_234);
  });

  it.each([null, undefined])('has 0 ms left with no end (%s)', (end) => {
    expect(remainingMs(end, 0)).toBe(0);
  });
});

describe('a city with a missing or broken coordinate travels by the fallback formula', () => {
  const to = { xPosition: 1, yPosition: 1, alignment: -12 };
  it.each([
    ['no x', { xPosition: null, yPosition: 0, alignment: 40 }],
    ['no y', { xPosition: 0, yPosition: null, alignment: 40 }],
    ['undefined y', { xPosition: 0, yPosition: undefined, alignment: 40 }],
    ['x not a number', { xPosition: Number.NaN, yPosition: 0, alignment: 40 }],
    ['y infinite', { xPosition: 0, yPosition: Number.POSITIVE_INFINITY, alignment: 40 }],
  ])('%s: 80 to 99 minutes', (_, from) => {
    expect(travelTimeRangeMinutes(from, to)).toEqual({ min: 80, max: 99 });
  });
});

describe('odds without a usable city alignment', () => {
  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('city alignment %s adds nothing to any deed', (a) => {
    for (const deedAlignment of [1, 0, -1]) expect(cityAlignmentTerm(deedAlignment, a)).toBe(0);
  });

  it.each([null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'a failed risky deed jails half the time with city alignment %s',
    (a) => {
      expect(failureJailChance(a)).toBe(0.5);
    },
  );
});

describe('the deed filters at alignment 0', () => {
  it('show a neutral deed under neutral and all only', () => {
    expect(matchesDeedFilter(0, 'neutral')).toBe(true);
    expect(matchesDeedFilter(0, 'all')).toBe(true);
    expect(matchesDeedFilter(0, 'negative')).toBe(false);
    expect(matchesDeedFilter(0, 'positive')).toBe(false);
  });
});

describe('seeded jail sentences', () => {
  it.each([
    [5, -1, 240],
    [5, 1, 180],
    [5, 0, 180],
    [16, -1, 480],
    [16, 0, 360],
  ])('a level %d deed of alignment %d jails for %d s (2 cooldowns if evil, else 1.5)', (level, alignment, seconds) => {
    expect(seededJailSeconds(level, alignment)).toBe(seconds);
  });
});

describe('seeded deed gold', () => {
  it('pays a deed worth 0 alignment points like any other, and nothing for negative points', () => {
    expect(seededDeedMaxGold(1, false, 1, 0)).toBe(seededDeedMaxGold(1, false, 1, 2));
    expect(seededDeedMaxGold(1, false, 1, 0)).toBeGreaterThan(0);
    expect(seededDeedMaxGold(1, false, 1, -1)).toBe(0);
  });
});

describe('the map without a current city', () => {
  it('centres on the middle of cities spread along one axis', () => {
    const p = (x: number, y: number) => ({ xPosition: x, yPosition: y });
    expect(mapGridBounds([p(0, 0), p(0, 8)], null)).toEqual({ minX: -5, maxX: 5, minY: -1, maxY: 9 });
  });
});

describe('defaults callers rely on', () => {
  it('a deed is not local unless said', () => {
    expect(deedMaxExperience(10)).toBe(deedMaxExperience(10, false));
    expect(deedMaxExperience(10)).toBeLessThan(deedMaxExperience(10, true));
  });

  it('a fare counts the grid distance when there is one, whatever the minutes', () => {
    expect(fareSquares(4, 200)).toBe(4);
    expect(fareSquares(0, 200)).toBe(1);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('a level of %d counts as level 1', (level) => {
    expect(experienceToReachLevel(level)).toBe(0);
  });
});
