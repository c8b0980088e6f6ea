import { JOURNAL_PAGE_PATH, JournalEntryType, type PushPayload } from '@tod/contracts';
import { GameConstants, describeDuration, gameDay, previousGameDay, scaleDuration } from '@tod/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chronicleDigestJob } from '../../src/modules/chronicle/index.ts';
import { chroniclesTable } from '../../src/modules/chronicle/chronicle.sql.ts';
import { journalEntriesTable } from '../../src/modules/journal/journal.sql.ts';
import { broadcast, ensureVapidKeys, LOOKING_WINDOW_MS, runDueNotifications } from '../../src/modules/notifications/index.ts';
import { runQuestReminders } from '../../src/modules/quests/index.ts';
import { questStandingTable } from '../../src/modules/quests/quests.sql.ts';
import { type PushReceiver, startPushReceiver } from '../push-receiver.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { gameplayRows } from './gameplay-kit.ts';
import { questRows } from './quests-kit.ts';

// Quest pushes (docs/quests.md, "Pushes"): a contract ready, a deadline in an hour, a chain
// opened, each an event-log entry offered as a push; the chronicle's opt-in daily digest.
let t: TestApp;
let receiver: PushReceiver;
const rows = gameplayRows(() => t);
const quests = questRows(() => t);
const cityIds: Record<string, string> = {};
const db = () => t.app.deps.db;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ config: { pushAllowedOrigins: [receiver.origin] } });
  const { cookie } = await signUpWithCharacter(t);
  const cities = (await t.request({ method: 'GET', url: '/api/cities', cookie })).json() as { id: string; name: string }[];
  for (const city of cities) cityIds[city.name] = city.id;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const vapid = () => ensureVapidKeys(db(), t.clock.now());
const dispatch = async () => runDueNotifications(t.app.deps, await vapid(), t.clock.now());
const remind = () => runQuestReminders(t.app.deps, t.clock.now());
const receivedBy = (endpoint: string) =>
  receiver.received.filter((r) => r.path === new URL(endpoint).pathname).map((r) => r.payload as PushPayload);

/** A player in Hearthmere with a push subscription, away from the game. */
async function awayPlayer(name: string, values: Parameters<typeof rows.player>[1] = {}) {
  const p = await rows.player(cityIds.Hearthmere!, values);
  const sub = receiver.subscription(name);
  const res = await t.request({ method: 'POST', url: '/api/notifications/subscriptions', cookie: p.cookie, payload: sub });
  expect(res.statusCode).toBe(201);
  await rows.setCharacter(p.character.id, { lastSeenAt: new Date(t.clock.now().getTime() - LOOKING_WINDOW_MS - 1) });
  return { ...p, sub };
}
const entriesOf = (characterId: string, type: string) =>
  db()
    .select()
    .from(journalEntriesTable)
    .where(and(eq(journalEntriesTable.characterId, characterId), eq(journalEntriesTable.type, type)));

describe('contract reminders', () => {
  it('tells once that a contract is done and waits to be handed in, in the event log and as a push', async () => {
    const p = await awayPlayer('ready');
    await quests.contract(p.character.id, cityIds.Hearthmere!, {
      status: 'active',
      patron: 'neutral',
      title: 'Haul 2 crates',
      progress: 1,
    });
    await remind();
    expect(await entriesOf(p.character.id, JournalEntryType.contractReady)).toHaveLength(0);

    const id = await quests.contract(p.character.id, cityIds.Hearthmere!, {
      status: 'active',
      patron: 'neutral',
      title: 'Carry 2 sacks',
      progress: 2,
    });
    // Two instances' reminders at once: the contract is told once.
    await Promise.all([remind(), remind()]);
    await remind();
    const [entry, ...more] = await entriesOf(p.character.id, JournalEntryType.contractReady);
    expect(more).toEqual([]);
    const text = 'Your contract "Carry 2 sacks" is done: hand it in to Factor Brannoc in Hearthmere.';
    expect(entry!.parts.map((x) => x.text).join('')).toBe(text);
    expect((await quests.row(id)).readyToldAt).not.toBeNull();
    await dispatch();
    await dispatch();
    expect(receivedBy(p.sub.endpoint)).toEqual([
      { title: 'Contract ready', body: text, url: JOURNAL_PAGE_PATH, tag: `entry-${entry!.id}` },
    ]);
  });

  it('tells once that a contract not done has an hour left; none with the toggle off, the entry all the same', async () => {
    const p = await awayPlayer('deadline');
    const off = await awayPlayer('deadline-off');
    const put = await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookie: off.cookie,
      payload: { contractDeadline: false },
    });
    expect(put.json().contractDeadline).toBe(false);
    const warn = scaleDuration(GameConstants.quests.deadlineWarningMs, t.app.deps.config.gameSpeed);
    const deadline = new Date(t.clock.now().getTime() + warn + 60_000);
    for (const who of [p, off]) {
      await quests.contract(who.character.id, cityIds.Hearthmere!, { status: 'active', title: 'Feed 5 families', deadline });
    }
    await remind();
    expect(await entriesOf(p.character.id, JournalEntryType.contractDeadline)).toHaveLength(0);

    t.clock.advance(60_000);
    await remind();
    await remind();
    const left = describeDuration(Math.ceil((deadline.getTime() - t.clock.now().getTime()) / 60_000) * 60_000);
    const text = `Your contract "Feed 5 families" for Sister Elowen runs out in ${left}.`;
    for (const who of [p, off]) {
      const entries = await entriesOf(who.character.id, JournalEntryType.contractDeadline);
      expect(entries.map((e) => e.parts.map((x) => x.text).join(''))).toEqual([text]);
    }
    await rows.setCharacter(p.character.id, { lastSeenAt: new Date(t.clock.now().getTime() - LOOKING_WINDOW_MS - 1) });
    await rows.setCharacter(off.character.id, { lastSeenAt: new Date(t.clock.now().getTime() - LOOKING_WINDOW_MS - 1) });
    await dispatch();
    expect(receivedBy(p.sub.endpoint).map((x) => [x.title, x.body])).toEqual([['Contract deadline', text]]);
    expect(receivedBy(off.sub.endpoint)).toEqual([]);
  });
});

