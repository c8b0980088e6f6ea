import { JOURNAL_PAGE_PATH, JournalEntryType, type PushPayload } from '@tod/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termDepositsTable } from '../../src/modules/economy/economy.sql.ts';
import { runTermReminders } from '../../src/modules/economy/index.ts';
import { journalEntriesTable } from '../../src/modules/journal/journal.sql.ts';
import { ensureVapidKeys, LOOKING_WINDOW_MS, runDueNotifications } from '../../src/modules/notifications/index.ts';
import { type PushReceiver, startPushReceiver } from '../push-receiver.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { gameplayRows } from './gameplay-kit.ts';

// A term deposit that falls due is told once (docs/economy.md#term-deposits): an event-log entry
// offered as the push "Term deposit due", whichever instance's dispatcher beat finds it first,
// and again by none after a restart. The payment stays the player's collect.
let t: TestApp;
let receiver: PushReceiver;
const rows = gameplayRows(() => t);
let cityId = '';
const db = () => t.app.deps.db;
const DAY = 86_400_000;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ config: { pushAllowedOrigins: [receiver.origin] } });
  cityId = await rows.insertCity({ name: 'Test: Duehaven', alignment: 0, xPosition: 97, yPosition: 97 });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const vapid = () => ensureVapidKeys(db(), t.clock.now());
const dispatch = async () => runDueNotifications(t.app.deps, await vapid(), t.clock.now());
const remind = () => runTermReminders(t.app.deps, t.clock.now());
const receivedBy = (endpoint: string) =>
  receiver.received.filter((r) => r.path === new URL(endpoint).pathname).map((r) => r.payload as PushPayload);
const post = (url: string, cookie: string, payload?: object) =>
  t.request({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
const dueEntries = (characterId: string) =>
  db()
    .select()
    .from(journalEntriesTable)
    .where(and(eq(journalEntriesTable.characterId, characterId), eq(journalEntriesTable.type, JournalEntryType.termDue)));
const textOf = (entry: { parts: { text: string }[] }) => entry.parts.map((x) => x.text).join('');

/** A level-5 player with a push subscription, away from the game, who opened a 1-day term of 500 gold. */
async function saver(name: string) {
  const p = await rows.player(cityId, { gold: 600, level: 5 });
  const sub = receiver.subscription(name);
  expect((await post('/api/notifications/subscriptions', p.cookie, sub)).statusCode).toBe(201);
  const opened = await post('/api/economy/bank/terms', p.cookie, { days: 1, principal: 500 });
  expect(opened.statusCode, opened.body).toBe(200);
  await rows.setCharacter(p.character.id, { lastSeenAt: new Date(t.clock.now().getTime() - LOOKING_WINDOW_MS - 1) });
  return { ...p, sub, termId: opened.json().term.id as number };
}
const away = (characterId: string) =>
  rows.setCharacter(characterId, { lastSeenAt: new Date(t.clock.now().getTime() - LOOKING_WINDOW_MS - 1) });

describe('a term deposit falling due', () => {
  it('is told once in the event log and as a push, across two dispatchers and a restart, and the collect still pays', async () => {
    const p = await saver('term-due');
    await remind();
    await dispatch();
    expect(await dueEntries(p.character.id)).toEqual([]);

    t.clock.advance(DAY);
    // Two instances' beats at once: the term is told once.
    await Promise.all([remind(), remind()]);
    const restarted = await createTestApp({ database: t.database, clock: t.clock });
    try {
      expect(await runTermReminders(restarted.app.deps, t.clock.now())).toBe(0);
    } finally {
      await restarted.app.close();
    }
    const [entry, ...more] = await dueEntries(p.character.id);
    expect(more).toEqual([]);
    const text = 'Your 1-day term deposit is due: collect 500 gold and 5 gold interest at the bank.';
    expect(textOf(entry!)).toBe(text);
    await away(p.character.id);
    await dispatch();
    await dispatch();
    expect(receivedBy(p.sub.endpoint)).toEqual([
      { title: 'Term deposit due', body: text, url: JOURNAL_PAGE_PATH, tag: `entry-${entry!.id}` },
    ]);

    const paid = await post(`/api/economy/bank/terms/${p.termId}/collect`, p.cookie);
    expect(paid.json()).toMatchObject({ gold: 605 });
    await remind();
    expect(await dueEntries(p.character.id)).toHaveLength(1);
  });

  it('is not told once collected, nor pushed with the toggle off (the entry all the same), nor told of the dead', async () => {
    const collected = await saver('term-collected');
    const off = await saver('term-off');
    const dead = await saver('term-dead');
    const put = await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookie: off.cookie,
      payload: { termDeposit: false },
    });
    expect(put.json().termDeposit).toBe(false);
    t.clock.advance(DAY);
    expect((await post(`/api/economy/bank/terms/${collected.termId}/collect`, collected.cookie)).statusCode).toBe(200);
    await rows.setCharacter(dead.character.id, { dead: true });
    await remind();
    for (const who of [collected, off, dead]) await away(who.character.id);
    await dispatch();

    expect(await dueEntries(collected.character.id)).toEqual([]);
    expect(await dueEntries(dead.character.id)).toEqual([]);
    expect((await dueEntries(off.character.id)).map(textOf)).toEqual([
      'Your 1-day term deposit is due: collect 500 gold and 5 gold interest at the bank.',
    ]);
    for (const who of [collected, off, dead]) expect(receivedBy(who.sub.endpoint)).toEqual([]);
    // The dead character's term is marked told, so no later beat looks at it again.
    const [term] = await db().select().from(termDepositsTable).where(eq(termDepositsTable.id, dead.termId));
    expect(term?.toldAt).not.toBeNull();
  });
});
