import { QueryClient } from '@tanstack/react-query';
import { JournalEntryType, type PersonalMessage } from '@tod/contracts';
import type { JournalEntryType as EntryType } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { onShopsMessage, shopKeys } from './api.ts';

const entry = (type: EntryType): PersonalMessage => ({
  type: 'journal.entry_recorded',
  id: '1',
  entry: {
    id: '1',
    type,
    time: '2026-06-01T12:00:00.000Z',
    text: 'x',
    parts: [{ text: 'x' }],
    characters: [],
    rewards: null,
  },
});

/** Whether the cached equipment and a shelf were marked stale by the message. */
function staleAfter(message: PersonalMessage): boolean[] {
  const client = new QueryClient();
  client.setQueryData(shopKeys.equipment, { slots: [] });
  client.setQueryData(shopKeys.shop('c1'), { items: [] });
  onShopsMessage(client, message);
  return [shopKeys.equipment, shopKeys.shop('c1')].map((key) => client.getQueryState(key)?.isInvalidated ?? false);
}

describe('equipment changes arriving live', () => {
  it.each([
    JournalEntryType.itemBought,
    JournalEntryType.itemRepaired,
    JournalEntryType.equipmentChanged,
    JournalEntryType.itemBroke,
    JournalEntryType.deedDone,
    JournalEntryType.characterChanged,
  ])('an entry of type %s makes the equipment and shelves be read again', (type) => {
    expect(staleAfter(entry(type))).toEqual([true, true]);
  });

  it('an entry too large to push (null) may be one of them: read again', () => {
    expect(staleAfter({ type: 'journal.entry_recorded', id: '2', entry: null })).toEqual([true, true]);
  });

  it('other entries and other messages leave them alone', () => {
    expect(staleAfter(entry(JournalEntryType.trainingDone))).toEqual([false, false]);
    expect(staleAfter({ type: 'contacts.changed' })).toEqual([false, false]);
  });
});
