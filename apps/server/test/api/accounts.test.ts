import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, sessionCookie, signUp, type TestApp, uniqueEmail, signOut } from '../kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: ['boss@example.com'] } });
});
afterAll(() => t.close());

describe('the session cookie behind an https proxy', () => {
  it('is marked secure when the proxy says the page was https', async () => {
    const behind = await createTestApp({ config: { trustProxy: true } });
    try {
      const res = await behind.request({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: uniqueEmail('secure'), password: PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'tod_session')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await behind.close();
    }
  });
});

describe('register', () => {
  it('creates an account, signs it in and normalises the e-mail', async () => {
    const email = uniqueEmail('Mixed');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `  ${email.toUpperCase()} `, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: email.toLowerCase(), role: 0, isAdmin: false, playerCharacter: null });
    const cookie = res.cookies.find((c) => c.name === 'tod_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Over plain http (the tests') not marked secure, or the browser would drop it; it lasts as long as the session may.
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires?.getTime()).toBe(t.clock.now().getTime() + 30 * 86_400_000);
    const account = await t.request({ method: 'GET', url: '/api/auth/account', cookie: sessionCookie(res) });
    expect(account.statusCode).toBe(200);
    expect(account.json().email).toBe(email.toLowerCase());
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'Enter a valid email address.'],
    [{ email: uniqueEmail(), password: 'short' }, 'Password must be at least 8 characters.'],
    [{ email: uniqueEmail(), password: 'x'.repeat(257) }, 'Password must be at most 256 characters.'],
    [{ email: `${'a'.repeat(250)}@example.com`, password: PASSWORD }, 'Email must be at most 254 characters.'],
    [{ password: PASSWORD }, 'Email is required.'],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a second account on the same e-mail with 409', async () => {
    const { email } = await signUp(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'auth.email_taken',
      message: 'This email cannot be registered. If it is yours, log in instead.',
    });
  });

  it('gives role 2 to an e-mail listed in ADMIN_EMAILS', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'Boss@Example.com', password: PASSWORD },
    });
    expect(res.json()).toMatchObject({ role: 2, isAdmin: true });
  });
});

describe('login and logout', () => {
  it('logs in with a new session token each time and logs out server-side', async () => {
    const { email, cookie: first } = await signUp(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    const out = await signOut(t, second);
    expect(out.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: second })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: first })).statusCode).toBe(200);
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(t);
    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password!' } });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('ghost'), password: 'wrong password!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'auth.invalid_credentials', message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('throttles an account after 5 failures with 429 and a retry time, even for the right password', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password!' } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Try again in \d+ minutes?/);
    t.clock.advance(16 * 60_000);
    const later = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(later.statusCode).toBe(200);
  });

  it('expires an idle session after exactly 7 days, and the refused call does not revive it', async () => {
    const account = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/account', cookie });
    const kept = await signUp(t);
    const idle = await signUp(t);
    const week = 7 * 24 * 3600_000;
    t.clock.advance(week - 1);
    // One millisecond short of the limit the session is alive, and this call marks it used.
    expect((await account(kept.cookie)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await account(idle.cookie)).statusCode).toBe(401);
    // The session read that refused it wrote nothing: a minute later it is still expired.
    t.clock.advance(60_000);
    expect((await account(idle.cookie)).statusCode).toBe(401);
    expect((await account(kept.cookie)).statusCode).toBe(200);
  });
});

describe('protections', () => {
  it('answers 401 signed out', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/account' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(expect.objectContaining({ message: 'You must be signed in.' }));
  });

  it('refuses a cross-site write with 403 and accepts a same-origin one', async () => {
    const payload = { email: uniqueEmail(), password: PASSWORD };
    const cross = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    const badOrigin = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(badOrigin.statusCode).toBe(403);
    const same = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(201);
  });

  it('answers malformed JSON with 400, oversize bodies with 413 and unknown routes with 404', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON.');
    const big = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    const missing = await t.request({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Not found.');
  });

  it('sends a page security headers with a strict Content-Security-Policy', async () => {
    const res = await t.request({ method: 'GET', url: '/deeds' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['/api/health', '/api/auth/account', '/api/nowhere', '/api?x=1'])(
    'sends %s only the headers that protect a script-read answer: nothing loads, nothing frames or sniffs it',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
        expect(res.headers[pageOnly]).toBeUndefined();
      }
    },
  );

  it('treats a path that only starts like the API as a page', async () => {
    const res = await t.request({ method: 'GET', url: '/apiary' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
