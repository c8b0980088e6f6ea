import { ChatLimits, departedName, RESET_TOKEN_TTL_MS } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '../../src/modules/admin/index.ts';
import { createResetToken } from '../../src/modules/accounts/index.ts';
import { createTestApp, PASSWORD, sessionCookie, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { signUpWithRole } from './admin-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'a brand new secret';

async function login(email: string, password = PASSWORD) {
  return t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}
const account = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/account', cookie });

/** The audit log's entries about one account, newest first, as staff read them. */
async function auditOf(userId: string): Promise<Record<string, unknown>[]> {
  const staff = await signUpWithRole(t, 2);
  const res = await t.request({ method: 'GET', url: '/api/admin/audit?action=accounts.', cookie: staff.cookie });
  expect(res.statusCode).toBe(200);
  return (res.json() as Record<string, unknown>[]).filter((e) => e.targetId === userId);
}
const userIdOf = async (cookie: string) => (await account(cookie)).json().id as string;

describe('changing the password', () => {
  it('needs the current password, ends every other session and keeps this one', async () => {
    const user = await signUp(t);
    const other = sessionCookie(await login(user.email));
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      cookie: user.cookie,
      payload: { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ code: 'auth.wrong_password', message: 'The password is not correct.' });
    expect((await account(other)).statusCode).toBe(200);

    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      cookie: user.cookie,
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await account(user.cookie)).statusCode).toBe(200);
    expect((await account(other)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const userId = await userIdOf(user.cookie);
    expect(await auditOf(userId)).toEqual([
      expect.objectContaining({
        actorId: userId,
        actorEmail: user.email,
        action: 'accounts.password_changed',
        before: null,
        after: null,
      }),
    ]);
  });

  it('counts wrong current passwords like failed logins: the 6th try answers 429, even when right', async () => {
    const user = await signUp(t);
    const change = (currentPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/password',
        cookie: user.cookie,
        payload: { currentPassword, newPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`guess number ${i}`)).statusCode).toBe(403);
    const blocked = await change(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000);
    expect((await change(PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a visitor with 401 and a short new password with 400', async () => {
    const visitor = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(visitor.statusCode).toBe(401);
    const user = await signUp(t);
    const short = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      cookie: user.cookie,
      payload: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters.');
  });
});

describe('changing the e-mail', () => {
  it('normalises the new e-mail, needs the password and refuses one in use with 409', async () => {
    const user = await signUp(t);
    const taken = await signUp(t);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/email',
      cookie: user.cookie,
      payload: { email: 'fresh@example.com', password: 'nope nope' },
    });
    expect(wrong.statusCode).toBe(403);
    const clash = await t.request({
      method: 'POST',
      url: '/api/auth/email',
      cookie: user.cookie,
      payload: { email: taken.email.toUpperCase(), password: PASSWORD },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ code: 'auth.email_taken', message: 'Another account already uses this email.' });
    const fresh = `  Fresh-${Date.now()}@Example.COM `;
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/email',
      cookie: user.cookie,
      payload: { email: fresh, password: PASSWORD },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().email).toBe(fresh.trim().toLowerCase());
    expect((await login(fresh.trim().toLowerCase())).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(401);
    const userId = await userIdOf(user.cookie);
    expect(await auditOf(userId)).toEqual([
      expect.objectContaining({
        actorEmail: user.email,
        action: 'accounts.email_changed',
        before: { email: user.email },
        after: { email: fresh.trim().toLowerCase() },
      }),
    ]);
  });

  it('refuses a visitor with 401 and a bad e-mail with 400', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/email', payload: { email: 'a@b.co', password: PASSWORD } })).statusCode,
    ).toBe(401);
    const user = await signUp(t);
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/email',
      cookie: user.cookie,
      payload: { email: 'not an email', password: PASSWORD },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deleting the account', () => {
  it('ends every session and leaves the character dead and anonymised, in chat too', async () => {
    const player = await signUpWithCharacter(t);
    const playerId = await userIdOf(player.cookie);
    const other = sessionCookie(await login(player.email));
    const viewer = await signUpWithCharacter(t);
    await t.request({
      method: 'PATCH',
      url: '/api/character/bio',
      cookie: player.cookie,
      payload: { bio: 'My real name is Bob.' },
    });
    t.clock.advance(ChatLimits.minIntervalMs);
    const posted = await t.request({
      method: 'POST',
      url: '/api/shoutbox/message',
      cookie: player.cookie,
      payload: { message: 'goodbye' },
    });
    expect(posted.statusCode).toBe(201);

    const wrong = await t.request({ method: 'POST', url: '/api/auth/delete', cookie: player.cookie, payload: { password: 'x' } });
    expect(wrong.statusCode).toBe(403);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/delete',
      cookie: player.cookie,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'tod_session')?.value).toBe('');
    expect((await account(player.cookie)).statusCode).toBe(401);
    expect((await account(other)).statusCode).toBe(401);
    expect((await login(player.email)).statusCode).toBe(401);

    const name = departedName(player.character.id);
    const profile = (
      await t.request({ method: 'GET', url: `/api/character/${player.character.id}`, cookie: viewer.cookie })
    ).json();
    expect(profile).toMatchObject({ username: name, bio: '', icon: null, dead: true });
    const history = (await t.request({ method: 'GET', url: '/api/shoutbox/history', cookie: viewer.cookie })).json();
    const line = history.find((m: { id: number }) => m.id === posted.json().id);
    expect(line.username).toBe(name);
    expect(await auditOf(playerId)).toEqual([
      expect.objectContaining({
        actorEmail: player.email,
        action: 'accounts.deleted',
        before: { email: player.email },
        after: { characters: [player.character.id] },
      }),
    ]);
    // The e-mail is free again.
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/register', payload: { email: player.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a visitor with 401', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/delete', payload: { password: PASSWORD } })).statusCode).toBe(401);
  });
});

