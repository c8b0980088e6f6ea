import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rng } from '../../src/lib/rng.ts';
import { sequenceRng } from '../kit/rng.ts';
import { charactersTable } from '../../src/modules/characters/index.ts';
import { deedsTable } from '../../src/modules/deeds/deeds.sql.ts';
import { citiesTable } from '../../src/modules/world/world.sql.ts';
import {
  dueNotificationsTable,
  ensureVapidKeys,
  LOOKING_WINDOW_MS,
  pushSubscriptionsTable,
  runDueNotifications,
} from '../../src/modules/notifications/index.ts';
import { type PushReceiver, startPushReceiver } from '../push-receiver.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';

let t: TestApp;
let receiver: PushReceiver;
let draws: Rng = sequenceRng([0]);
const useDraws = (...values: number[]) => {
  draws = sequenceRng(values);
};
let deedId = '';
let jailDeedId = '';
let evenCity = '';
const MINUTE = 60_000;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ rng: () => draws(), config: { pushAllowedOrigins: [receiver.origin] } });
  const now = t.clock.now();
  [{ id: deedId }] = (await t.app.deps.db
    .insert(deedsTable)
    .values({
      name: 'Test: Sweep a Yard',
      level: 1,
      alignment: 0,
      rewardGold: 10,
      rewardExperience: 10,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: deedsTable.id })) as [{ id: string }];
  [{ id: jailDeedId }] = (await t.app.deps.db
    .insert(deedsTable)
    .values({
      name: 'Test: Cut a Purse',
      level: 1,
      alignment: -1,
      rewardGold: 10,
      rewardExperience: 10,
      rewardJailSeconds: 120,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: deedsTable.id })) as [{ id: string }];
  [{ id: evenCity }] = (await t.app.deps.db
    .insert(citiesTable)
    .values({ name: 'Test: Push Field', alignment: 0, createdAt: now })
    .returning({ id: citiesTable.id })) as [{ id: string }];
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });
const subscribe = (cookie: string | undefined, payload: object) => post('/api/notifications/subscriptions', cookie, payload);
const vapid = () => ensureVapidKeys(t.app.deps.db, t.clock.now());
const run = async (at = t.clock.now()) => runDueNotifications(t.app.deps, await vapid(), at);
const receivedBy = (endpoint: string) =>
  receiver.received.filter((r) => r.path === new URL(endpoint).pathname).map((r) => r.payload);
const subscriptionsOf = async (endpoint: string) =>
  t.app.deps.db.select().from(pushSubscriptionsTable).where(eq(pushSubscriptionsTable.endpoint, endpoint));
/** The player left the game: last seen longer ago than the looking window. */
const away = async (characterId: string) =>
  t.app.deps.db
    .update(charactersTable)
    .set({ lastSeenAt: new Date(t.clock.now().getTime() - LOOKING_WINDOW_MS - 1) })
    .where(eq(charactersTable.id, characterId));