describe('a chain opened', () => {
  it('is told when a hand-in lifts the standing to the tier that opens it: in the answer, the event log and a push', async () => {
    const p = await awayPlayer('chain', { level: 4 });
    await db()
      .insert(questStandingTable)
      .values({ characterId: p.character.id, cityId: cityIds.Hearthmere!, patron: 'neutral', points: 8 });
    const id = await quests.contract(p.character.id, cityIds.Hearthmere!, {
      status: 'active',
      patron: 'neutral',
      progress: 2,
      rewardStanding: 3,
    });
    const res = await quests.act(p.cookie, id, 'complete');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('A quest chain is open to you: "Brannoc\'s Bargain".');
    const entries = await entriesOf(p.character.id, JournalEntryType.chainOpened);
    const text = 'A quest chain is open to you: "Brannoc\'s Bargain", from Factor Brannoc of Hearthmere.';
    expect(entries.map((e) => e.parts.map((x) => x.text).join(''))).toEqual([text]);
    await rows.setCharacter(p.character.id, { lastSeenAt: new Date(t.clock.now().getTime() - LOOKING_WINDOW_MS - 1) });
    await dispatch();
    expect(receivedBy(p.sub.endpoint).map((x) => [x.title, x.body])).toEqual([['Quest chain opened', text]]);

    // A second hand-in for the same patron opens nothing new.
    const again = await quests.contract(p.character.id, cityIds.Hearthmere!, {
      status: 'active',
      patron: 'neutral',
      progress: 2,
    });
    expect((await quests.act(p.cookie, again, 'complete')).json().message).not.toContain('quest chain');
    expect(await entriesOf(p.character.id, JournalEntryType.chainOpened)).toHaveLength(1);
  });
});

describe("the chronicle's daily digest", () => {
  it('goes out once a day across instances, only to those who turned it on, and not on a quiet day', async () => {
    const on = await awayPlayer('digest-on');
    const offByDefault = await awayPlayer('digest-default');
    const put = await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookie: on.cookie,
      payload: { chronicle: true },
    });
    expect(put.json().chronicle).toBe(true);
    const speed = t.app.deps.config.gameSpeed;
    const dayKey = (now: Date) => {
      const day = previousGameDay(now.getTime(), speed);
      return gameDay((day.startMs + day.endMs) / 2, speed);
    };
    const key = dayKey(t.clock.now());
    await db()
      .insert(chroniclesTable)
      .values({ day: key, lines: ['Heroes did 12 deeds.', 'Ana broke out 3 prisoners.'], createdAt: t.clock.now() })
      .onConflictDoUpdate({
        target: chroniclesTable.day,
        set: { lines: ['Heroes did 12 deeds.', 'Ana broke out 3 prisoners.'] },
      });

    // Two instances, each with its own job, on the same beat: one digest.
    const [a, b] = [chronicleDigestJob(t.app.deps), chronicleDigestJob(t.app.deps)];
    const answers = await Promise.all([a(t.clock.now()), b(t.clock.now())]);
    const digests = answers.filter((x) => x !== null);
    expect(digests).toEqual([
      {
        kind: 'chronicle',
        payload: {
          title: "Yesterday's chronicle",
          body: 'Heroes did 12 deeds. Ana broke out 3 prisoners.',
          url: '/',
          tag: 'chronicle',
        },
      },
    ]);
    expect(await a(t.clock.now())).toBeNull();
    expect(await chronicleDigestJob(t.app.deps)(t.clock.now())).toBeNull();
    await broadcast(t.app.deps, await vapid(), 'chronicle', digests[0]!.payload);
    expect(receivedBy(on.sub.endpoint).map((x) => x.title)).toEqual(["Yesterday's chronicle"]);
    expect(receivedBy(offByDefault.sub.endpoint)).toEqual([]);

    // A quiet day's chronicle has no line: no digest goes out, and the day is done with all the same.
    t.clock.advance(scaleDuration(24 * 3_600_000, speed));
    const next = dayKey(t.clock.now());
    expect(next).not.toBe(key);
    await db().insert(chroniclesTable).values({ day: next, lines: [], createdAt: t.clock.now() });
    expect(await a(t.clock.now())).toBeNull();
    const [quiet] = await db().select().from(chroniclesTable).where(eq(chroniclesTable.day, next));
    expect(quiet?.digestSentAt).not.toBeNull();
    expect(receivedBy(on.sub.endpoint)).toHaveLength(1);
  });
});
