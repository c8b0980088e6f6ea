import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

/** Which content packs were applied: a pack is applied once, so staff edits are never overwritten. */
export const contentPacksTable = pgTable('content_packs', {
  name: text().primaryKey(),
  appliedAt: at().notNull(),
});
