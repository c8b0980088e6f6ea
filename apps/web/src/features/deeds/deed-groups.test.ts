import type { PlayerDeed } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { makePlayerDeed } from '@/testing/fixtures.ts';
import { emptyGroupMessage, groupDeeds } from './deed-groups.ts';

const deed = (name: string, level: number, alignment: number): PlayerDeed =>
  makePlayerDeed({ name, level, alignment, content: `${name} text` });

const deeds = [deed('Help', 1, 1), deed('Steal', 3, -1), deed('Haul', 2, 0), deed('Heal', 5, 2), deed('Rob', 1, -3)];
const names = (groups: ReturnType<typeof groupDeeds>) => groups.map((g) => [g.axis, g.deeds.map((d) => d.name)]);

describe('groupDeeds', () => {
  it('groups by alignment (any positive value good, any negative evil) and sorts by level', () => {
    expect(names(groupDeeds(deeds, 'all', 'desc'))).toEqual([
      ['good', ['Heal', 'Help']],
      ['neutral', ['Haul']],
      ['evil', ['Steal', 'Rob']],
    ]);
    expect(names(groupDeeds(deeds, 'all', 'asc'))).toEqual([
      ['good', ['Help', 'Heal']],
      ['neutral', ['Haul']],
      ['evil', ['Rob', 'Steal']],
    ]);
  });

  it('keeps only the filtered alignment, even when it has no deeds', () => {
    expect(names(groupDeeds(deeds, 'negative', 'asc'))).toEqual([['evil', ['Rob', 'Steal']]]);
    expect(names(groupDeeds(deeds, 'positive', 'desc'))).toEqual([['good', ['Heal', 'Help']]]);
    expect(names(groupDeeds([deed('Help', 1, 1)], 'neutral', 'asc'))).toEqual([['neutral', []]]);
  });

  it('has the spec empty texts', () => {
    expect(emptyGroupMessage('good')).toBe('No good deeds available at your level.');
    expect(emptyGroupMessage('neutral')).toBe('No neutral deeds available at your level.');
    expect(emptyGroupMessage('evil')).toBe('No evil deeds available at your level.');
  });
});
