import { bigint, boolean, index, integer, pgTable, primaryKey, uniqueIndex, text, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';

const character = () =>
  uuid()
    .notNull()
    .references(() => charactersTable.id, { onDelete: 'cascade' });

/** One conversation per pair of characters, `lowId` < `highId` (docs/contacts.md, "Direct messages"). */
export const conversationsTable = pgTable(
  'conversations',
  {
    id: id(),
    lowId: character(),
    highId: character(),
    /** Who wrote first: counts against their hourly limit of new conversations. */
    startedBy: character(),
    createdAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.lowId, t.highId),
    index('conversations_started_idx').on(t.startedBy, t.createdAt),
  ],
);

/** Each participant's side of a conversation: what they have not read, kept or deleted. */
export const conversationMembersTable = pgTable(
  'conversation_members',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversationsTable.id, { onDelete: 'cascade' }),
    characterId: character(),
    otherId: character(),
    unread: integer().notNull().default(0),
    kept: boolean().notNull().default(false),
    /** Deleted for this participant until the next message; messages up to `clearedUpTo` stay hidden for good. */
    hidden: boolean().notNull().default(false),
    clearedUpTo: bigint({ mode: 'number' }).notNull().default(0),
    lastMessageId: bigint({ mode: 'number' }).notNull().default(0),
    lastMessageAt: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.characterId, t.conversationId] }),
    index('conversation_members_inbox_idx').on(t.characterId, t.hidden, t.lastMessageAt),
  ],
);

/**
 * Direct messages. Ids come from a sequence and are taken while the pair's lock is held (see
 * messages.send.ts), so within a conversation a larger id was always committed later.
 */
export const directMessagesTable = pgTable(
  'direct_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid()
      .notNull()
      .references(() => conversationsTable.id, { onDelete: 'cascade' }),
    senderId: character(),
    /** The raw text, trimmed; rendered by the browser with the chat's safe markup. */
    body: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [
    index('direct_messages_conversation_idx').on(t.conversationId, t.id),
    index('direct_messages_created_idx').on(t.createdAt),
  ],
);
