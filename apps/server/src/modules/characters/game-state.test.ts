import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { CharacterWriters, updateCharacters } from './game-state.ts';

/** A stand-in for the query builder: `set` hands back what it was given. */
const fakeDb = { update: () => ({ set: (changes: unknown) => changes }) } as unknown as Pick<Db, 'update'>;

describe('updateCharacters', () => {
  it('lets each writer change its own columns', () => {
    expect(updateCharacters(fakeDb, 'economy', { gold: 5 })).toEqual({ gold: 5 });
    expect(updateCharacters(fakeDb, 'training', { trainingCooldownEndsAt: null })).toEqual({ trainingCooldownEndsAt: null });
    expect(updateCharacters(fakeDb, 'gameplay.travel', { cityId: null })).toEqual({ cityId: null });
  });

  it('refuses a column outside the writer’s list, even one slipped in through a spread', () => {
    const sneaky = { trainingCooldownEndsAt: null, gold: 1 } as { trainingCooldownEndsAt: null };
    expect(() => updateCharacters(fakeDb, 'training', sneaky)).toThrow('training may not write characters.gold');
    expect(() => updateCharacters(fakeDb, 'gameplay.travel', { ...{ jailedUntil: null } } as never)).toThrow(
      'gameplay.travel may not write characters.jailedUntil',
    );
  });

  it('lets only the economy module, and the single-statement deed attempt, change gold', () => {
    const goldWriters = Object.entries(CharacterWriters)
      .filter(([, columns]) => (columns as readonly string[]).includes('gold'))
      .map(([writer]) => writer);
    expect(goldWriters.sort()).toEqual(['deeds', 'economy']);
  });

  it('gives no writer the columns that only the characters module changes, but Manage Characters a name and a death', () => {
    const ownedByCharacters = ['name', 'bio', 'icon', 'dead', 'diedAt', 'userId', 'lastSeenAt', 'createdAt'];
    for (const [writer, columns] of Object.entries(CharacterWriters)) {
      const taken = ownedByCharacters.filter((column) => (columns as readonly string[]).includes(column));
      expect(taken, writer).toEqual(writer === 'roster' ? ['name', 'dead', 'diedAt'] : []);
    }
  });
});
