import type { ChainStep } from '@tod/game';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';

/**
 * The quest chains players read and do (docs/quests.md, "Quest chains"): seeded from the
 * content (`QUEST_CHAINS`) and edited by staff in Manage Quests. `key` is fixed (a character's
 * place in a chain is stored by it, `quest_chains`), and so are the number of steps and each
 * choice's key; staff change the texts, the requirements, the choices' words and points, the
 * level and standing that open the chain and its reward. A row never edited keeps
 * `updated_at = created_at`, so a content upgrade may refresh it; an edited one is left alone.
 */
export const questChainDefsTable = pgTable(
  'quest_chain_defs',
  {
    id: id(),
    key: text().notNull(),
    /** Where the chain sits in the list players see (the content's order). */
    position: integer().notNull(),
    title: text().notNull(),
    patronCity: text().notNull(),
    patronAxis: text().notNull(),
    patronTier: integer().notNull(),
    minLevel: integer().notNull(),
    rewardDeeds: integer().notNull(),
    steps: jsonb().$type<ChainStep[]>().notNull(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [uniqueIndex('quest_chain_defs_key_idx').on(t.key)],
);
