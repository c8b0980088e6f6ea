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
    /** The rescuer's wait after a jailbreak attempt (`rescueCooldownMs`), so rescues cannot be farmed. */
    rescueCooldownEndsAt: at(),
    /** Rested experience banked as of `restedSince` (docs/game-rules.md). */
    restedExperience: integer().notNull().default(0),
    /** Since when idle time earns rested experience (the end of the last deed cooldown); null = not yet. */
    restedSince: at(),
    /** UTC day (`YYYY-MM-DD`) of `effortMs`: the deed cooldown time (at game speed 1) begun that day. */
    effortDay: text(),
    effortMs: integer().notNull().default(0),
    /**
     * The level and Max Experience of the deed that jailed this character, which the rescuer's
     * experience is judged by (`rescuerExperience`); null when no deed put it in jail.
     */
    jailDeedLevel: integer(),
    jailDeedMaxExperience: integer(),
    /** Successful jailbreaks this character made (the leaderboard); counted in the jailbreak transaction. */
    jailbreaks: integer().notNull().default(0),
  },
  (t) => [
    // The database itself guarantees one living character per account and unique living names,
    // so concurrent creations cannot both succeed.
    uniqueIndex('characters_one_living_per_user').on(t.userId).where(sql`NOT ${t.dead}`),
    uniqueIndex('characters_living_name_key').on(sql`lower(${t.name})`).where(sql`NOT ${t.dead}`),
    uniqueIndex('characters_child_code_key').on(t.childCode),
    // A dead character passes its inheritance on once.
    uniqueIndex('characters_one_heir_per_parent').on(t.parentId),
    // An account's latest character (living first, then the most recently dead): the session
    // statement every signed-in call runs reads it through this, not a scan of all characters.
    index('characters_user_latest_idx').on(t.userId, t.dead, t.diedAt.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    index('characters_city_idx').on(t.cityId),
    index('characters_last_seen_idx').on(t.lastSeenAt),
    // Leaderboards: each serves its ORDER BY ... LIMIT over living characters without a scan.
    // NULLS FIRST matches a plain `ORDER BY x DESC` (PostgreSQL's default), or the index cannot serve it.
    index('characters_board_level_idx')
      .on(t.level.desc().nullsFirst(), t.experience.desc().nullsFirst(), t.createdAt)
      .where(sql`NOT ${t.dead}`),
    index('characters_board_gold_idx').on(t.gold.desc().nullsFirst(), t.createdAt).where(sql`NOT ${t.dead}`),
    index('characters_board_good_idx').on(t.good.desc().nullsFirst(), t.createdAt).where(sql`NOT ${t.dead}`),
    index('characters_board_evil_idx').on(t.evil.desc().nullsFirst(), t.createdAt).where(sql`NOT ${t.dead}`),
    index('characters_board_jailbreaks_idx').on(t.jailbreaks.desc().nullsFirst(), t.createdAt).where(sql`NOT ${t.dead}`),
  ],
);
