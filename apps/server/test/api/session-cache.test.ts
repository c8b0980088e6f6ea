import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../../src/modules/accounts/index.ts';
import { PASSWORD, createTestApp, sessionCookie, signUp, signUpWithCharacter, type TestApp, signOut } from '../kit.ts';

// The session statement (and, on the embedded database, the session cache) must never answer
// from before a write, whoever made it: a service, the operator CLI, or plain SQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = async (cookie: string) => {
  const res = await t.request({ method: 'GET', url: '/api/auth/account', cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('what a signed-in request knows about its account', () => {
  it('sees a role change made outside any request (CLI, ADMIN_EMAILS) on the next call', async () => {
    const user = await signUp(t);
    expect(await account(user.cookie)).toMatchObject({ role: 0, isAdmin: false });
    const refused = await t.request({ method: 'GET', url: '/api/admin/audit', cookie: user.cookie });
    expect(refused.statusCode).toBe(403);
    await setRole({ db: t.app.deps.db }, user.email, 2);
    expect(await account(user.cookie)).toMatchObject({ role: 2, isAdmin: true });
    const allowed = await t.request({ method: 'GET', url: '/api/admin/audit', cookie: user.cookie });
    expect(allowed.statusCode).toBe(200);
  });

  it('sees a character written by plain SQL, and its city renamed, on the next call', async () => {
    const p = await signUpWithCharacter(t);
    const before = await account(p.cookie);
    expect(before.playerCharacter).toMatchObject({ gold: 100 });
    await t.database.query('UPDATE characters SET gold = 777, level = 3 WHERE id = $1', [p.character.id]);
    expect((await account(p.cookie)).playerCharacter).toMatchObject({ gold: 777, level: 3 });
    const cityId = before.playerCharacter.location.id;
    const [city] = await t.database.query<{ name: string }>('SELECT name FROM cities WHERE id = $1', [cityId]);
    await t.database.query('UPDATE cities SET name = $1 WHERE id = $2', ['Renamed Haven', cityId]);
    try {
      expect((await account(p.cookie)).playerCharacter.location).toEqual({ id: cityId, name: 'Renamed Haven' });
    } finally {
      await t.database.query('UPDATE cities SET name = $1 WHERE id = $2', [city?.name, cityId]);
    }
  });

  // ADR 0056: the attempt's own write keeps the session cached with the character as written.
  it('sees its own deeds as the database holds them, and a change made after them', async () => {
    const p = await signUpWithCharacter(t);
    await account(p.cookie);
    const deeds = (await t.request({ method: 'GET', url: '/api/deeds', cookie: p.cookie })).json() as {
      id: string;
      level: number;
    }[];
    const deed = deeds.find((d) => d.level === 1)!;
    for (let i = 0; i < 3; i += 1) {
      const attempt = await t.request({ method: 'POST', url: `/api/deeds/${deed.id}/complete`, cookie: p.cookie });
      expect(attempt.statusCode, attempt.body).toBe(200);
      // A new session's first call reads the database.
      const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: PASSWORD } });
      expect(login.statusCode, login.body).toBe(200);
      const fresh = (await account(sessionCookie(login))).playerCharacter;
      expect((await account(p.cookie)).playerCharacter).toEqual(fresh);
      expect(fresh).toEqual(attempt.json().character);
      // Past the cooldown and any jail the deed gave.
      t.clock.advance(86_400_000);
    }
    await t.database.query('UPDATE characters SET gold = 4242 WHERE id = $1', [p.character.id]);
    expect((await account(p.cookie)).playerCharacter).toMatchObject({ gold: 4242 });
  });

  it('sees a retirement and a new heir at once, on the account and on GET /character', async () => {
    const p = await signUpWithCharacter(t);
    expect((await t.request({ method: 'GET', url: '/api/character/', cookie: p.cookie })).statusCode).toBe(200);
    const retired = await t.request({ method: 'POST', url: '/api/character/retire', cookie: p.cookie });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await account(p.cookie)).playerCharacter).toMatchObject({ id: p.character.id, dead: true });
    expect((await t.request({ method: 'GET', url: '/api/character/', cookie: p.cookie })).statusCode).toBe(403);
    const heir = await t.request({
      method: 'POST',
      url: '/api/character/create',
      cookie: p.cookie,
      payload: { name: `Heir${Date.now() % 100000}`, bio: 'Next.', childCode: p.character.childCode },
    });
    expect(heir.statusCode, heir.body).toBe(201);
    expect((await account(p.cookie)).playerCharacter).toMatchObject({ id: heir.json().id, dead: false });
  });

  it('forgets a session at logout and when the account is deleted', async () => {
    const user = await signUp(t);
    await account(user.cookie);
    const out = await signOut(t, user.cookie);
    expect(out.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: user.cookie })).statusCode).toBe(401);

    const other = await signUp(t);
    await account(other.cookie);
    await t.database.query('DELETE FROM users WHERE email = $1', [other.email]);
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: other.cookie })).statusCode).toBe(401);
  });

  it('still ends a session after a week unused', async () => {
    const user = await signUp(t);
    await account(user.cookie);
    t.clock.advance(7 * 24 * 3600_000 + 1);
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: user.cookie })).statusCode).toBe(401);
  });
});
