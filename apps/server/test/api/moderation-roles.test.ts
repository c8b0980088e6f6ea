import { Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from '../kit.ts';
import { type Cast, cast, EVERYONE, expected, post, type Who, withRole } from './moderation-kit.ts';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
});
afterAll(async () => t?.close());

const cookieOf = (who: Who) => (who === 'visitor' ? undefined : c[who].cookie);

describe('who may call what', () => {
  it.each(EVERYONE)('%s: lists reports, mutes and bans as their role allows', async (who) => {
    const cookie = cookieOf(who);
    expect((await t.request({ method: 'GET', url: '/api/moderation/reports', cookie })).statusCode).toBe(expected(who, 1, 200));
    expect((await t.request({ method: 'GET', url: '/api/moderation/mutes', cookie })).statusCode).toBe(expected(who, 1, 200));
    expect((await t.request({ method: 'GET', url: '/api/moderation/bans', cookie })).statusCode).toBe(expected(who, 2, 200));
  });

  it.each(EVERYONE)('%s: deletes a message only from role 1', async (who) => {
    const message = await post(t, c.player, `delete me (${who})`);
    const res = await t.request({
      method: 'POST',
      url: `/api/moderation/messages/${message.id}/delete`,
      cookie: cookieOf(who),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(expected(who, 1, 200));
  });

  it.each(EVERYONE)('%s: mutes and unmutes only from role 1', async (who) => {
    const target = await withRole(t, Role.player);
    const cookie = cookieOf(who);
    const res = await t.request({
      method: 'POST',
      url: '/api/moderation/mutes',
      cookie,
      payload: { characterId: target.character.id, durationMinutes: 5, reason: 'Rude' },
    });
    expect(res.statusCode, res.body).toBe(expected(who, 1, 201));
    if (res.statusCode === 201) {
      const lift = await t.request({ method: 'DELETE', url: `/api/moderation/mutes/${res.json().userId}`, cookie });
      expect(lift.statusCode).toBe(200);
    }
  });

  it.each(EVERYONE)('%s: bans and unbans only from role 2', async (who) => {
    const target = await withRole(t, Role.player);
    const cookie = cookieOf(who);
    const res = await t.request({
      method: 'POST',
      url: '/api/moderation/bans',
      cookie,
      payload: { characterId: target.character.id, durationMinutes: 60, reason: 'Abuse' },
    });
    expect(res.statusCode, res.body).toBe(expected(who, 2, 201));
    if (res.statusCode === 201) {
      expect((await t.request({ method: 'DELETE', url: `/api/moderation/bans/${res.json().userId}`, cookie })).statusCode).toBe(
        200,
      );
    }
  });

  it.each(EVERYONE)('%s: reports a character and hides authors when signed in with a character', async (who) => {
    const target = await withRole(t, Role.player);
    const cookie = cookieOf(who);
    const report = await t.request({
      method: 'POST',
      url: '/api/reports',
      cookie,
      payload: { target: 'character', characterId: target.character.id, reason: 'Offensive name' },
    });
    expect(report.statusCode, report.body).toBe(who === 'visitor' || who === 'banned' ? 401 : 201);
    const hide = await t.request({ method: 'PUT', url: `/api/shoutbox/hidden/${target.character.id}`, cookie });
    expect(hide.statusCode).toBe(who === 'visitor' || who === 'banned' ? 401 : 200);
    expect((await t.request({ method: 'GET', url: '/api/shoutbox/hidden', cookie })).statusCode).toBe(
      who === 'visitor' || who === 'banned' ? 401 : 200,
    );
  });

  it.each(EVERYONE)('%s: manages their own account when signed in and reads the public leaderboard', async (who) => {
    const cookie = cookieOf(who);
    const signedIn = who !== 'visitor' && who !== 'banned';
    const password = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      cookie,
      payload: { currentPassword: PASSWORD, newPassword: PASSWORD },
    });
    expect(password.statusCode).toBe(signedIn ? 200 : 401);
    const email = await t.request({
      method: 'POST',
      url: '/api/auth/email',
      cookie,
      payload: { email: 'x@example.com', password: 'wrong password' },
    });
    expect(email.statusCode).toBe(signedIn ? 403 : 401);
    const deletion = await t.request({
      method: 'POST',
      url: '/api/auth/delete',
      cookie,
      payload: { password: 'wrong password' },
    });
    expect(deletion.statusCode).toBe(signedIn ? 403 : 401);
    // The leaderboard is a public read (docs/api.md): every caller, signed in or not, reads it.
    expect((await t.request({ method: 'GET', url: '/api/leaderboard?by=gold', cookie })).statusCode).toBe(200);
  });

  it('refuses reports, hiding and the hidden list to an account without a living character (403)', async () => {
    const target = await withRole(t, Role.player);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `nochar-${Date.now()}@example.com`, password: PASSWORD },
    });
    const cookie = `tod_session=${res.cookies.find((x) => x.name === 'tod_session')!.value}`;
    const report = await t.request({
      method: 'POST',
      url: '/api/reports',
      cookie,
      payload: { target: 'character', characterId: target.character.id, reason: 'x' },
    });
    expect(report.statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/shoutbox/hidden/${target.character.id}`, cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/shoutbox/hidden', cookie })).statusCode).toBe(403);
  });

  it('lets nobody sanction an equal or higher role (403), and writes nothing', async () => {
    const otherMod = await withRole(t, Role.moderator);
    const mute = await t.request({
      method: 'POST',
      url: '/api/moderation/mutes',
      cookie: c.moderator.cookie,
      payload: { characterId: otherMod.character.id, durationMinutes: 5, reason: 'x' },
    });
    expect(mute.statusCode).toBe(403);
    expect(mute.json().message).toBe('You cannot mute someone with your role or a higher one.');
    const ban = await t.request({
      method: 'POST',
      url: '/api/moderation/bans',
      cookie: c.staff.cookie,
      payload: { characterId: c.owner.character.id, reason: 'x' },
    });
    expect(ban.statusCode).toBe(403);
    const ownerBansMod = await t.request({
      method: 'POST',
      url: '/api/moderation/bans',
      cookie: c.owner.cookie,
      payload: { characterId: otherMod.character.id, durationMinutes: 1, reason: 'Test' },
    });
    expect(ownerBansMod.statusCode).toBe(201);
  });
});
