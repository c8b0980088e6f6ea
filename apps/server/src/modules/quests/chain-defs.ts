import { type ChainDef, QUEST_CHAINS, type QuestAxis } from '@tod/game';
import { asc } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { questChainDefsTable } from './chain-defs.sql.ts';

type Db = Deps['db'];
const qd = questChainDefsTable;

export const toChain = (row: typeof qd.$inferSelect): ChainDef => ({
  key: row.key,
  title: row.title,
  patron: { cityName: row.patronCity, axis: row.patronAxis as QuestAxis, tier: row.patronTier },
  minLevel: row.minLevel,
  rewardDeeds: row.rewardDeeds,
  steps: row.steps,
});

/**
 * The chains players read and do: the rows of `quest_chain_defs` as staff left them. A world
 * that holds no row at all (never seeded) tells the content's chains as they are.
 */
export async function loadChains(db: Pick<Db, 'select'>): Promise<readonly ChainDef[]> {
  const rows = await db.select().from(qd).orderBy(asc(qd.position), asc(qd.key));
  return rows.length > 0 ? rows.map(toChain) : QUEST_CHAINS;
}
