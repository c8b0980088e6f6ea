import type { JournalPart, JournalRewards } from '@tod/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { usersTable } from '../accounts/accounts.sql.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * The personal event log. Written only through `record()` (journal.service.ts), inside the
 * transaction of the change it tells about. Entries belong to the account, so an heir reads
 * on where its parent stopped.
 */
export const journalEntriesTable = pgTable(
  'journal_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** The character it happened to (null for account-level entries such as a role change). */
    characterId: uuid().references(() => charactersTable.id, { onDelete: 'set null' }),
    type: text().notNull(),
    createdAt: at().notNull(),
    /** The sentence in pieces, names resolved when written (names never change). */
    parts: jsonb().$type<JournalPart[]>().notNull(),
    rewards: jsonb().$type<JournalRewards>(),
    /**
     * The push notification kind this entry still has to be offered to (`brokenOut`,
     * `eventsWhileAway`); cleared by the dispatcher that claims it, so it is sent once.
     */
    pushKind: text(),
  },
  (t) => [
    index('journal_entries_user_idx').on(t.userId, t.id),
    index('journal_entries_created_idx').on(t.createdAt),
    index('journal_entries_push_idx').on(t.id).where(sql`${t.pushKind} IS NOT NULL`),
  ],
);

/** How far each account has read: every entry with an id up to `readUpToId` is read. */
export const journalReadsTable = pgTable('journal_reads', {
  userId: uuid()
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  readUpToId: bigint({ mode: 'number' }).notNull(),
});

/**
 * Periodic jobs any instance may run: the instance whose conditional upsert moves `lastRunAt`
 * runs the job, so it runs at most once per interval across every instance.
 */
export const journalJobsTable = pgTable('journal_jobs', {
  name: text().primaryKey(),
  lastRunAt: at().notNull(),
});
