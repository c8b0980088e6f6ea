import type { QueryClient } from '@tanstack/react-query';
import { JournalEntryType, type PersonalMessage } from '@tod/contracts';

// Kept apart from api.ts: the app shell's live dispatcher runs on every page, and api.ts would
// bring the shops' schemas into the first visit's script (docs/performance.md).

export const shopKeys = {
  shop: (cityId: string) => ['shops', 'shop', cityId] as const,
  equipment: ['shops', 'equipment'] as const,
};

/**
 * Event-log entries after which the equipment (worn items, uses left) or a shelf may have
 * changed: bought, repaired, put on or off, broken, worn by a deed, or a staff change (a city).
 */
const EQUIPMENT_ENTRIES = new Set<string>([
  JournalEntryType.itemBought,
  JournalEntryType.itemRepaired,
  JournalEntryType.equipmentChanged,
  JournalEntryType.itemBroke,
  JournalEntryType.deedDone,
  JournalEntryType.characterChanged,
]);

/**
 * What a pushed personal message means for the equipment and shelves (the app's live
 * dispatcher calls this): a change made in another tab or on another device reaches an open
 * equipment panel or shop without a reload. An entry too large to push (null) may be one.
 * Only queries a page shows are read again.
 */
export function onShopsMessage(client: QueryClient, message: PersonalMessage): void {
  if (message.type !== 'journal.entry_recorded') return;
  if (message.entry && !EQUIPMENT_ENTRIES.has(message.entry.type)) return;
  void client.invalidateQueries({ queryKey: shopKeys.equipment });
  void client.invalidateQueries({ queryKey: ['shops', 'shop'] });
}
