import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';

/**
 * The patrons' contract templates (docs/quests.md, "Manage Quests"): seeded from the content
 * (`CONTRACT_TEMPLATES`) and edited by staff. `key`, `kind` and the axes are fixed (progress
 * counts by them); staff change the texts, targets, the tier that opens a template, its reward
 * (a percentage of the rule's reward) and whether patrons offer it. A row never edited keeps
 * `updated_at = created_at`, so a content upgrade may refresh it; an edited one is left alone.
 */
export const questTemplatesTable = pgTable(
  'quest_templates',
  {
    id: id(),
    key: text().notNull(),
    /** The patron's alignment that offers it; null: every patron. */
    axis: text(),
    kind: text().notNull(),
    deedAxis: text(),
    minTier: integer().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    targets: jsonb().$type<number[]>().notNull(),
    rewardPercent: integer().notNull().default(100),
    enabled: boolean().notNull().default(true),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [uniqueIndex('quest_templates_key_idx').on(t.key)],
);
