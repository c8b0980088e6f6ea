import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { usersTable } from '../accounts/accounts.sql.ts';

// Mutes and bans are read by accounts (login) and chat (posting), which the moderation module
// calls in turn (ending sessions, deleting messages); so they are a module of their own beneath
// all three (docs/decisions/0031-module-order-and-table-ownership.md).

const sanctionColumns = () => ({
  /** One row per account: sanctioning again replaces it. */
  userId: uuid()
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  createdAt: at().notNull(),
  createdByEmail: text().notNull(),
});

/**
 * Mutes; a row whose `endsAt` has passed is no mute (and is pruned). `scopes` says where it
 * applies: `chat`, `messages` (direct messages) or both.
 */
export const mutesTable = pgTable('mutes', {
  ...sanctionColumns(),
  endsAt: at().notNull(),
  scopes: text().array().notNull().default(sql`'{chat}'::text[]`),
});

/** Bans; `endsAt` null bans for good. */
export const bansTable = pgTable('bans', { ...sanctionColumns(), endsAt: at() });
