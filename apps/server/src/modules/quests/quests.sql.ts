import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { citiesTable } from '../world/world.sql.ts';

/**
 * Contracts offered to and taken by characters (docs/quests.md). One row from the offer to the
 * end: `offered`, then `active` (accepted, with a deadline), then `done`, `abandoned`,
 * `expired` or (an offer sent away) `declined`. Title, target and reward are fixed when offered,
 * so a later content or staff change never alters a contract a player holds.
 */
export const questContractsTable = pgTable(
  'quest_contracts',
  {
    id: id(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    /** The patron: a city and an alignment. */
    cityId: uuid()
      .notNull()
      .references(() => citiesTable.id, { onDelete: 'cascade' }),
    patron: text().notNull(),
    templateKey: text().notNull(),
    kind: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    /** What counts: work in this city (null: anywhere) of this kind of deed or points (null: any). */
    placeCityId: uuid().references(() => citiesTable.id, { onDelete: 'cascade' }),
    axis: text(),
    target: integer().notNull(),
    progress: integer().notNull().default(0),
    tier: integer().notNull(),
    rewardGold: integer().notNull(),
    rewardExperience: integer().notNull(),
    rewardStanding: integer().notNull(),
    status: text().notNull().default('offered'),
    /** The game day the patron made the offer: one offer per patron, character and day. */
    offerDay: text().notNull(),
    offeredAt: at().notNull(),
    acceptedAt: at(),
    deadline: at(),
    closedAt: at(),
    /** When the player was told the work is done (once: the reminder that claims it sets it). */
    readyToldAt: at(),
    /** When the player was told the deadline is an hour away (once). */
    deadlineToldAt: at(),
  },
  (t) => [
    // The reminders' scan (reminders.ts): only running contracts, by deadline.
    index('quest_contracts_active_deadline_idx').on(t.deadline).where(sql`${t.status} = 'active'`),
    uniqueIndex('quest_contracts_offer_day_idx').on(t.characterId, t.cityId, t.patron, t.offerDay),
    index('quest_contracts_character_status_idx').on(t.characterId, t.status),
  ],
);

/** A character's standing with one patron (a city and an alignment); absent means 0. */
export const questStandingTable = pgTable(
  'quest_standing',
  {
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    cityId: uuid()
      .notNull()
      .references(() => citiesTable.id, { onDelete: 'cascade' }),
    patron: text().notNull(),
    points: integer().notNull().default(0),
    /** Contracts completed for this patron. */
    completed: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.cityId, t.patron] })],
);
