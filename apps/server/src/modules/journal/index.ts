export { type JournalInput, journalEntries } from './journal.entries.ts';
export {
  claimPushEntries,
  JOURNAL_ENTRY_RECORDED,
  pruneJournal,
  record,
  recordWhen,
} from './journal.service.ts';
export { journalEntriesTable } from './journal.sql.ts';
