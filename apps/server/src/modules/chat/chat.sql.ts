import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { usersTable } from '../accounts/accounts.sql.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * Shoutbox messages. Ids come from a sequence and are taken under a lock held until commit
 * (see chat.service.ts), so a larger id is always committed later: the feed replays "every id
 * above Last-Event-ID" without gaps.
 */
export const chatMessagesTable = pgTable(
  'chat_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    /** The author's name when posting (names never change; it saves a join on every read). */
    username: text().notNull(),
    /** The raw text the player typed, trimmed; rendered by the browser, never as HTML. */
    message: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('chat_messages_character_idx').on(t.characterId)],
);

/** When each account last posted: the one-message-a-second limit, shared by every instance. */
export const chatThrottlesTable = pgTable('chat_throttles', {
  userId: uuid()
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  lastPostedAt: at().notNull(),
});

/** Authors an account hides for itself (the client filters; see packages/contracts/src/chat.ts). */
export const chatHiddenAuthorsTable = pgTable(
  'chat_hidden_authors',
  {
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    createdAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.characterId] })],
);
