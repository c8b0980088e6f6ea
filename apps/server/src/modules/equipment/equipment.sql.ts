import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ItemBonus } from '@tod/game';
import { at, id } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * The items of the game, seeded from the content pack (`CONTENT_ITEMS`) by name; a row staff
 * edited (`updated_at` moved) is never overwritten by a later seed.
 */
export const itemsTable = pgTable(
  'items',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** 'tool', 'weapon' or 'charm'. */
    slot: text().notNull(),
    level: integer().notNull().default(1),
    uses: integer().notNull(),
    /** Base price; a city's shop multiplies it by its factor. */
    price: integer().notNull(),
    bonus: jsonb().$type<ItemBonus>().notNull(),
    blackMarket: boolean().notNull().default(false),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [uniqueIndex('items_name_idx').on(t.name)],
);

/**
 * Items characters own: the uses left (0: broken) and the slot it is worn in (null: carried).
 * At most one item per character and slot (the partial unique index).
 */
export const characterItemsTable = pgTable(
  'character_items',
  {
    id: id(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => itemsTable.id, { onDelete: 'cascade' }),
    usesLeft: integer().notNull(),
    slot: text(),
    createdAt: at().notNull(),
  },
  (t) => [
    index('character_items_character_idx').on(t.characterId),
    uniqueIndex('character_items_slot_idx').on(t.characterId, t.slot).where(sql`${t.slot} is not null`),
  ],
);
