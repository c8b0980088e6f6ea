import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';
import { usersTable } from '../accounts/accounts.sql.ts';
import { citiesTable } from '../world/world.sql.ts';

export const charactersTable = pgTable(
  'characters',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    bio: text().notNull().default(''),
    /** Resource name of the portrait (`<hash>.webp`), or null. */
    icon: text(),
    level: integer().notNull().default(1),
    experience: integer().notNull().default(0),
    gold: integer().notNull().default(100),
    good: integer().notNull().default(0),
    neutral: integer().notNull().default(0),
    evil: integer().notNull().default(0),
    /** Always good minus evil; written in the same statement as either. */
    alignment: integer().notNull().default(0),
    dead: boolean().notNull().default(false),
    diedAt: at(),
    childCode: text().notNull(),
    parentId: uuid(),
    inheritedGold: integer().notNull().default(0),
    cityId: uuid().references(() => citiesTable.id, { onDelete: 'set null' }),
    createdAt: at().notNull(),
    lastSeenAt: at().notNull(),
    /** Timed states: each is the moment it ends; a future value means it is active. */
    deedCooldownEndsAt: at(),
    trainingCooldownEndsAt: at(),
    jailedUntil: at(),
    travelCooldownEndsAt: at(),
  },
  (t) => [
    // The database itself guarantees one living character per account and unique living names,
    // so concurrent creations cannot both succeed.
    uniqueIndex('characters_one_living_per_user').on(t.userId).where(sql`NOT ${t.dead}`),
    uniqueIndex('characters_living_name_key').on(sql`lower(${t.name})`).where(sql`NOT ${t.dead}`),
    uniqueIndex('characters_child_code_key').on(t.childCode),
    // A dead character passes its inheritance on once.
    uniqueIndex('characters_one_heir_per_parent').on(t.parentId),
    index('characters_city_idx').on(t.cityId),
    index('characters_last_seen_idx').on(t.lastSeenAt),
  ],
);
