import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * A character's counters that achievements read (docs/quests.md, "Achievements"): deeds by kind,
 * rescues, training sessions, journeys, and one `city:<id>` row per city arrived in. Moved by
 * the quest progress port in the statement or transaction that does the work.
 */
export const questTalliesTable = pgTable(
  'quest_tallies',
  {
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    stat: text().notNull(),
    value: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.stat] })],
);

/** Achievements a character has earned, each once (the key is the content's achievement key). */
export const achievementsTable = pgTable(
  'achievements',
  {
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    earnedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.key] })],
);

/** Perks bought with merits: the rank in each (absent: 0). Merits spent are the sum of ranks. */
export const achievementPerksTable = pgTable(
  'achievement_perks',
  {
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    perk: text().notNull(),
    rank: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.perk] })],
);
