import { SCRIPT_CALL_HEADER } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, signUp, type TestApp, uniqueEmail } from '../kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 24 * 3600_000;
const script = { [SCRIPT_CALL_HEADER.name]: SCRIPT_CALL_HEADER.value };
/** What Chromium sends for the web client's own `fetch`. */
const fetchFromPage = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', ...script };

const signedIn = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/account', cookie })).statusCode === 200;

describe('logout', () => {
  it("signs out the web client's own script call", async () => {
    const { cookie } = await signUp(t);
    const res = await t.request({ method: 'GET', url: '/api/auth/logout', cookie, headers: fetchFromPage });
    expect(res.statusCode).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('signs out a client that is not a browser when it sends the header', async () => {
    const { cookie } = await signUp(t);
    expect((await t.request({ method: 'GET', url: '/api/auth/logout', cookie, headers: script })).statusCode).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });

  it.each([
    [
      'an <img> in a bio (same origin)',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    ],
    [
      'a link followed on the site',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    ],
    ['a typed address or bookmark', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }],
    ['an image in a browser without Sec-Fetch headers', {}],
    ['another site, even with the header', { 'sec-fetch-site': 'cross-site', ...script }],
    ['a sibling subdomain, even with the header', { 'sec-fetch-site': 'same-site', ...script }],
    ['a foreign Origin without Sec-Fetch headers', { origin: 'https://evil.example', ...script }],
  ])('does not sign out %s (403)', async (_what, headers) => {
    const { cookie } = await signUp(t);
    const res = await t.request({ method: 'GET', url: '/api/auth/logout', cookie, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.forbidden' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each([
    '/api/auth/%6cogout',
    '/api/auth/%6C%6F%67%6F%75%74',
    '/api/auth/logou%74',
    '/api/%61uth/logout',
    '/%61pi/auth/logout',
    '/api//auth/logout',
    '/api/auth//logout',
    '/api/auth/logout/',
    '/api/auth/logout?next=/',
    '/api/auth/logout#x',
    '/api/auth/./logout',
    '/api/auth/x/../logout',
  ])('does not sign out an image whatever the spelling: %s', async (url) => {
    const { cookie } = await signUp(t);
    const res = await t.request({
      method: 'GET',
      url,
      cookie,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await signedIn(cookie)).toBe(true);
  });
});

describe('writes from a browser', () => {
  it.each(['same-site', 'cross-site', 'none'])('refuses Sec-Fetch-Site: %s with 403 and changes nothing', async (site) => {
    const email = uniqueEmail('origin');
    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD },
      headers: { 'sec-fetch-site': site },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Cross-site requests are not allowed.', code: 'auth.forbidden' });
    // The account was not created: the same e-mail registers now from the page itself.
    const same = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(201);
  });

  it('refuses a signed-in same-site write whatever the path spelling', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/%70assword',
      cookie,
      payload: { currentPassword: PASSWORD, newPassword: 'another good password' },
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });
});

describe('session lifetime', () => {
  it('ends a session 30 days after sign-in even when it is used every day', async () => {
    const { cookie } = await signUp(t);
    for (let day = 1; day < 30; day += 1) {
      t.clock.advance(DAY);
      expect(await signedIn(cookie), `day ${day}`).toBe(true);
    }
    t.clock.advance(DAY - 1000);
    expect(await signedIn(cookie), 'one second before 30 days').toBe(true);
    t.clock.advance(1000);
    expect(await signedIn(cookie), 'at 30 days').toBe(false);
  });

  it('ends a session unused for 7 days, and keeps one used within them', async () => {
    const { cookie } = await signUp(t);
    t.clock.advance(7 * DAY - 60_000);
    expect(await signedIn(cookie)).toBe(true);
    t.clock.advance(7 * DAY - 60_000);
    expect(await signedIn(cookie)).toBe(true);
    t.clock.advance(7 * DAY);
    expect(await signedIn(cookie)).toBe(false);
  });
});
