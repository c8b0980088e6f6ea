import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';

export const citiesTable = pgTable('cities', {
  id: id(),
  name: text().notNull(),
  description: text().notNull().default(''),
  alignment: integer().notNull().default(0),
  xPosition: integer(),
  yPosition: integer(),
  /** A character id; no foreign key so that deleting characters never blocks on cities. */
  ownerId: uuid(),
  /** New characters start here; exactly one city carries it. */
  isStarting: boolean().notNull().default(false),
  createdAt: at().notNull(),
});

export const buildingsTable = pgTable(
  'buildings',
  {
    id: id(),
    cityId: uuid()
      .notNull()
      .references(() => citiesTable.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull().default(0),
  },
  (t) => [index('buildings_city_idx').on(t.cityId)],
);
