import { buildPath, contactsApi } from '@tod/contracts';
import { describeDuration } from '@tod/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureVapidKeys, LOOKING_WINDOW_MS, runDueNotifications } from '../../src/modules/notifications/index.ts';
import { type PushReceiver, startPushReceiver } from '../push-receiver.ts';
import { createTestApp, type signUpWithCharacter, type TestApp } from '../kit.ts';
import { makeFriends } from './contacts-kit.ts';
import { gameplayRows, replayedDraws } from './gameplay-kit.ts';

// The partnerJailed push names who was jailed, where, and for how long (docs/contacts.md,
// "Partners"), read when it is sent; a partner already out again is not pushed about.
let t: TestApp;
let receiver: PushReceiver;
const draws = replayedDraws();
const rows = gameplayRows(() => t);
let cityId = '';
let jailingDeed = '';
const CITY = 'Test: Gaolsby';
type Player = Awaited<ReturnType<typeof signUpWithCharacter>>;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ rng: draws.rng, config: { pushAllowedOrigins: [receiver.origin] } });
  cityId = await rows.insertCity({ name: CITY, alignment: 0, xPosition: 71, yPosition: 71 });
  jailingDeed = await rows.insertDeed({
    name: 'Test: Rattle the Gate',
    level: 1,
    alignment: 0,
    failureMessage: 'The watch grabs you.',
    rewardGold: 10,
    rewardExperience: 60,
    rewardJailSeconds: 150,
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const propose = (p: Player, other: Player) =>
  t.request({ method: 'POST', url: `/api${buildPath(contactsApi.partner.path, { id: other.character.id })}`, cookie: p.cookie });

/** Two partners; the second has a push subscription on the test receiver and is away from the game. */
async function partners() {
  const a = await rows.player(cityId);
  const b = await rows.player(cityId);
  await makeFriends(t, a, b);
  await propose(a, b);
  expect((await propose(b, a)).json()).toEqual({ status: 'partners' });
  const sub = receiver.subscription('partner');
  const res = await t.request({ method: 'POST', url: '/api/notifications/subscriptions', cookie: b.cookie, payload: sub });
  expect(res.statusCode).toBe(201);
  await rows.setCharacter(b.character.id, { lastSeenAt: new Date(t.clock.now().getTime() - LOOKING_WINDOW_MS - 1) });
  return { a, b, sub };
}
const run = async () => runDueNotifications(t.app.deps, await ensureVapidKeys(t.app.deps.db, t.clock.now()), t.clock.now());
const receivedBy = (endpoint: string) =>
  receiver.received.filter((r) => r.path === new URL(endpoint).pathname).map((r) => r.payload);

describe('the partnerJailed push', () => {
  it('names the partner, the jail and the time left, in whole minutes', async () => {
    const { a, sub } = await partners();
    draws.use(0.99, 0.49);
    const res = await t.request({ method: 'POST', url: `/api/deeds/${jailingDeed}/complete`, cookie: a.cookie });
    const jailedUntil = new Date(res.json().lastJail).getTime();
    expect(jailedUntil).toBeGreaterThan(t.clock.now().getTime());
    t.clock.advance(5_000);
    await run();
    // 150 s sentence, 5 s gone: 2 minutes 25 seconds left, said as 3 minutes.
    const left = describeDuration(Math.ceil((jailedUntil - t.clock.now().getTime()) / 60_000) * 60_000);
    expect(left).toBe('3 minutes');
    expect(receivedBy(sub.endpoint)).toEqual([
      {
        title: 'Partner jailed',
        body: `${a.character.username} was thrown in the jail of ${CITY}: 3 minutes left. Break them out for the partner bonus.`,
        url: '/city',
        tag: 'partnerJailed',
      },
    ]);
    await run();
    expect(receivedBy(sub.endpoint)).toHaveLength(1);
  });

  it('a rescuer caught breaking in is named too', async () => {
    const { a, sub } = await partners();
    const prisoner = await rows.player(cityId, { jailedUntil: new Date(t.clock.now().getTime() + 600_000) });
    draws.use(0.4, 0.49);
    const res = await t.request({
      method: 'POST',
      url: '/api/character/actions/jailbreak',
      cookie: a.cookie,
      payload: { player: prisoner.character.id },
    });
    expect(res.json()).toMatchObject({ success: false, jailTime: expect.any(String) });
    await run();
    const [push] = receivedBy(sub.endpoint) as { body: string }[];
    expect(push?.body).toMatch(new RegExp(`^${a.character.username} was thrown in the jail of ${CITY}: \\d+ minutes? left\\.`));
  });

  it('is not sent once the partner is out again before it goes', async () => {
    const { a, b, sub } = await partners();
    draws.use(0.99, 0.49);
    await t.request({ method: 'POST', url: `/api/deeds/${jailingDeed}/complete`, cookie: a.cookie });
    // Broken out (or bailed) before the dispatcher ran: nobody left to rescue.
    await rows.setCharacter(a.character.id, { jailedUntil: t.clock.now() });
    const pending = () =>
      t.database.query(`SELECT 1 FROM due_notifications WHERE kind = 'partnerJailed' AND user_id = $1`, [b.userId]);
    expect(await pending()).toHaveLength(1);
    await run();
    expect(receivedBy(sub.endpoint)).toEqual([]);
    // Claimed and dropped: it is not sent later either.
    expect(await pending()).toHaveLength(0);
  });
});
