import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';

export const skillsTable = pgTable('skills', {
  id: id(),
  name: text().notNull(),
  description: text().notNull().default(''),
  position: integer().notNull().default(0),
});

/** A character's progress in one skill; absent means level 0, completion 0. */
export const characterSkillsTable = pgTable(
  'character_skills',
  {
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    skillId: uuid()
      .notNull()
      .references(() => skillsTable.id, { onDelete: 'cascade' }),
    level: integer().notNull().default(0),
    completion: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.skillId] })],
);
