import { type JournalEntry, PERSONAL_SSE_EVENT } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, journalEntriesTable, pruneJournal, record } from '../../src/modules/journal/index.ts';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { createTestApp, signUp, type signUpWithCharacter, type TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows, replayedDraws } from './gameplay-kit.ts';
import { insertJournalWorld, journalCalls } from './journal-kit.ts';

type Player = Awaited<ReturnType<typeof signUpWithCharacter>>;

let t: TestApp;
const draws = replayedDraws();
const useDraws = draws.use;
const deeds = { good: '' };
let evenCity = '';
let baseUrl = '';
const streams: EventStream[] = [];
const MINUTE = 60_000;

const rows = gameplayRows(() => t);
const player = (values: CharacterValues = {}): Promise<Player> => rows.player(evenCity, values);
const { get, post, journal } = journalCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  baseUrl = await listen(t.app);
  ({ evenCity, goodDeed: deeds.good } = await insertJournalWorld(rows));
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

async function fill(userId: string, count: number, at = t.clock.now()) {
  await t.app.deps.db.transaction(async (tx) => {
    await record(
      tx,
      Array.from({ length: count }, (_, i) => journalEntries.levelUp({ userId, characterId: null, at }, i + 2)),
    );
  });
}
async function userIdOf(cookie: string): Promise<string> {
  return (await get('/api/auth/account', cookie)).json().id;
}

describe('GET /api/character/events', () => {
  it('pages newest first with an opaque cursor until nextCursor is null, with no entry twice', async () => {
    const u = await signUp(t);
    await fill(await userIdOf(u.cookie), 25);
    const seen: JournalEntry[] = [];
    let query = '?limit=10';
    const sizes: number[] = [];
    for (;;) {
      const page = await journal(u.cookie, query);
      sizes.push(page.entries.length);
      seen.push(...page.entries);
      if (!page.nextCursor) break;
      query = `?limit=10&cursor=${page.nextCursor}`;
    }
    expect(sizes).toEqual([10, 10, 5]);
    const ids = seen.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(25);
    // Exactly one page: no next cursor.
    expect((await journal(u.cookie, '?limit=25')).nextCursor).toBeNull();
    expect((await journal(u.cookie)).entries).toHaveLength(20);
  });

  it('refuses a bad limit or cursor with 400, and callers signed out with 401', async () => {
    const u = await signUp(t);
    for (const q of ['?limit=0', '?limit=51', '?limit=x', '?cursor=%24%24', '?cursor=bm90LWFuLWlk']) {
      const res = await get(`/api/character/events${q}`, u.cookie);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await journal(u.cookie, '?limit=50')).entries).toEqual([]);
    expect((await get('/api/character/events')).statusCode).toBe(401);
    expect((await get('/api/character/events/unread')).statusCode).toBe(401);
    expect((await post('/api/character/events/read', undefined, { upToId: '1' })).statusCode).toBe(401);
  });

  it("shows only the caller's own entries", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await fill(await userIdOf(a.cookie), 2);
    expect((await journal(b.cookie)).entries).toEqual([]);
  });
});

describe('unread and read', () => {
  it('counts entries above the read mark; the mark moves forward only, never past the newest entry', async () => {
    const u = await signUp(t);
    expect((await get('/api/character/events/unread', u.cookie)).json()).toEqual({ unread: 0, latestId: null });
    // Nothing to mark yet: still nothing read once entries come.
    await post('/api/character/events/read', u.cookie, { upToId: '999999999' });
    await fill(await userIdOf(u.cookie), 4);
    const page = await journal(u.cookie);
    expect(page.unread).toBe(4);
    const ids = page.entries.map((e) => e.id);
    expect((await get('/api/character/events/unread', u.cookie)).json()).toEqual({ unread: 4, latestId: ids[0] });

    expect((await post('/api/character/events/read', u.cookie, { upToId: ids[2]! })).json()).toEqual({
      unread: 2,
      latestId: ids[0],
    });
    // Backwards: unchanged.
    expect((await post('/api/character/events/read', u.cookie, { upToId: ids[3]! })).json().unread).toBe(2);
    // Far ahead: everything now is read, but entries that come later are not.
    expect((await post('/api/character/events/read', u.cookie, { upToId: '999999999999' })).json().unread).toBe(0);
    await fill(await userIdOf(u.cookie), 1);
    expect((await get('/api/character/events/unread', u.cookie)).json().unread).toBe(1);
    expect((await post('/api/character/events/read', u.cookie, { upToId: 'abc' })).statusCode).toBe(400);
  });

  it('stops counting at 99', async () => {
    const u = await signUp(t);
    await fill(await userIdOf(u.cookie), 100);
    expect((await get('/api/character/events/unread', u.cookie)).json().unread).toBe(99);
  });
});

describe('pruning', () => {
  it('deletes entries older than 30 days, at most once an hour whoever asks', async () => {
    const u = await signUp(t);
    const userId = await userIdOf(u.cookie);
    const now = t.clock.now();
    const day = 24 * 60 * MINUTE;
    await fill(userId, 1, new Date(now.getTime() - 30 * day - 1));
    await fill(userId, 1, new Date(now.getTime() - 30 * day));
    await fill(userId, 1, now);
    // Another test may have pruned already in this database: start from a known last run.
    const runAt = new Date(now.getTime() + 2 * 60 * MINUTE);
    expect(await pruneJournal(t.app.deps.db, runAt)).not.toBeNull();
    const left = await t.app.deps.db.select().from(journalEntriesTable).where(eq(journalEntriesTable.userId, userId));
    // Exactly 30 days old at the run: 2 hours past the limit, so gone too; only the newest stays.
    expect(left).toHaveLength(1);
    await fill(userId, 1, new Date(now.getTime() - 40 * day));
    expect(await pruneJournal(t.app.deps.db, new Date(runAt.getTime() + 60 * MINUTE - 1))).toBeNull();
    expect(await pruneJournal(t.app.deps.db, new Date(runAt.getTime() + 60 * MINUTE))).toBe(1);
  });
});

describe('live: personal messages on the feed', () => {
  it("pushes a new entry to the account's own feeds only, as a named event without an id", async () => {
    const a = await player();
    const b = await player();
    const feedA = await openEventStream(baseUrl, '/api/shoutbox/feed', { cookie: a.cookie });
    const feedB = await openEventStream(baseUrl, '/api/shoutbox/feed', { cookie: b.cookie });
    streams.push(feedA, feedB);
    useDraws(0.99, 0.5);
    await post(`/api/deeds/${deeds.good}/complete`, a.cookie);
    const event = await feedA.next();
    expect(event.event).toBe(PERSONAL_SSE_EVENT);
    expect(event.id).toBeUndefined();
    const [entry] = (await journal(a.cookie)).entries;
    expect(JSON.parse(event.data)).toEqual({ type: 'journal.entry_recorded', id: entry!.id, entry });
    // B's next event is B's own entry: A's never reached it.
    useDraws(0.99, 0.5);
    await post(`/api/deeds/${deeds.good}/complete`, b.cookie);
    const other = JSON.parse((await feedB.next()).data);
    expect(other.entry.id).toBe((await journal(b.cookie)).entries[0]!.id);
  });
});
