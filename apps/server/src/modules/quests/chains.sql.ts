import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * How far a character has come in a quest chain (docs/quests.md, "Quest chains"): `stepsDone`
 * of the chain's steps, the choice made at its choice step, and when it was finished. Absent:
 * not started. Written only with the character's row locked, so steps are done one at a time.
 */
export const questChainsTable = pgTable(
  'quest_chains',
  {
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    chainKey: text().notNull(),
    stepsDone: integer().notNull().default(0),
    choice: text(),
    startedAt: at().notNull(),
    finishedAt: at(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.chainKey] })],
);

/**
 * The chains a character was told had opened to it (docs/quests.md, "Pushes"): a hand-in's
 * standing or a level reached anywhere may open a chain, and work done at once (a hand-in and a
 * deed, two instances) may each see it open. The insert that lands tells it; the other finds the row.
 */
export const questChainNoticesTable = pgTable(
  'quest_chain_notices',
  {
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    chainKey: text().notNull(),
    toldAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.chainKey] })],
);
