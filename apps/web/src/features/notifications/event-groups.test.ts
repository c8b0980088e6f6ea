import type { JournalEntry, JournalEntryType, JournalRewards } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { groupEvents, groupTitle, rewardsSummary, unreadGroupCount } from './event-groups.ts';

let next = 100;
function entry(type: JournalEntryType, text: string, rewards: JournalRewards | null = null): JournalEntry {
  next -= 1;
  return { id: String(next), type, time: '2026-06-01T12:00:00.000Z', text, parts: [{ text }], characters: [], rewards };
}
const won = (name: string, experience = 12, gold = 6) =>
  entry('deeds.attempted', `You succeeded at ${name}.`, { gold, experience, alignment: 1 });
const lost = (name: string) => entry('deeds.attempted', `You failed at ${name}.`, { gold: 0, experience: 0, alignment: 0 });

describe('groupEvents', () => {
  it('folds a run of the same deed, successes and failures, and adds up what it paid', () => {
    const groups = groupEvents([won('Pickpocket'), won('Pickpocket'), lost('Pickpocket'), won('Pickpocket')]);
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group?.deed).toBe('Pickpocket');
    expect(group?.entries).toHaveLength(4);
    expect(group?.rewards).toEqual({ gold: 18, experience: 36, alignment: 3 });
    expect(groupTitle(group!)).toBe('Pickpocket x4: +36 XP, +18 gold, +3 alignment (3 succeeded, 1 failed)');
  });

  it('keeps the story in order: another event breaks a run', () => {
    const groups = groupEvents([
      won('Pickpocket'),
      entry('character.level_reached', 'You reached level 2.'),
      won('Pickpocket'),
      won('Feed the Poor'),
    ]);
    expect(groups.map((g) => g.entries.length)).toEqual([1, 1, 1, 1]);
    expect(groups.map((g) => g.kind)).toEqual(['deeds', 'deeds', 'deeds', 'deeds']);
  });

  it('folds the very same sentence of other kinds and names the count', () => {
    const groups = groupEvents([
      entry('jail.sentence_served', 'You served your sentence and left jail.'),
      entry('jail.sentence_served', 'You served your sentence and left jail.'),
      entry('travel.arrived', 'You arrived in Silverbrook.'),
      entry('travel.arrived', 'You arrived in Hearthmere.'),
    ]);
    expect(groups.map((g) => [g.kind, g.entries.length])).toEqual([
      ['jail', 2],
      ['travel', 1],
      ['travel', 1],
    ]);
    expect(groupTitle(groups[0]!)).toBe('You served your sentence and left jail. (x2)');
  });

  it('reads a run of failures as such, without a reward', () => {
    expect(groupTitle(groupEvents([lost('Rob a Bank'), lost('Rob a Bank')])[0]!)).toBe('Rob a Bank x2 (all failed)');
  });
});

describe('unreadGroupCount', () => {
  it('counts groups among the unread entries, not lines', () => {
    const entries = [won('A'), won('A'), won('A'), won('B'), won('C')];
    expect(unreadGroupCount(entries, 4)).toBe(2);
    expect(unreadGroupCount(entries, 0)).toBe(0);
  });
});

describe('rewardsSummary', () => {
  it('leaves out zero parts and signs paid gold', () => {
    expect(rewardsSummary({ gold: -40, experience: 0, alignment: 0 })).toBe('-40 gold');
  });
});
