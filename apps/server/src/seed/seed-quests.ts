import { type ChainDef, type ChainStep, CONTRACT_TEMPLATES, type ContractTemplate, QUEST_CHAINS } from '@tod/game';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentPacksTable } from '../db/seed.sql.ts';
import { questChainDefsTable, questTemplatesTable } from '../modules/quests/index.ts';

/** The `content_packs` row that marks a world as holding the content's contract templates. */
export const QUESTS_V1 = 'quests-v1';

const templateValues = (t: ContractTemplate, now: Date) => ({
  key: t.key,
  axis: t.axis,
  kind: t.kind,
  deedAxis: t.deedAxis ?? null,
  minTier: t.minTier,
  title: t.title,
  description: t.description,
  targets: [...t.targets],
  createdAt: now,
  updatedAt: now,
});

/** Inserts every contract template of the content that is missing by key (a fresh world). */
export async function insertQuestTemplates(
  tx: Db,
  now: Date,
  templates: readonly ContractTemplate[] = CONTRACT_TEMPLATES,
): Promise<void> {
  await tx
    .insert(questTemplatesTable)
    .values(templates.map((t) => templateValues(t, now)))
    .onConflictDoNothing();
}

/**
 * Brings a world's contract templates to the content, once (claimed by the {@link QUESTS_V1}
 * row in the same transaction), as the item upgrade does: a template missing by key is added;
 * one never edited (`updated_at = created_at`) takes the content's texts and numbers; one staff
 * edited keeps everything; nothing is deleted.
 */
export async function upgradeQuestTemplates(
  db: Db,
  now: Date,
  templates: readonly ContractTemplate[] = CONTRACT_TEMPLATES,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentPacksTable)
      .values({ name: QUESTS_V1, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: contentPacksTable.name });
    if (claimed.length === 0) return false;
    await insertQuestTemplates(tx, now, templates);
    for (const t of templates) {
      const { createdAt: _c, updatedAt: _u, ...values } = templateValues(t, now);
      await tx
        .update(questTemplatesTable)
        .set(values)
        .where(and(eq(questTemplatesTable.key, t.key), sql`${questTemplatesTable.updatedAt} = ${questTemplatesTable.createdAt}`));
    }
    return true;
  });
}

/**
 * The `content_packs` row that marks a world as holding the content's quest chains (one per city
 * and path). Version 2: the good chains' jail steps are visits (`jailVisit`), so a world seeded
 * with version 1 takes them into every chain staff never edited.
 */
export const QUEST_CHAINS_V2 = 'quest-chains-v2';

const chainValues = (c: ChainDef, position: number, now: Date) => ({
  key: c.key,
  position,
  title: c.title,
  patronCity: c.patron.cityName,
  patronAxis: c.patron.axis,
  patronTier: c.patron.tier,
  minLevel: c.minLevel,
  rewardDeeds: c.rewardDeeds,
  steps: structuredClone(c.steps) as ChainStep[],
  createdAt: now,
  updatedAt: now,
});

/** Inserts every chain of the content that is missing by key (a fresh world). */
export async function insertQuestChains(tx: Db, now: Date, chains: readonly ChainDef[] = QUEST_CHAINS): Promise<void> {
  await tx
    .insert(questChainDefsTable)
    .values(chains.map((c, i) => chainValues(c, i, now)))
    .onConflictDoNothing();
}

/**
 * Brings a world's quest chains to the content, once (claimed by the {@link QUEST_CHAINS_V2} row
 * in the same transaction): a chain missing by key is added; one never edited
 * (`updated_at = created_at`) takes the content's texts, steps and numbers; one staff edited
 * keeps everything but its place in the list; nothing is deleted. A later content change to the
 * chains ships as a new pack name.
 */
export async function upgradeQuestChains(db: Db, now: Date, chains: readonly ChainDef[] = QUEST_CHAINS): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentPacksTable)
      .values({ name: QUEST_CHAINS_V2, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: contentPacksTable.name });
    if (claimed.length === 0) return false;
    await insertQuestChains(tx, now, chains);
    for (const [i, c] of chains.entries()) {
      const { createdAt: _c, updatedAt: _u, key: _k, position, ...values } = chainValues(c, i, now);
      await tx.update(questChainDefsTable).set({ position }).where(eq(questChainDefsTable.key, c.key));
      await tx
        .update(questChainDefsTable)
        .set(values)
        .where(and(eq(questChainDefsTable.key, c.key), sql`${questChainDefsTable.updatedAt} = ${questChainDefsTable.createdAt}`));
    }
    return true;
  });
}
