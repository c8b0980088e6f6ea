import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';

export const announcementsTable = pgTable('announcements', {
  id: id(),
  title: text().notNull(),
  content: text().notNull(),
  createdAt: at().notNull(),
});

export const featuresTable = pgTable('features', {
  id: id(),
  title: text().notNull(),
  description: text().notNull(),
  /** 'complete' | 'upcoming' */
  status: text().notNull(),
  emoji: text().notNull().default('✨'),
  position: integer().notNull().default(0),
  createdAt: at().notNull(),
});

export const roadmapPhasesTable = pgTable('roadmap_phases', {
  id: id(),
  phase: text().notNull(),
  items: jsonb().$type<string[]>().notNull(),
  /** 'complete' | 'current' | 'upcoming' */
  status: text().notNull(),
  position: integer().notNull().default(0),
  createdAt: at().notNull(),
});
