import { PUSH_ENDPOINT_HTTPS_MESSAGE, PushLimits, TEST_PUSH_PAYLOAD } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureVapidKeys, pushSubscriptionsTable } from '../../src/modules/notifications/index.ts';
import { type PushReceiver, startPushReceiver } from '../push-receiver.ts';
import { createTestApp, signUp, type TestApp } from '../kit.ts';

let t: TestApp;
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({ config: { pushAllowedOrigins: [receiver.origin] } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });
const subscribe = (cookie: string | undefined, payload: object) => post('/api/notifications/subscriptions', cookie, payload);
const vapid = () => ensureVapidKeys(t.app.deps.db, t.clock.now());
const receivedBy = (endpoint: string) =>
  receiver.received.filter((r) => r.path === new URL(endpoint).pathname).map((r) => r.payload);
const subscriptionsOf = async (endpoint: string) =>
  t.app.deps.db.select().from(pushSubscriptionsTable).where(eq(pushSubscriptionsTable.endpoint, endpoint));

describe('VAPID public key', () => {
  it('is made once and kept in the database: every call and a second app give the same key', async () => {
    const u = await signUp(t);
    const res = await t.request({ method: 'GET', url: '/api/notifications/vapid-public-key', cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    // An uncompressed P-256 point, base64url.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await vapid()).publicKey).toBe(publicKey);
    expect((await t.request({ method: 'GET', url: '/api/notifications/vapid-public-key' })).statusCode).toBe(401);
  });
});

describe('subscriptions', () => {
  it('keeps an https subscription and one on an allowed origin; refuses anything else with 400 and keeps nothing', async () => {
    const u = await signUp(t);
    const keys = receiver.subscription().keys;
    const https = { endpoint: 'https://push.example.test/send/abc', expirationTime: null, keys };
    const res = await subscribe(u.cookie, https);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ endpoint: https.endpoint });
    expect(await subscriptionsOf(https.endpoint)).toHaveLength(1);
    expect((await subscribe(u.cookie, receiver.subscription())).statusCode).toBe(201);

    for (const endpoint of [
      'http://push.example.test/send/abc',
      'http://127.0.0.1:1/internal',
      `${receiver.origin.replace('127.0.0.1', 'localhost')}/push/x`,
      'ftp://push.example.test/x',
      'file:///etc/passwd',
    ]) {
      const refused = await subscribe(u.cookie, { endpoint, keys });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().message).toBeTruthy();
      expect(await subscriptionsOf(endpoint)).toEqual([]);
    }
    expect((await subscribe(u.cookie, { endpoint: 'http://10.0.0.1/x', keys })).json().message).toBe(PUSH_ENDPOINT_HTTPS_MESSAGE);
    expect((await subscribe(u.cookie, { endpoint: https.endpoint })).statusCode).toBe(400);
    expect((await subscribe(u.cookie, { endpoint: https.endpoint, keys: { p256dh: 'short', auth: keys.auth } })).statusCode).toBe(
      400,
    );
    expect((await subscribe(undefined, https)).statusCode).toBe(401);
  });

  it('keeps the newest 10 of an account: an 11th replaces the oldest', async () => {
    const u = await signUp(t);
    const subs = [];
    for (let i = 0; i < PushLimits.maxSubscriptions + 1; i += 1) {
      const sub = receiver.subscription('many');
      subs.push(sub);
      expect((await subscribe(u.cookie, sub)).statusCode).toBe(201);
      t.clock.advance(1);
    }
    expect(await subscriptionsOf(subs[0]!.endpoint)).toEqual([]);
    for (const sub of subs.slice(1)) expect(await subscriptionsOf(sub.endpoint)).toHaveLength(1);
  });

  it('deletes only the caller’s own subscription', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const sub = receiver.subscription();
    await subscribe(owner.cookie, sub);
    const del = (cookie: string) =>
      t.request({ method: 'DELETE', url: '/api/notifications/subscriptions', cookie, payload: { endpoint: sub.endpoint } });
    expect((await del(other.cookie)).json()).toEqual({ removed: false });
    expect(await subscriptionsOf(sub.endpoint)).toHaveLength(1);
    expect((await del(owner.cookie)).json()).toEqual({ removed: true });
    expect(await subscriptionsOf(sub.endpoint)).toEqual([]);
  });
});

