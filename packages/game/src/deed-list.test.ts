import { describe, expect, it } from 'vitest';
import { type DeedFilterValue, matchesDeedFilter, sortDeedsByLevel } from './deed-list.ts';

describe('matchesDeedFilter', () => {
  it.each([
    [1, 'positive', true],
    [5, 'positive', true],
    [0, 'positive', false],
    [-1, 'negative', true],
    [1, 'negative', false],
    [0, 'neutral', true],
    [-1, 'neutral', false],
    [-1, 'all', true],
    [0, 'all', true],
  ] as [number, DeedFilterValue, boolean][])('alignment %d with %s → %s', (alignment, filter, expected) => {
    expect(matchesDeedFilter(alignment, filter)).toBe(expected);
  });
});

describe('sortDeedsByLevel', () => {
  const deeds = [
    { name: 'b', level: 3 },
    { name: 'a', level: 1 },
    { name: 'c', level: 3 },
    { name: 'd', level: 2 },
  ];
  it.each([
    ['asc', ['a', 'd', 'b', 'c']],
    ['desc', ['b', 'c', 'd', 'a']],
  ] as const)('%s', (order, names) => {
    expect(sortDeedsByLevel(deeds, order).map((d) => d.name)).toEqual(names);
    expect(deeds.map((d) => d.name)).toEqual(['b', 'a', 'c', 'd']);
  });
});
