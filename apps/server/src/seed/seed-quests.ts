import { CONTRACT_TEMPLATES, type ContractTemplate } from '@tod/game';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentPacksTable } from '../db/seed.sql.ts';
import { questTemplatesTable } from '../modules/quests/index.ts';

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
