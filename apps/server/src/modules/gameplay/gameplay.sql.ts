import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * Paid rescues per rescuer and prisoner pair and game day (`gameDay`): a pair is paid at most
 * `jail.paidRescuesPerPairPerGameDay` times a game day (`rescuePairPays`). Rows of past game
 * days are pruned by the scheduled clean-up (`pruneRescuePairs`).
 */
export const rescuePairsTable = pgTable(
  'rescue_pairs',
  {
    rescuerId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    prisonerId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    gameDay: text().notNull(),
    paid: integer().notNull(),
    /** The last paid rescue: a game day is a real day at most, so a row a real day old is over. */
    lastPaidAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.rescuerId, t.prisonerId, t.gameDay] })],
);
