import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUp, signUpWithCharacter, type TestApp, signOut } from '../kit.ts';

// GET /api/auth/session: "who is signed in" with a visitor as an answer, not a 401 (docs/hardening.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers a visitor 200 with no account', async () => {
  const res = await t.request({ method: 'GET', url: '/api/auth/session' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ account: null });
  // The account call itself still answers a visitor 401.
  expect((await t.request({ method: 'GET', url: '/api/auth/account' })).statusCode).toBe(401);
});

it('answers an unknown or broken session cookie like a visitor', async () => {
  for (const cookie of ['tod_session=nosuchsession', 'tod_session=%00', 'tod_session=']) {
    const res = await t.request({ method: 'GET', url: '/api/auth/session', cookie });
    expect(res.statusCode, cookie).toBe(200);
    expect(res.json(), cookie).toEqual({ account: null });
  }
});

it('gives a signed-in player the same account as GET /api/auth/account, with or without a character', async () => {
  const player = await signUpWithCharacter(t);
  const withCharacter = await t.request({ method: 'GET', url: '/api/auth/session', cookie: player.cookie });
  expect(withCharacter.statusCode).toBe(200);
  const account = await t.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie });
  expect(withCharacter.json()).toEqual({ account: account.json() });
  expect(withCharacter.json().account.playerCharacter.username).toBe(player.character.username);

  const newcomer = await signUp(t);
  const without = await t.request({ method: 'GET', url: '/api/auth/session', cookie: newcomer.cookie });
  expect(without.json().account).toMatchObject({ email: newcomer.email, playerCharacter: null });
});

it('answers no account once the player has logged out', async () => {
  const player = await signUpWithCharacter(t);
  const logout = await signOut(t, player.cookie);
  expect(logout.statusCode).toBe(200);
  const res = await t.request({ method: 'GET', url: '/api/auth/session', cookie: player.cookie });
  expect(res.json()).toEqual({ account: null });
});
