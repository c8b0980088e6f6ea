import { Role, SCRIPT_CALL_HEADER } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRole } from '../../src/modules/accounts/index.ts';
import { AppError } from '../../src/lib/errors.ts';
import { createTestApp, PASSWORD, signUp, signUpWithCharacter, type TestApp, uniqueEmail } from '../kit.ts';

// The edges of signing in and out that players and operators meet less often: roles granted by
// ADMIN_EMAILS at login, a password check the server could not make, the e-mail a deleted
// account leaves behind, logging out without a session, and roles set by the operator.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password = PASSWORD, app = t) =>
  app.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const roleOf = async (email: string) => (await login(email)).json().role as number;

describe('ADMIN_EMAILS at login', () => {
  it('makes a listed account staff when it logs in, and leaves other roles as they are', async () => {
    const listed = await signUp(t);
    const owner = await signUp(t);
    await setRole({ db: t.app.deps.db }, owner.email, Role.owner);
    const player = await signUp(t);
    const listing = await createTestApp({
      database: t.database,
      clock: t.clock,
      config: { adminEmails: [listed.email, owner.email] },
    });
    try {
      expect((await login(listed.email, PASSWORD, listing)).json()).toMatchObject({ role: Role.staff, isAdmin: true });
      // An owner on the list is not lowered to staff.
      expect((await login(owner.email, PASSWORD, listing)).json()).toMatchObject({ role: Role.owner });
      expect((await login(player.email, PASSWORD, listing)).json()).toMatchObject({ role: Role.player, isAdmin: false });
    } finally {
      await listing.close();
    }
    // Staff set by the operator stay staff on a server whose list does not name them.
    expect(await roleOf(listed.email)).toBe(Role.staff);
    expect(await roleOf(owner.email)).toBe(Role.owner);
  });
});

describe('a password check the server could not make', () => {
  it('answers as the checker did and counts no failure, at login and when confirming a password', async () => {
    const player = await signUp(t);
    const busy = new AppError('auth.busy', 503, 'The server is busy. Please try again in 2 seconds.');
    const verify = vi.spyOn(t.app.passwords, 'verify');
    try {
      verify.mockRejectedValue(busy);
      for (let i = 0; i < 6; i += 1) {
        expect((await login(player.email, 'wrong password!')).statusCode).toBe(503);
        const confirm = await t.request({
          method: 'POST',
          url: '/api/auth/password',
          cookie: player.cookie,
          payload: { currentPassword: 'wrong password!', newPassword: 'another secret' },
        });
        expect(confirm.statusCode).toBe(503);
      }
    } finally {
      verify.mockRestore();
    }
    // None of the twelve counted: five wrong passwords are still answered 401, the sixth 429.
    for (let i = 1; i <= 5; i += 1) expect((await login(player.email, 'wrong password!')).statusCode).toBe(401);
    expect((await login(player.email, 'wrong password!')).statusCode).toBe(429);
  });
});

describe('confirming the password', () => {
  it('gives the attempt back when the password is right, without clearing earlier failures', async () => {
    const player = await signUp(t);
    const confirm = (currentPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/password',
        cookie: player.cookie,
        payload: { currentPassword, newPassword: PASSWORD },
      });
    for (let i = 1; i < 5; i += 1) expect((await confirm('wrong password!')).statusCode).toBe(403);
    for (let i = 0; i < 3; i += 1) expect((await confirm(PASSWORD)).statusCode).toBe(200);
    // The fifth failure is still answered, and locks the account.
    expect((await confirm('wrong password!')).statusCode).toBe(403);
    expect((await confirm(PASSWORD)).statusCode).toBe(429);
  });
});

describe('a deleted account', () => {
  it('cannot be logged into by its placeholder e-mail, with any password', async () => {
    const player = await signUp(t);
    const deleted = await t.request({
      method: 'POST',
      url: '/api/auth/delete',
      cookie: player.cookie,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    for (const password of [PASSWORD, '!deleted', 'anything at all']) {
      const res = await login(`deleted-${player.userId}@deleted.invalid`, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'auth.invalid_credentials', message: 'Invalid email or password.' });
    }
  });
});

describe('"last used"', () => {
  it('is written at most once a minute, by the first call a minute after the last write', async () => {
    const player = await signUp(t);
    const lastUsed = async () =>
      new Date(
        (
          await t.database.query<{ last_used_at: Date }>('SELECT last_used_at FROM sessions WHERE user_id = $1', [player.userId])
        )[0]!.last_used_at,
      ).toISOString();
    const signedUpAt = await lastUsed();
    t.clock.advance(59_999);
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(200);
    expect(await lastUsed()).toBe(signedUpAt);
    // Another instance has no cached entry, so its read runs the statement, which must not write either.
    const other = await createTestApp({ database: t.database, clock: t.clock });
    try {
      expect((await other.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
    expect(await lastUsed()).toBe(signedUpAt);
    t.clock.advance(1);
    const minuteLater = t.clock.now().toISOString();
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(200);
    expect(await lastUsed()).toBe(minuteLater);
  });
});

describe('logging out', () => {
  it('answers ok without a session, and clears the cookie for the whole site', async () => {
    for (const cookie of [undefined, 'tod_session=not-a-session']) {
      const res = await t.request({
        method: 'GET',
        url: '/api/auth/logout',
        cookie,
        headers: { [SCRIPT_CALL_HEADER.name]: SCRIPT_CALL_HEADER.value },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const cleared = String(res.headers['set-cookie']);
      expect(cleared).toMatch(/^tod_session=;/);
      expect(cleared).toContain('Path=/');
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
  });
});

describe('roles set by the operator', () => {
  const events = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/character/events', cookie })).json().entries as { type: string; text: string }[];
  const roleEntries = async (cookie: string) => (await events(cookie)).filter((e) => e.type === 'staff.role_changed');

  it("tells the character's owner once per real change, not when the role stays the same", async () => {
    const player = await signUpWithCharacter(t);
    await setRole({ db: t.app.deps.db, clock: t.clock }, `  ${player.email.toUpperCase()} `, Role.moderator);
    await setRole({ db: t.app.deps.db, clock: t.clock }, player.email, Role.moderator);
    expect((await roleEntries(player.cookie)).map((e) => e.text)).toEqual(['Staff made you a moderator.']);
    expect(await roleOf(player.email)).toBe(Role.moderator);
  });

  it('refuses an e-mail no account has', async () => {
    const email = uniqueEmail('nobody');
    await expect(setRole({ db: t.app.deps.db }, email, Role.staff)).rejects.toMatchObject({
      code: 'auth.no_such_account',
      message: `No account has the email ${email}.`,
    });
  });
});
