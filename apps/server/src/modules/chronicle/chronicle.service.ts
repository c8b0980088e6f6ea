import { type Chronicle, JournalEntryType, type PushPayload } from '@tod/contracts';
import { type ChronicleFacts, chronicleLines, gameDay, previousGameDay, tickerHeadlines } from '@tod/game';
import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable } from '../characters/index.ts';
import { journalEntriesTable } from '../journal/journal.sql.ts';
import { questContractsTable } from '../quests/quests.sql.ts';
import { chroniclesTable } from './chronicle.sql.ts';

type Db = Deps['db'];
const j = journalEntriesTable;
const q = questContractsTable;
const c = charactersTable;

/** What happened in [start, end): read from the event log and the contracts handed in. */
async function factsOf(db: Db, start: Date, end: Date): Promise<ChronicleFacts> {
  const inDay = (column: typeof j.createdAt | typeof q.closedAt) => and(gte(column, start), lt(column, end));
  const [deeds, rescuers, contracts, biggest, levels] = await Promise.all([
    db
      .select({ n: count() })
      .from(j)
      .where(and(eq(j.type, JournalEntryType.deedDone), inDay(j.createdAt))),
    db
      .select({ name: c.name, count: count() })
      .from(j)
      .innerJoin(c, eq(c.id, j.characterId))
      .where(and(eq(j.type, JournalEntryType.brokeOut), inDay(j.createdAt)))
      .groupBy(c.id, c.name)
      .orderBy(desc(count()), c.name)
      .limit(3),
    db
      .select({ n: count() })
      .from(q)
      .where(and(eq(q.status, 'done'), inDay(q.closedAt))),
    db
      .select({ name: c.name, title: q.title, gold: q.rewardGold })
      .from(q)
      .innerJoin(c, eq(c.id, q.characterId))
      .where(and(eq(q.status, 'done'), inDay(q.closedAt)))
      .orderBy(desc(q.rewardGold), q.id)
      .limit(1),
    db
      .selectDistinct({ name: c.name, level: c.level })
      .from(j)
      .innerJoin(c, eq(c.id, j.characterId))
      .where(and(eq(j.type, JournalEntryType.levelUp), inDay(j.createdAt), sql`not ${c.dead}`))
      .orderBy(desc(c.level), c.name)
      .limit(3),
  ]);
  return {
    deedsDone: Number(deeds[0]?.n ?? 0),
    rescuers: rescuers.map((r) => ({ name: r.name, count: Number(r.count) })),
    contractsDone: Number(contracts[0]?.n ?? 0),
    biggestContract: biggest[0] ?? null,
    levels,
  };
}

/**
 * `GET /chronicle`: the chronicle of the last game day that ended. The first read after the day
 * writes it; `ON CONFLICT DO NOTHING` on the day's key keeps the first instance's, so the
 * chronicle exists once however many instances are asked at once, and never changes after.
 */
export async function latestChronicle(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<Chronicle> {
  const day = previousGameDay(deps.clock.now().getTime(), deps.config.gameSpeed);
  const key = gameDay((day.startMs + day.endMs) / 2, deps.config.gameSpeed);
  const read = () => deps.db.select().from(chroniclesTable).where(eq(chroniclesTable.day, key));
  const [found] = await read();
  if (found) return { day: found.day, lines: found.lines };
  const facts = await factsOf(deps.db, new Date(day.startMs), new Date(day.endMs));
  await deps.db
    .insert(chroniclesTable)
    .values({ day: key, lines: chronicleLines(facts), createdAt: deps.clock.now() })
    .onConflictDoNothing();
  const [written] = await read();
  return { day: written!.day, lines: written!.lines };
}

/**
 * The last game day's chronicle as ticker items (`tickerHeadlines`), read only: none until the
 * chronicle has been written (the first read of `GET /chronicle` after the day, which every
 * player's home makes), and none on a quiet day.
 */
export async function chronicleHeadlines(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<string[]> {
  const day = previousGameDay(deps.clock.now().getTime(), deps.config.gameSpeed);
  const key = gameDay((day.startMs + day.endMs) / 2, deps.config.gameSpeed);
  const [found] = await deps.db
    .select({ lines: chroniclesTable.lines })
    .from(chroniclesTable)
    .where(eq(chroniclesTable.day, key));
  return found ? tickerHeadlines(found.lines) : [];
}

/** The push the opted-in get with the day's chronicle (docs/quests.md, "Daily chronicle"). */
export const chronicleDigest = (lines: readonly string[]): PushPayload => ({
  title: "Yesterday's chronicle",
  body: lines.join(' '),
  url: '/',
  tag: 'chronicle',
});

/**
 * The chronicle's daily push digest, on the dispatcher's beat (every instance runs it): once the
 * last game day's chronicle is written (this writes it if no one has read it yet), the instance
 * whose `UPDATE ... WHERE digest_sent_at IS NULL` marks it answers the digest for everyone who
 * turned `chronicle` on; every other instance, and every later beat, finds it marked. So the
 * digest goes out exactly once a day across instances. A quiet day's empty chronicle sends
 * nothing. An instance that dies between marking and sending loses that day's digest rather
 * than ever sending it twice (as the dispatcher does, ADR 0012).
 */
export function chronicleDigestJob(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  let done = '';
  return async (now: Date): Promise<{ kind: 'chronicle'; payload: PushPayload } | null> => {
    const day = previousGameDay(now.getTime(), deps.config.gameSpeed);
    const key = gameDay((day.startMs + day.endMs) / 2, deps.config.gameSpeed);
    // This instance has seen the day's digest claimed (by itself or another): nothing to read until tomorrow.
    if (done === key) return null;
    await latestChronicle({ ...deps, clock: { now: () => now } });
    const [claimed] = await deps.db
      .update(chroniclesTable)
      .set({ digestSentAt: now })
      .where(and(eq(chroniclesTable.day, key), isNull(chroniclesTable.digestSentAt)))
      .returning({ lines: chroniclesTable.lines });
    done = key;
    return claimed && claimed.lines.length > 0 ? { kind: 'chronicle', payload: chronicleDigest(claimed.lines) } : null;
  };
}
