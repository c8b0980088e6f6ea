import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/**
 * One chronicle per game day, keyed by the day: the primary key makes the first writer's the only
 * one, across instances (docs/quests.md, "Daily chronicle").
 */
export const chroniclesTable = pgTable('chronicles', {
  day: text().primaryKey(),
  lines: jsonb().$type<string[]>().notNull(),
  createdAt: at().notNull(),
  /** When the day's digest push went out: set by the one instance that claims it (docs/quests.md, "Daily chronicle"). */
  digestSentAt: at(),
});