describe('preferences', () => {
  it('are all on until changed but the opt-in daily chronicle; a PUT changes the kinds given and keeps the rest; bad input is 400', async () => {
    const u = await signUp(t);
    const get = () => t.request({ method: 'GET', url: '/api/notifications/preferences', cookie: u.cookie });
    const put = (payload: object) =>
      t.request({ method: 'PUT', url: '/api/notifications/preferences', cookie: u.cookie, payload });
    const all = {
      deedReady: true,
      trainingReady: true,
      arrived: true,
      releasedFromJail: true,
      brokenOut: true,
      eventsWhileAway: true,
      directMessage: true,
      partnerJailed: true,
      crew: true,
      contractReady: true,
      contractDeadline: true,
      chainOpened: true,
      chronicle: false,
      crewWithdrawals: true,
      crewGroupDeeds: true,
      termDeposit: true,
    };
    expect((await get()).json()).toEqual(all);
    expect((await put({ deedReady: false })).json()).toEqual({ ...all, deedReady: false });
    expect((await put({ eventsWhileAway: false })).json()).toEqual({ ...all, deedReady: false, eventsWhileAway: false });
    expect((await put({})).json()).toEqual({ ...all, deedReady: false, eventsWhileAway: false });
    expect((await put({ chronicle: true })).json()).toMatchObject({ chronicle: true, contractReady: true });
    expect((await put({ chronicle: false })).json()).toMatchObject({ chronicle: false });
    expect((await put({ arrived: 'no' })).statusCode).toBe(400);
    expect((await put({ unknown: true })).statusCode).toBe(400);
    expect((await get()).json()).toEqual({ ...all, deedReady: false, eventsWhileAway: false });
    expect((await t.request({ method: 'GET', url: '/api/notifications/preferences' })).statusCode).toBe(401);
  });
});

describe('test push', () => {
  it('reaches every subscription of the account, decrypted to the test text; none is 0', async () => {
    const u = await signUp(t);
    expect((await post('/api/notifications/test', u.cookie)).json()).toEqual({ sent: 0 });
    const one = receiver.subscription('test');
    const two = receiver.subscription('test');
    await subscribe(u.cookie, one);
    await subscribe(u.cookie, two);
    // Within 10 seconds of the last test: 429, nothing sent.
    t.clock.advance(PushLimits.testIntervalMs - 1);
    const early = await post('/api/notifications/test', u.cookie);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBeDefined();
    expect(receivedBy(one.endpoint)).toEqual([]);
    t.clock.advance(1);
    expect((await post('/api/notifications/test', u.cookie)).json()).toEqual({ sent: 2 });
    expect(receivedBy(one.endpoint)).toEqual([TEST_PUSH_PAYLOAD]);
    expect(receivedBy(two.endpoint)).toEqual([TEST_PUSH_PAYLOAD]);
    const headers = receiver.received.find((r) => r.path === new URL(one.endpoint).pathname)!.headers;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect((await post('/api/notifications/test', undefined)).statusCode).toBe(401);
  });

  it('forgets a subscription the push service says is gone (410), and one that is not found (404)', async () => {
    const u = await signUp(t);
    const gone = receiver.subscription('gone');
    const missing = receiver.subscription('missing');
    await subscribe(u.cookie, gone);
    await subscribe(u.cookie, missing);
    receiver.respondWith(gone.endpoint, 410);
    receiver.respondWith(missing.endpoint, 404);
    expect((await post('/api/notifications/test', u.cookie)).json()).toEqual({ sent: 0 });
    expect(await subscriptionsOf(gone.endpoint)).toEqual([]);
    expect(await subscriptionsOf(missing.endpoint)).toEqual([]);
  });

  it('keeps a subscription whose push service fails for now (500)', async () => {
    const u = await signUp(t);
    const flaky = receiver.subscription('flaky');
    await subscribe(u.cookie, flaky);
    receiver.respondWith(flaky.endpoint, 500);
    expect((await post('/api/notifications/test', u.cookie)).json()).toEqual({ sent: 0 });
    expect(await subscriptionsOf(flaky.endpoint)).toHaveLength(1);
  });
});