describe('operator password reset', () => {
  it('sets the password once with the token, ends every session, and is audited', async () => {
    const user = await signUp(t);
    const userId = await userIdOf(user.cookie);
    const { token, expiresAt } = await createResetToken(t.app.deps, CLI_ACTOR, `  ${user.email.toUpperCase()} `);
    const res = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: NEW_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await account(user.cookie)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: PASSWORD } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'auth.reset_invalid',
      message: 'This reset link is invalid, used or expired. Ask an operator for a new one.',
    });
    const staff = await signUpWithRole(t, 2);
    const audit = (await t.request({ method: 'GET', url: '/api/admin/audit?action=accounts.', cookie: staff.cookie })).json();
    const mine = audit.filter((e: { targetId: string }) => e.targetId === userId);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'accounts.password_reset', actorEmail: user.email, actorId: userId }),
        expect.objectContaining({
          action: 'accounts.reset_link_created',
          after: { email: user.email, expiresAt: expiresAt.toISOString() },
        }),
      ]),
    );
  });

  it('refuses a token after its hour, and an older token once a newer one was made', async () => {
    const user = await signUp(t);
    const first = await createResetToken(t.app.deps, CLI_ACTOR, user.email);
    const second = await createResetToken(t.app.deps, CLI_ACTOR, user.email);
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: first.token, password: NEW_PASSWORD },
    });
    expect(old.statusCode).toBe(400);
    t.clock.advance(RESET_TOKEN_TTL_MS - 1000);
    const third = await createResetToken(t.app.deps, CLI_ACTOR, user.email);
    t.clock.advance(1000);
    const expired = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: second.token, password: NEW_PASSWORD },
    });
    expect(expired.statusCode).toBe(400);
    t.clock.advance(RESET_TOKEN_TTL_MS - 1001);
    const last = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: third.token, password: NEW_PASSWORD },
    });
    expect(last.statusCode).toBe(200);
  });

  it('gives one success when the same token is used twice at once', async () => {
    const user = await signUp(t);
    const { token } = await createResetToken(t.app.deps, CLI_ACTOR, user.email);
    const answers = await Promise.all(
      ['first password', 'second password'].map((password) =>
        t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'first password' : 'second password';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });

  it('refuses an unknown e-mail and a malformed token', async () => {
    await expect(createResetToken(t.app.deps, CLI_ACTOR, 'nobody@example.com')).rejects.toMatchObject({
      code: 'auth.no_such_account',
      message: 'No account has the email nobody@example.com.',
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'short', password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('The reset link is incomplete.');
  });
});
