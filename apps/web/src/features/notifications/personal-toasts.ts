import { JOURNAL_PAGE_PATH, JournalEntryType, type PersonalMessage } from '@tod/contracts';
import type { ToastInput } from '@/components/ui/toast-store.ts';

/**
 * Entries the player caused from this page and just watched happen (a deed's result, their own
 * training, a bail they paid): the log keeps them, but a toast would only repeat the screen.
 */
const WATCHED: ReadonlySet<string> = new Set([
  JournalEntryType.deedDone,
  JournalEntryType.levelUp,
  JournalEntryType.jailed,
  JournalEntryType.bailPaidOwn,
  JournalEntryType.bailPaidFor,
  JournalEntryType.brokeOut,
  JournalEntryType.trainingDone,
  JournalEntryType.heir,
  JournalEntryType.giftSent,
]);

/** Jail's end told by the log replaces the timer's own "sentence is over" toast. */
const KEYS: Partial<Record<string, string>> = {
  [JournalEntryType.released]: 'jail',
  [JournalEntryType.brokenOut]: 'jail',
  [JournalEntryType.bailedOut]: 'jail',
};

/** The toast a personal message raises, or null when it needs none. */
export function personalToast(message: PersonalMessage): ToastInput | null {
  if (message.type !== 'journal.entry_recorded') return null;
  const entry = message.entry;
  if (entry && WATCHED.has(entry.type)) return null;
  return {
    key: (entry && KEYS[entry.type]) ?? `journal-${message.id}`,
    text: entry?.text ?? 'Something happened to your character.',
    link: { to: JOURNAL_PAGE_PATH, label: 'Open the event log' },
  };
}
