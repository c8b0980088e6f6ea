import { API_KEY_LIMITS, RateLimits, Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/modules/admin/index.ts';
import { createResetToken } from '../../src/modules/accounts/index.ts';
import { sha256Hex } from '../../src/lib/ids.ts';
import { createTestApp, PASSWORD, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { signUpWithRole } from './admin-kit.ts';
import { clearLimits, makeKey, withKey } from './apikeys-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keysOf = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/apikeys', cookie })).json() as Array<Record<string, unknown>>;
const create = (cookie: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/apikeys', cookie, payload });
const rowsOf = async (userId: string) =>
  t.database.query<{ token_hash: string; prefix: string }>('SELECT token_hash, prefix FROM api_keys WHERE user_id = $1', [
    userId,
  ]);

describe('making keys', () => {
  it('shows the key once, keeps only its hash and a prefix, and lists it with created and last used', async () => {
    const p = await signUpWithCharacter(t);
    const res = await create(p.cookie, { name: '  Timer app ', scopes: ['jail', 'public', 'cooldowns'] });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made.key).toMatch(/^tod_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({
      name: 'Timer app',
      scopes: ['public', 'cooldowns', 'jail'],
      prefix: made.key.slice(0, 12),
      lastUsedAt: null,
    });
    const [row] = await rowsOf(p.userId);
    expect(row).toEqual({ token_hash: sha256Hex(made.key), prefix: made.key.slice(0, 12) });
    const listed = await keysOf(p.cookie);
    expect(listed).toEqual([
      { id: made.id, name: 'Timer app', prefix: made.prefix, scopes: made.scopes, createdAt: made.createdAt, lastUsedAt: null },
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.key);
    t.clock.advance(5_000);
    expect((await withKey(t, made.key, '/api/me/status')).statusCode).toBe(200);
    expect((await keysOf(p.cookie))[0]!.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const p = await signUp(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'x', scopes: ['everything'] }, 'Unknown scope'],
      [{ name: 'x'.repeat(API_KEY_LIMITS.nameMax + 1), scopes: ['public'] }, `at most ${API_KEY_LIMITS.nameMax} characters`],
      [{ name: '   ', scopes: ['public'] }, 'Name the key.'],
      [{ name: 'x', scopes: [] }, 'Choose what the key may read.'],
      [{ name: 'bad\u0007name', scopes: ['public'] }, 'control characters'],
      [{ scopes: ['public'] }, 'Name the key.'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(p.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await rowsOf(p.userId)).toEqual([]);
    expect((await create(p.cookie, { name: 'x'.repeat(API_KEY_LIMITS.nameMax), scopes: ['public'] })).statusCode).toBe(201);
  });

  it(`holds at most ${API_KEY_LIMITS.perAccount} keys an account, even when 20 requests race`, async () => {
    const p = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(p.cookie, { name: `Key ${i}`, scopes: ['public'] })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(API_KEY_LIMITS.perAccount);
    const refused = results.filter((r) => r.statusCode !== 201);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'apikeys.too_many', message: 'You can hold at most 10 keys. Revoke one first.' });
    }
    expect(await rowsOf(p.userId)).toHaveLength(API_KEY_LIMITS.perAccount);
  });
});

