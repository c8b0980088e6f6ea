import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';
import { usersTable } from '../accounts/accounts.sql.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * Players' reports of a chat message or a character. `targetKey` (`message:<id>` or
 * `character:<uuid>`) with the reporter is unique, so concurrent second reports cannot both land.
 * The message text is copied: the report outlives a deleted message.
 */
export const reportsTable = pgTable(
  'reports',
  {
    id: id(),
    reporterUserId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    reporterName: text().notNull(),
    target: text({ enum: ['message', 'character', 'direct_message', 'crew_message', 'crew_text'] }).notNull(),
    targetKey: text().notNull(),
    /** No foreign key: the message may be deleted by staff. */
    messageId: bigint({ mode: 'number' }),
    messageText: text(),
    /** A direct-message report's conversation (JSON, `ReportedConversation['messages']`), read by staff only through the report. */
    conversation: text(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: at().notNull(),
    resolvedAt: at(),
    resolvedByEmail: text(),
    resolution: text(),
  },
  (t) => [
    uniqueIndex('reports_one_per_reporter_key').on(t.reporterUserId, t.targetKey),
    index('reports_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);
