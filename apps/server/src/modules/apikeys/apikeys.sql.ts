import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';
import { usersTable } from '../accounts/accounts.sql.ts';

/**
 * Personal read-only API keys. Only a hash of the key is kept, with its first characters for the
 * owner's list. Revoking deletes the row, so a revoked key is an unknown key on every instance at
 * once (no cache holds keys).
 */
export const apiKeysTable = pgTable(
  'api_keys',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull(),
    tokenHash: text().notNull(),
    scopes: text().array().notNull(),
    createdAt: at().notNull(),
    lastUsedAt: at(),
  },
  (t) => [uniqueIndex('api_keys_token_hash_key').on(t.tokenHash), index('api_keys_user_idx').on(t.userId)],
);

/** The calls made with each key (the owner reads the latest; maintenance keeps a few per key). */
export const apiKeyCallsTable = pgTable(
  'api_key_calls',
  {
    id: id(),
    keyId: uuid()
      .notNull()
      .references(() => apiKeysTable.id, { onDelete: 'cascade' }),
    at: at().notNull(),
    method: text().notNull(),
    endpoint: text().notNull(),
    status: integer().notNull(),
    /** The caller's address cut to its network part (`203.0.113.x`), never the whole address. */
    address: text().notNull(),
  },
  (t) => [index('api_key_calls_key_at_idx').on(t.keyId, t.at)],
);
