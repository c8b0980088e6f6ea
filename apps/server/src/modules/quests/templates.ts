import { CONTRACT_TEMPLATES, type ContractKind, type ContractTemplate, type QuestAxis } from '@tod/game';
import { asc, count, eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { questTemplatesTable } from './templates.sql.ts';

type Db = Deps['db'];
const qt = questTemplatesTable;

/** A template the patrons offer, with the share of the rule's reward staff set (100: as the rule says). */
export type OfferTemplate = ContractTemplate & { rewardPercent: number };

export const toTemplate = (row: typeof qt.$inferSelect): OfferTemplate => ({
  key: row.key,
  axis: row.axis as QuestAxis | null,
  kind: row.kind as ContractKind,
  deedAxis: row.deedAxis as QuestAxis | null,
  minTier: row.minTier,
  title: row.title,
  description: row.description,
  targets: row.targets,
  rewardPercent: row.rewardPercent,
});

/**
 * The templates patrons offer from: the enabled rows of `quest_templates`. A world that holds
 * no row at all (never seeded) offers the content's templates as they are.
 */
export async function offerTemplates(db: Pick<Db, 'select'>): Promise<OfferTemplate[]> {
  const rows = await db.select().from(qt).where(eq(qt.enabled, true)).orderBy(asc(qt.key));
  if (rows.length > 0) return rows.map(toTemplate);
  const [any] = await db.select({ n: count() }).from(qt);
  if ((any?.n ?? 0) > 0) return [];
  return CONTRACT_TEMPLATES.map((t) => ({ ...t, rewardPercent: 100 }));
}