describe('revoking keys', () => {
  it('one by one, at once; another account’s key is not found', async () => {
    const p = await signUpWithCharacter(t);
    const other = await signUpWithCharacter(t);
    const first = await makeKey(t, p.cookie, ['cooldowns']);
    const second = await makeKey(t, p.cookie, ['cooldowns']);
    const theirs = await makeKey(t, other.cookie, ['cooldowns']);
    expect((await t.request({ method: 'DELETE', url: `/api/apikeys/${theirs.id}`, cookie: p.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/apikeys/${theirs.id}/calls`, cookie: p.cookie })).statusCode).toBe(404);
    expect((await withKey(t, theirs.key, '/api/me/status')).statusCode).toBe(200);
    const gone = await t.request({ method: 'DELETE', url: `/api/apikeys/${first.id}`, cookie: p.cookie });
    expect(gone.json()).toEqual({ ok: true });
    const refused = await withKey(t, first.key, '/api/me/status');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'apikeys.invalid', message: 'This API key is unknown or has been revoked.' });
    expect((await withKey(t, second.key, '/api/me/status')).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/apikeys/${first.id}`, cookie: p.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/apikeys/not-a-uuid', cookie: p.cookie })).statusCode).toBe(400);
  });

  it('all of them when the password changes or is reset, the account is deleted, or it is banned', async () => {
    await clearLimits(t);
    const changer = await signUpWithCharacter(t);
    const k1 = await makeKey(t, changer.cookie, ['public']);
    const changed = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      cookie: changer.cookie,
      payload: { currentPassword: PASSWORD, newPassword: 'another horse battery' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await withKey(t, k1.key, '/api/leaderboard')).statusCode).toBe(401);

    const forgetful = await signUpWithCharacter(t);
    const k2 = await makeKey(t, forgetful.cookie, ['public']);
    const { token } = await createResetToken(t.app.deps, CLI_ACTOR, forgetful.email);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a brand new one!' } }))
        .statusCode,
    ).toBe(200);
    expect((await withKey(t, k2.key, '/api/leaderboard')).statusCode).toBe(401);

    const leaver = await signUpWithCharacter(t);
    const k3 = await makeKey(t, leaver.cookie, ['public']);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/delete', cookie: leaver.cookie, payload: { password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect((await withKey(t, k3.key, '/api/leaderboard')).statusCode).toBe(401);

    const cheat = await signUpWithCharacter(t);
    const k4 = await makeKey(t, cheat.cookie, ['public']);
    const staff = await signUpWithRole(t, Role.staff);
    const ban = await t.request({
      method: 'POST',
      url: '/api/moderation/bans',
      cookie: staff.cookie,
      payload: { characterId: cheat.character.id, reason: 'Cheating' },
    });
    expect(ban.statusCode, ban.body).toBe(201);
    expect((await withKey(t, k4.key, '/api/leaderboard')).statusCode).toBe(401);
    expect(await rowsOf(cheat.userId)).toEqual([]);
  });
});

describe('limits and the call log', () => {
  it('100 key calls a minute per account across its keys, then 429 with Retry-After and RateLimit headers', async () => {
    await clearLimits(t);
    const p = await signUpWithCharacter(t);
    const one = await makeKey(t, p.cookie, ['public']);
    const two = await makeKey(t, p.cookie, ['public']);
    const first = await withKey(t, one.key, '/api/cities');
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '100', 'ratelimit-remaining': '99', 'ratelimit-reset': '60' });
    // Calls 2 to 99 as if made: the counter is the one the key calls write.
    await t.database.query('UPDATE rate_limits SET hits = $1 WHERE key = $2', [
      RateLimits.keyCallsPerAccount.limit - 1,
      `key:account:${p.userId}`,
    ]);
    const last = await withKey(t, two.key, '/api/cities');
    expect(last.statusCode).toBe(200);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    const refused = await withKey(t, one.key, '/api/cities');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({ 'retry-after': '60', 'ratelimit-limit': '100', 'ratelimit-remaining': '0' });
    expect(refused.json().code).toBe('limits.too_many');
    // The cookie is not a key: the player still plays.
    expect((await t.request({ method: 'GET', url: '/api/cities', cookie: p.cookie })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await withKey(t, two.key, '/api/cities')).statusCode).toBe(200);
  });

  it('1,000 key calls a minute per address, whoever the accounts', async () => {
    await clearLimits(t);
    const p = await signUpWithCharacter(t);
    const { key } = await makeKey(t, p.cookie, ['public']);
    const ends = new Date(t.clock.now().getTime() + 30_000).toISOString();
    await t.database.query('INSERT INTO rate_limits (key, hits, window_started_at, window_ends_at) VALUES ($1, $2, $3, $4)', [
      'key:address:127.0.0.1',
      RateLimits.keyCallsPerAddress.limit,
      t.clock.now().toISOString(),
      ends,
    ]);
    const res = await withKey(t, key, '/api/cities');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
  });

  it('blocks an address for a while after repeated unknown keys, valid keys included', async () => {
    await clearLimits(t);
    const p = await signUpWithCharacter(t);
    const { key } = await makeKey(t, p.cookie, ['public']);
    for (let i = 0; i < RateLimits.badKeysPerAddress.limit; i++) {
      const res = await withKey(t, `tod_${'x'.repeat(43)}`, '/api/cities');
      expect(res.statusCode).toBe(401);
    }
    expect((await withKey(t, 'not a key', '/api/cities')).statusCode).toBe(429);
    const blocked = await withKey(t, key, '/api/cities');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('apikeys.blocked');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(RateLimits.badKeysPerAddress.windowMs);
    expect((await withKey(t, key, '/api/cities')).statusCode).toBe(200);
  });

  it('logs each call (time, endpoint, address prefix) for its owner to read, newest first', async () => {
    await clearLimits(t);
    const p = await signUpWithCharacter(t);
    const made = await makeKey(t, p.cookie, ['public', 'cooldowns']);
    await withKey(t, made.key, '/api/cities');
    t.clock.advance(1_000);
    await withKey(t, made.key, '/api/me/stats');
    const calls = await t.request({ method: 'GET', url: `/api/apikeys/${made.id}/calls`, cookie: p.cookie });
    expect(calls.json()).toEqual([
      { at: t.clock.now().toISOString(), method: 'GET', endpoint: '/api/me/stats', status: 403, address: '127.0.0.x' },
      {
        at: new Date(t.clock.now().getTime() - 1_000).toISOString(),
        method: 'GET',
        endpoint: '/api/cities',
        status: 200,
        address: '127.0.0.x',
      },
    ]);
  });
});

describe('public reads', () => {
  it('a visitor reads the leaderboard, profiles, cities and the deed catalogue, cached briefly', async () => {
    await clearLimits(t);
    const p = await signUpWithCharacter(t);
    const deeds = (await t.request({ method: 'GET', url: '/api/deeds/catalogue' })).json() as Array<{ id: string }>;
    expect(deeds.length).toBeGreaterThan(0);
    const cities = (await t.request({ method: 'GET', url: '/api/cities' })).json() as Array<{ id: string }>;
    for (const url of [
      '/api/leaderboard?by=gold',
      `/api/character/${p.character.id}`,
      '/api/cities',
      `/api/cities/${cities[0]!.id}`,
      '/api/deeds/catalogue',
      `/api/deeds/${deeds[0]!.id}`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=10');
    }
    const profile = (await t.request({ method: 'GET', url: `/api/character/${p.character.id}` })).json();
    expect(profile).not.toHaveProperty('childCode');
    expect(profile).not.toHaveProperty('email');
  });

  it('counts a visitor’s public reads per address', async () => {
    await clearLimits(t);
    const ends = new Date(t.clock.now().getTime() + 20_000).toISOString();
    await t.database.query('INSERT INTO rate_limits (key, hits, window_started_at, window_ends_at) VALUES ($1, $2, $3, $4)', [
      'read:address:127.0.0.1',
      RateLimits.publicReadsPerAddress.limit - 1,
      t.clock.now().toISOString(),
      ends,
    ]);
    expect((await t.request({ method: 'GET', url: '/api/leaderboard' })).statusCode).toBe(200);
    const refused = await t.request({ method: 'GET', url: '/api/leaderboard' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('20');
  });
});
