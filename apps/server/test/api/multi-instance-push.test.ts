import { PERSONAL_SSE_EVENT } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { FakeClock } from '../kit/clock.ts';
import { sequenceRng } from '../kit/rng.ts';
import { charactersTable } from '../../src/modules/characters/index.ts';
import { deedsTable } from '../../src/modules/deeds/deeds.sql.ts';
import { pruneJournal } from '../../src/modules/journal/index.ts';
import { ensureVapidKeys, LOOKING_WINDOW_MS, runDueNotifications } from '../../src/modules/notifications/index.ts';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { createTestApp, dbKind, freshDatabase, secondConnection, signUpWithCharacter, type TestApp } from '../kit.ts';
import { type PushReceiver, startPushReceiver } from '../push-receiver.ts';

// Two instances on one PostgreSQL database (vitest.config.ts runs this file there only).
describe('push and the journal with two server instances', () => {
  if (dbKind !== 'postgres') throw new Error('multi-instance tests need the server-postgres project');
  let databaseA: Database;
  let databaseB: Database;
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  let receiver: PushReceiver;
  let deedId = '';
  const clock = new FakeClock(new Date('2026-06-01T12:00:00Z'));
  const streams: EventStream[] = [];
  let vapidA: { publicKey: string; privateKey: string };

  beforeAll(async () => {
    receiver = await startPushReceiver();
    databaseA = await freshDatabase();
    databaseB = secondConnection(databaseA);
    // Both instances start at once on a database without keys: one pair is kept.
    const [keysA, keysB] = await Promise.all([
      ensureVapidKeys(databaseA.db, clock.now()),
      ensureVapidKeys(databaseB.db, clock.now()),
    ]);
    expect(keysA).toEqual(keysB);
    vapidA = keysA;
    const config = { pushAllowedOrigins: [receiver.origin] };
    a = await createTestApp({ database: databaseA, clock, config, rng: sequenceRng([0]) });
    b = await createTestApp({ database: databaseB, clock, config });
    urlB = await listen(b.app);
    const now = clock.now();
    [{ id: deedId }] = (await databaseA.db
      .insert(deedsTable)
      .values({
        name: 'Test: Carry Water',
        level: 1,
        alignment: 0,
        rewardGold: 1,
        rewardExperience: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: deedsTable.id })) as [{ id: string }];
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await a?.close();
    await b?.close();
    await databaseA?.close();
    await databaseB?.close();
    await receiver?.close();
  });

  it('sends each due notification exactly once while both instances dispatch at the same time', async () => {
    const players = [];
    for (let i = 0; i < 12; i += 1) {
      const p = await signUpWithCharacter(a);
      const sub = receiver.subscription(`race${i}`);
      expect(
        (await a.request({ method: 'POST', url: '/api/notifications/subscriptions', cookie: p.cookie, payload: sub })).statusCode,
      ).toBe(201);
      expect((await a.request({ method: 'POST', url: `/api/deeds/${deedId}/complete`, cookie: p.cookie })).statusCode).toBe(200);
      await databaseA.db
        .update(charactersTable)
        .set({ lastSeenAt: new Date(clock.now().getTime() - LOOKING_WINDOW_MS - 1) })
        .where(eq(charactersTable.id, p.character.id));
      players.push(sub);
    }
    const at = new Date(clock.now().getTime() + 10 * 60_000);
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        runDueNotifications(a.app.deps, vapidA, at),
        runDueNotifications(b.app.deps, vapidA, at),
        runDueNotifications(a.app.deps, vapidA, at),
        runDueNotifications(b.app.deps, vapidA, at),
      ]);
    }
    for (const sub of players) {
      const got = receiver.received.filter((r) => r.path === new URL(sub.endpoint).pathname);
      expect(got.map((r) => (r.payload as { tag: string }).tag)).toEqual(['deedReady']);
    }
  });

  it("pushes a journal entry recorded on one instance to the account's feed on the other, and to no one else", async () => {
    const actor = await signUpWithCharacter(a);
    const bystander = await signUpWithCharacter(a);
    const mine = await openEventStream(urlB, '/api/shoutbox/feed', { cookie: actor.cookie });
    const theirs = await openEventStream(urlB, '/api/shoutbox/feed', { cookie: bystander.cookie });
    streams.push(mine, theirs);
    clock.advance(60 * 60_000);
    expect((await a.request({ method: 'POST', url: `/api/deeds/${deedId}/complete`, cookie: actor.cookie })).statusCode).toBe(
      200,
    );
    const event = await mine.next();
    expect(event.event).toBe(PERSONAL_SSE_EVENT);
    const message = JSON.parse(event.data);
    const page = (await b.request({ method: 'GET', url: '/api/character/events', cookie: actor.cookie })).json();
    expect(message).toEqual({ type: 'journal.entry_recorded', id: page.entries[0].id, entry: page.entries[0] });
    // The bystander's next event is its own entry: the actor's never reached it.
    expect((await a.request({ method: 'POST', url: `/api/deeds/${deedId}/complete`, cookie: bystander.cookie })).statusCode).toBe(
      200,
    );
    const own = JSON.parse((await theirs.next()).data);
    const bystanderPage = (await b.request({ method: 'GET', url: '/api/character/events', cookie: bystander.cookie })).json();
    expect(own.id).toBe(bystanderPage.entries[0].id);
  });

  it('prunes once when both instances ask at the same time', async () => {
    const at = new Date(clock.now().getTime() + 24 * 60 * 60_000);
    const results = await Promise.all([pruneJournal(databaseA.db, at), pruneJournal(databaseB.db, at)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });
});
