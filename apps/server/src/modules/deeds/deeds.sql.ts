import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';

export const deedsTable = pgTable('deeds', {
  id: id(),
  name: text().notNull(),
  level: integer().notNull().default(1),
  content: text().notNull().default(''),
  /** 1 good, 0 neutral, -1 evil. */
  alignment: integer().notNull().default(0),
  successMessage: text().notNull().default(''),
  failureMessage: text().notNull().default(''),
  skills: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  rewardGold: integer().notNull().default(0),
  rewardExperience: integer().notNull().default(0),
  rewardAlignment: integer().notNull().default(0),
  rewardJailSeconds: integer().notNull().default(0),
  createdAt: at().notNull(),
  updatedAt: at().notNull(),
});
