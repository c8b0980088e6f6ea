import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/** A single row (id 1): the scrolling ticker's text. */
export const tickerTable = pgTable('ticker', {
  id: integer().primaryKey(),
  text: text().notNull(),
  updatedAt: at().notNull(),
  updatedBy: uuid(),
});
