import type { Deed } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEED_SORT, nextDeedSort, sortDeeds } from './deed-sort.ts';
import { parseWhole } from './deed-values.ts';

const deed = (name: string, level: number, alignment: number): Deed => ({
  id: `00000000-0000-4000-8000-${String(level * 10 + alignment + 5).padStart(12, '0')}`,
  name,
  level,
  alignment,
  content: '',
  success: '',
  cityId: null,
  failure: '',
  skills: {},
  reward: { gold: 0, experience: 0, alignment: 0, jailTime: 0 },
});

const names = (deeds: Deed[]) => deeds.map((d) => d.name);

describe('deed sort rules', () => {
  it('starts on level, ascending', () => {
    expect(DEFAULT_DEED_SORT).toEqual({ field: 'level', direction: 'asc' });
  });

  it('toggles the direction of the same field and sorts another field ascending', () => {
    const desc = nextDeedSort(DEFAULT_DEED_SORT, 'level');
    expect(desc).toEqual({ field: 'level', direction: 'desc' });
    expect(nextDeedSort(desc, 'level')).toEqual({ field: 'level', direction: 'asc' });
    expect(nextDeedSort(desc, 'alignment')).toEqual({ field: 'alignment', direction: 'asc' });
    expect(nextDeedSort({ field: 'alignment', direction: 'desc' }, 'level')).toEqual({ field: 'level', direction: 'asc' });
  });

  it('sorts by the field and keeps the given order on ties', () => {
    const deeds = [deed('B', 3, 1), deed('A', 1, -1), deed('C', 3, 0), deed('D', 2, 1)];
    expect(names(sortDeeds(deeds, { field: 'level', direction: 'asc' }))).toEqual(['A', 'D', 'B', 'C']);
    expect(names(sortDeeds(deeds, { field: 'level', direction: 'desc' }))).toEqual(['B', 'C', 'D', 'A']);
    expect(names(sortDeeds(deeds, { field: 'alignment', direction: 'asc' }))).toEqual(['A', 'C', 'B', 'D']);
    expect(names(sortDeeds(deeds, { field: 'alignment', direction: 'desc' }))).toEqual(['B', 'D', 'C', 'A']);
    expect(names(deeds)).toEqual(['B', 'A', 'C', 'D']);
  });

  it('parses whole numbers and falls back to 0', () => {
    expect(parseWhole('42')).toBe(42);
    expect(parseWhole(' -7 ')).toBe(-7);
    expect(parseWhole('3.9')).toBe(3);
    expect(parseWhole('')).toBe(0);
    expect(parseWhole('abc')).toBe(0);
  });
});
