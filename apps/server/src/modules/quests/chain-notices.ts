import { type ChainDef, chainLock, patronName, standingTier } from '@tod/game';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { journalEntries, record } from '../journal/index.ts';
import { citiesTable } from '../world/world.sql.ts';
import { loadChains } from './chain-defs.ts';
import { questChainNoticesTable, questChainsTable } from './chains.sql.ts';
import { questStandingTable } from './quests.sql.ts';

type Db = Deps['db'];
const qc = questChainsTable;
const qn = questChainNoticesTable;

export type OpenChains = Map<string, { title: string; patron: string; city: string }>;

/**
 * The chains open to the character at `level` with its standing as stored now and not started
 * yet: each with its patron's name and city, for the "chain opened" entry (docs/quests.md, "Pushes").
 */
export async function openChains(tx: Db, characterId: string, level: number, among?: readonly ChainDef[]): Promise<OpenChains> {
  const [chains, standing, started, cities] = await Promise.all([
    among ?? loadChains(tx),
    tx
      .select({ cityId: questStandingTable.cityId, patron: questStandingTable.patron, points: questStandingTable.points })
      .from(questStandingTable)
      .where(eq(questStandingTable.characterId, characterId)),
    tx.select({ key: qc.chainKey }).from(qc).where(eq(qc.characterId, characterId)),
    tx.select({ id: citiesTable.id, name: citiesTable.name }).from(citiesTable),
  ]);
  const cityName = new Map(cities.map((x) => [x.id, x.name]));
  const points = new Map(standing.map((s) => [`${cityName.get(s.cityId)}/${s.patron}`, s.points]));
  const begun = new Set(started.map((r) => r.key));
  const open: OpenChains = new Map();
  for (const chain of chains) {
    if (begun.has(chain.key)) continue;
    const tier = standingTier(points.get(`${chain.patron.cityName}/${chain.patron.axis}`) ?? 0);
    if (chainLock(chain, { level, standingTier: tier }) !== null) continue;
    open.set(chain.key, {
      title: chain.title,
      patron: patronName(chain.patron.cityName, chain.patron.axis),
      city: chain.patron.cityName,
    });
  }
  return open;
}

interface Who {
  userId: string;
  characterId: string;
  at: Date;
}

/**
 * Tells the character of each chain in `opened` it was not told of before: an event-log entry
 * (pushed as `chainOpened`) for each notice row this insert wrote. Two transactions that both
 * see a chain open (a hand-in and a deed, on two instances) insert the same key; the second
 * waits for the first and inserts nothing, so each chain is told once.
 */
export async function tellOpenedChains(tx: Db, who: Who, opened: OpenChains): Promise<OpenChains> {
  if (opened.size === 0) return opened;
  const inserted = await tx
    .insert(qn)
    .values([...opened.keys()].map((chainKey) => ({ characterId: who.characterId, chainKey, toldAt: who.at })))
    .onConflictDoNothing()
    .returning({ key: qn.chainKey });
  const told: OpenChains = new Map(inserted.map(({ key }) => [key, opened.get(key)!]));
  await record(
    tx,
    [...told.values()].map((x) => journalEntries.chainOpened(who, x.title, x.patron, x.city)),
  );
  return told;
}

/**
 * Tells the chains that reaching level `to` from `from` opened (their level in between, their
 * standing already met, not started): the `ProgressRecorder.levelReached` port, called by every
 * action that pays experience (docs/decisions/0034-quest-progress-port.md), inside its
 * transaction or, given the database, after it. A level that opens no chain costs one read of
 * the chains.
 */
export async function chainsOpenedByLevel(db: Db, who: Who, from: number, to: number): Promise<OpenChains> {
  if (to <= from) return new Map();
  const crossed = (await loadChains(db)).filter((x) => x.minLevel > from && x.minLevel <= to);
  if (crossed.length === 0) return new Map();
  // A savepoint inside the caller's transaction; a transaction of its own after a deed's write.
  return db.transaction(async (tx: Db) => tellOpenedChains(tx, who, await openChains(tx, who.characterId, to, crossed)));
}
