import { type ManagedUser, type ManagedUserDetail, OUTRANKED_MESSAGE, Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpWithCharacter, type TestApp, uniqueName } from '../kit.ts';
import { auditCount, signUpWithRole } from './admin-kit.ts';

let t: TestApp;
let staff: { cookie: string; email: string; userId: string };
let owner: { cookie: string; email: string; userId: string };
let moderator: { cookie: string };

const idOf = async (cookie: string) =>
  ((await t.request({ method: 'GET', url: '/api/auth/account', cookie })).json() as { id: string }).id;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://game.example.org/' } });
  const s = await signUpWithRole(t, Role.staff);
  staff = { ...s, userId: await idOf(s.cookie) };
  const o = await signUpWithRole(t, Role.owner);
  owner = { ...o, userId: await idOf(o.cookie) };
  moderator = await signUpWithRole(t, Role.moderator);
});
afterAll(() => t.close());

const search = (q: string, cookie = staff.cookie) =>
  t.request({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(q)}`, cookie });
const post = (path: string, cookie: string, payload?: unknown) =>
  t.request({ method: 'POST', url: `/api/admin/users/${path}`, cookie, ...(payload ? { payload } : {}) });
const lastAudit = async () =>
  (
    await t.database.query<{ action: string; target_id: string; actor_email: string; after: unknown }>(
      'SELECT action, target_id, actor_email, after FROM audit_entries ORDER BY id DESC LIMIT 1',
    )
  )[0]!;

describe('finding accounts', () => {
  it('finds an account by part of its e-mail or of a character name, any case, with its characters and sessions', async () => {
    const name = uniqueName('Findme');
    const player = await signUpWithCharacter(t, name);
    const byName = await search(name.slice(0, 8).toUpperCase());
    expect(byName.statusCode).toBe(200);
    const found = (byName.json() as ManagedUser[]).find((u) => u.id === player.userId);
    expect(found).toMatchObject({ email: player.email, role: 0, deleted: false, sessions: 1 });
    expect(found!.characters).toEqual([{ id: player.character.id, name, dead: false }]);
    const byEmail = (await search(player.email.slice(0, 20))).json() as ManagedUser[];
    expect(byEmail.map((u) => u.id)).toContain(player.userId);
  });

  it.each([
    ['one character', 'a', 400],
    ['two characters', 'ab', 200],
  ])('needs at least two characters: %s', async (_name, q, status) => {
    expect((await search(q)).statusCode).toBe(status);
  });

  it('takes % and _ literally', async () => {
    expect((await search('%%')).json()).toEqual([]);
    expect((await search('__')).json()).toEqual([]);
  });

  it('shows one account with its sessions; 404 for an unknown id', async () => {
    const player = await signUp(t);
    const res = await t.request({ method: 'GET', url: `/api/admin/users/${player.userId}`, cookie: staff.cookie });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as ManagedUserDetail;
    expect(detail.sessionList).toHaveLength(1);
    expect(detail.sessions).toBe(1);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      cookie: staff.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('users.not_found');
  });

  it('is refused to a moderator', async () => {
    expect((await search('ab', moderator.cookie)).statusCode).toBe(403);
  });
});

describe('ending sessions and reset links (staff)', () => {
  it("signs a player out everywhere, audited; the player's next call is signed out", async () => {
    const player = await signUp(t);
    const res = await post(`${player.userId}/sessions/end`, staff.cookie);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ManagedUserDetail).sessions).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: 'users.sessions_ended',
      target_id: player.userId,
      actor_email: staff.email,
    });
  });

  it('gives a one-time reset link on the public address that sets a new password', async () => {
    const player = await signUp(t);
    const res = await post(`${player.userId}/reset-link`, staff.cookie);
    expect(res.statusCode).toBe(200);
    const { link } = res.json() as { link: string };
    expect(link).toMatch(/^https:\/\/game\.example\.org\/reset-password\?token=/);
    expect(await lastAudit()).toMatchObject({ action: 'accounts.reset_link_created', target_id: player.userId });
    const token = new URL(link).searchParams.get('token');
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new password' },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
  });

  it.each([
    ['their own account', () => staff.userId],
    ["another staff member's", () => staffPeer],
    ["the owner's", () => owner.userId],
  ])('refuses staff acting on %s, writing nothing', async (_name, target) => {
    const before = await auditCount(t);
    for (const path of ['sessions/end', 'reset-link']) {
      const res = await post(`${target()}/${path}`, staff.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'users.outranked', message: OUTRANKED_MESSAGE });
    }
    expect(await auditCount(t)).toBe(before);
  });
});

let staffPeer = '';
beforeAll(async () => {
  const peer = await signUpWithRole(t, Role.staff);
  staffPeer = await idOf(peer.cookie);
});

describe('roles and deletion (owner)', () => {
  it('lets the owner make a player a moderator, journalled and audited; the same role again is 409', async () => {
    const player = await signUp(t);
    const res = await post(`${player.userId}/role`, owner.cookie, { role: Role.moderator });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ManagedUserDetail).role).toBe(Role.moderator);
    expect(await lastAudit()).toMatchObject({ action: 'users.role_set', after: { role: Role.moderator } });
    const again = await post(`${player.userId}/role`, owner.cookie, { role: Role.moderator });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('users.role_unchanged');
  });

  it.each([
    ['a second owner', Role.owner, 403],
    ['a role past the scale', 4, 400],
  ])('refuses %s', async (_name, role, status) => {
    const player = await signUp(t);
    expect((await post(`${player.userId}/role`, owner.cookie, { role })).statusCode).toBe(status);
  });

  it('keeps roles and deletion from staff', async () => {
    const player = await signUp(t);
    expect((await post(`${player.userId}/role`, staff.cookie, { role: 1 })).statusCode).toBe(403);
    const del = await t.request({ method: 'DELETE', url: `/api/admin/users/${player.userId}`, cookie: staff.cookie });
    expect(del.statusCode).toBe(403);
  });

  it('refuses the owner changing their own role', async () => {
    expect((await post(`${owner.userId}/role`, owner.cookie, { role: Role.staff })).statusCode).toBe(403);
  });

  it('deletes an account as its player would: placeholder e-mail, signed out, character anonymised; twice is 404', async () => {
    const player = await signUpWithCharacter(t);
    const res = await t.request({ method: 'DELETE', url: `/api/admin/users/${player.userId}`, cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as ManagedUserDetail;
    expect(detail).toMatchObject({ deleted: true, sessions: 0, role: 0 });
    expect(detail.email).toMatch(/@deleted\.invalid$/);
    expect(detail.characters[0]).toMatchObject({ dead: true, name: expect.stringMatching(/^Departed #/) });
    expect(await lastAudit()).toMatchObject({ action: 'accounts.deleted', target_id: player.userId, actor_email: owner.email });
    const again = await t.request({ method: 'DELETE', url: `/api/admin/users/${player.userId}`, cookie: owner.cookie });
    expect(again.statusCode).toBe(404);
  });
});
