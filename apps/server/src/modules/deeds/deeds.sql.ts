import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';
import { citiesTable } from '../world/world.sql.ts';

export const deedsTable = pgTable(
  'deeds',
  {
    id: id(),
    name: text().notNull(),
    level: integer().notNull().default(1),
    content: text().notNull().default(''),
    /** 1 good, 0 neutral, -1 evil. */
    alignment: integer().notNull().default(0),
    successMessage: text().notNull().default(''),
    failureMessage: text().notNull().default(''),
    /** `{ SkillName: expectedLevel }`; the first entry is the skill the deed tests. */
    skills: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The one city the deed can be done in; null = everywhere. Deleting the city turns its
     * deeds into everywhere deeds (SET NULL) rather than deleting staff's content unaudited;
     * staff move or delete them in the deed form
     * (docs/game-rules.md#gameplay-on-the-server-deeds-training-jail-travel, "Other state columns").
     */
    cityId: uuid().references(() => citiesTable.id, { onDelete: 'set null' }),
    rewardGold: integer().notNull().default(0),
    rewardExperience: integer().notNull().default(0),
    rewardAlignment: integer().notNull().default(0),
    rewardJailSeconds: integer().notNull().default(0),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [index('deeds_city_level_idx').on(t.cityId, t.level)],
);