describe('due notifications', () => {
  async function subscribedPlayer(name = 'due') {
    const p = await signUpWithCharacter(t);
    const sub = receiver.subscription(name);
    expect((await subscribe(p.cookie, sub)).statusCode).toBe(201);
    return { ...p, sub };
  }
  const attempt = (cookie: string) => post(`/api/deeds/${deedId}/complete`, cookie);
  const dueRows = async (userId: string) =>
    t.app.deps.db.select().from(dueNotificationsTable).where(eq(dueNotificationsTable.userId, userId));
  const userIdOf = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/auth/account', cookie })).json().id as string;

  it('sends "Deed ready" once when the cooldown ends, not before, and not again', async () => {
    const p = await subscribedPlayer();
    useDraws(0, 0, 0);
    const { cooldown } = (await attempt(p.cookie)).json();
    const endsAt = new Date(cooldown);
    await away(p.character.id);
    await run(new Date(endsAt.getTime() - 1));
    expect(receivedBy(p.sub.endpoint)).toEqual([]);
    expect(await dueRows(await userIdOf(p.cookie))).toHaveLength(1);
    await run(endsAt);
    expect(receivedBy(p.sub.endpoint)).toEqual([
      { title: 'Deed ready', body: 'Your deed cooldown is over.', url: '/deeds', tag: 'deedReady' },
    ]);
    await run(new Date(endsAt.getTime() + MINUTE));
    expect(receivedBy(p.sub.endpoint)).toHaveLength(1);
  });

  it('a new attempt replaces the due row of the cooldown it supersedes: one row, one push at the new end', async () => {
    const p = await subscribedPlayer();
    const userId = await userIdOf(p.cookie);
    useDraws(0, 0, 0);
    await attempt(p.cookie);
    t.clock.advance(2 * MINUTE);
    useDraws(0, 0, 0);
    const second = new Date((await attempt(p.cookie)).json().cooldown);
    const rows = await dueRows(userId);
    expect(rows.map((r) => [r.kind, r.dueAt])).toEqual([['deedReady', second]]);
    await away(p.character.id);
    await run(second);
    expect(receivedBy(p.sub.endpoint)).toHaveLength(1);
  });

  it('writes no due row for a refused attempt, nor for a player without a subscription', async () => {
    const p = await subscribedPlayer();
    const userId = await userIdOf(p.cookie);
    await t.app.deps.db
      .update(charactersTable)
      .set({ jailedUntil: new Date(t.clock.now().getTime() + MINUTE) })
      .where(eq(charactersTable.id, p.character.id));
    expect((await attempt(p.cookie)).statusCode).toBe(403);
    expect(await dueRows(userId)).toEqual([]);

    const plain = await signUpWithCharacter(t);
    useDraws(0, 0, 0);
    expect((await attempt(plain.cookie)).json().success).toBe(1);
    expect(await dueRows(await userIdOf(plain.cookie))).toEqual([]);
  });

  it('skips the push while the player is looking at the game, and when the kind is turned off', async () => {
    const looking = await subscribedPlayer();
    useDraws(0, 0, 0);
    const endsAt = new Date((await attempt(looking.cookie)).json().cooldown);
    // The page is open: a signed-in call a minute after the end refreshes "last seen".
    t.clock.set(endsAt.getTime() + MINUTE);
    await t.request({ method: 'GET', url: '/api/character/active', cookie: looking.cookie });
    expect((await run()).skipped).toBeGreaterThanOrEqual(1);
    expect(receivedBy(looking.sub.endpoint)).toEqual([]);

    const off = await subscribedPlayer();
    await t.request({ method: 'PUT', url: '/api/notifications/preferences', cookie: off.cookie, payload: { deedReady: false } });
    useDraws(0, 0, 0);
    const offEnds = new Date((await attempt(off.cookie)).json().cooldown);
    await away(off.character.id);
    expect((await run(new Date(Math.max(offEnds.getTime(), t.clock.now().getTime())))).skipped).toBeGreaterThanOrEqual(1);
    expect(receivedBy(off.sub.endpoint)).toEqual([]);
  });

  it('released from jail at the end of the sentence; nothing when bail ended it early', async () => {
    const served = await subscribedPlayer('served');
    const bailed = await subscribedPlayer('bailed');
    let releaseAt = new Date(0);
    for (const p of [served, bailed]) {
      await t.app.deps.db.update(charactersTable).set({ cityId: evenCity }).where(eq(charactersTable.id, p.character.id));
      useDraws(0.99, 0.49);
      releaseAt = new Date((await post(`/api/deeds/${jailDeedId}/complete`, p.cookie)).json().lastJail);
    }
    expect((await post('/api/character/bail', bailed.cookie)).statusCode).toBe(200);
    await away(served.character.id);
    await away(bailed.character.id);
    await run(releaseAt);
    expect(receivedBy(served.sub.endpoint)).toContainEqual({
      title: 'Released from jail',
      body: 'You served your sentence and are free.',
      url: '/city',
      tag: 'releasedFromJail',
    });
    expect(receivedBy(bailed.sub.endpoint).filter((p) => (p as { tag: string }).tag === 'releasedFromJail')).toEqual([]);
  });

  it('training ready and rested after travel, each at its end', async () => {
    const p = await subscribedPlayer();
    await t.app.deps.db.update(charactersTable).set({ gold: 1000 }).where(eq(charactersTable.id, p.character.id));
    const skills = (await t.request({ method: 'GET', url: '/api/character/skills/', cookie: p.cookie })).json() as {
      id: string;
    }[];
    useDraws(0);
    const trained = new Date((await post(`/api/character/skills/${skills[0]!.id}`, p.cookie)).json().cooldown);
    const { destinations } = (
      await t.request({ method: 'GET', url: '/api/character/travel/destinations', cookie: p.cookie })
    ).json();
    useDraws(0);
    const rested = new Date((await post('/api/character/travel', p.cookie, { cityID: destinations[0].id })).json().cooldown);
    await away(p.character.id);
    await run(new Date(Math.max(trained.getTime(), rested.getTime(), t.clock.now().getTime())));
    expect(receivedBy(p.sub.endpoint)).toEqual(
      expect.arrayContaining([
        { title: 'Training ready', body: 'You can train again.', url: '/training', tag: 'trainingReady' },
        { title: 'Arrived', body: 'You have rested from your journey.', url: '/city', tag: 'arrived' },
      ]),
    );
    expect(receivedBy(p.sub.endpoint)).toHaveLength(2);
  });

  it('broken out and bailed out by someone else: pushed at once to the away player, with the journal text', async () => {
    const prisoner = await subscribedPlayer('prisoner');
    const rescuer = await signUpWithCharacter(t);
    const jailedUntil = new Date(t.clock.now().getTime() + 10 * MINUTE);
    const [{ cityId }] = (await t.app.deps.db
      .select({ cityId: charactersTable.cityId })
      .from(charactersTable)
      .where(eq(charactersTable.id, rescuer.character.id))) as [{ cityId: string }];
    await t.app.deps.db.update(charactersTable).set({ jailedUntil, cityId }).where(eq(charactersTable.id, prisoner.character.id));
    await away(prisoner.character.id);
    useDraws(0);
    expect(
      (await post('/api/character/actions/jailbreak', rescuer.cookie, { player: prisoner.character.id })).json().success,
    ).toBe(true);
    await run();
    expect(receivedBy(prisoner.sub.endpoint)).toEqual([
      {
        title: 'Broken out',
        body: `${rescuer.character.username} broke you out of jail.`,
        url: '/events',
        tag: expect.stringMatching(/^entry-\d+$/),
      },
    ]);
    await run();
    expect(receivedBy(prisoner.sub.endpoint)).toHaveLength(1);
  });

  it('a due row survives a restart: a new app on the same database sends it, once', async () => {
    const p = await subscribedPlayer('restart');
    useDraws(0, 0, 0);
    const endsAt = new Date((await attempt(p.cookie)).json().cooldown);
    const restarted = await createTestApp({
      database: t.database,
      clock: t.clock,
      config: { pushAllowedOrigins: [receiver.origin] },
    });
    try {
      await away(p.character.id);
      const keys = await ensureVapidKeys(restarted.app.deps.db, t.clock.now());
      expect(keys).toEqual(await vapid());
      await runDueNotifications(restarted.app.deps, keys, new Date(Math.max(endsAt.getTime(), t.clock.now().getTime())));
      await run(new Date(Math.max(endsAt.getTime(), t.clock.now().getTime())));
      expect(receivedBy(p.sub.endpoint)).toHaveLength(1);
    } finally {
      await restarted.app.close();
    }
  });

  it('removes a subscription that answers 410 when a due notification is sent', async () => {
    const p = await subscribedPlayer('gone-due');
    receiver.respondWith(p.sub.endpoint, 410);
    useDraws(0, 0, 0);
    const endsAt = new Date((await attempt(p.cookie)).json().cooldown);
    await away(p.character.id);
    const report = await run(new Date(Math.max(endsAt.getTime(), t.clock.now().getTime())));
    expect(report.removed).toBeGreaterThanOrEqual(1);
    expect(await subscriptionsOf(p.sub.endpoint)).toEqual([]);
  });
});
