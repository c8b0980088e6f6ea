import {
  CHARACTER_OUTRANKED_MESSAGE,
  type CharacterAdminResult,
  type ManagedCharacter,
  type ManagedCharacterDetail,
  Role,
} from '@tod/contracts';
import { experienceToReachLevel } from '@tod/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithCharacter, type TestApp, uniqueName } from '../kit.ts';
import { auditCount, signUpWithRole } from './admin-kit.ts';

// Manage Characters (docs/product-rules.md#admin-screens): moderators find, view and release;
// staff also change, move gold and kill; every change audited and in the player's event log.

let t: TestApp;
type WithCharacter = Awaited<ReturnType<typeof signUpWithCharacter>>;
let staff: WithCharacter;
let moderator: WithCharacter;
let owner: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await signUpWithCharacter(t);
  await t.database.query('UPDATE users SET role = $1 WHERE id = $2', [Role.staff, staff.userId]);
  moderator = await signUpWithCharacter(t);
  await t.database.query('UPDATE users SET role = $1 WHERE id = $2', [Role.moderator, moderator.userId]);
  owner = await signUpWithRole(t, Role.owner);
});
afterAll(() => t.close());

const search = (q: string, cookie = staff.cookie) =>
  t.request({ method: 'GET', url: `/api/admin/characters?q=${encodeURIComponent(q)}`, cookie });
const detail = async (id: string, cookie = staff.cookie) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/characters/${id}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ManagedCharacterDetail;
};
const post = (id: string, action: string, payload: unknown, cookie = staff.cookie) =>
  t.request({ method: 'POST', url: `/api/admin/characters/${id}/${action}`, cookie, payload: payload as object });
const lastAudit = async () =>
  (
    await t.database.query<{ action: string; target_id: string; actor_email: string; before: unknown; after: unknown }>(
      'SELECT action, target_id, actor_email, before, after FROM audit_entries ORDER BY id DESC LIMIT 1',
    )
  )[0]!;
const jail = (id: string) =>
  t.database.query('UPDATE characters SET jailed_until = $1, jail_deed_level = 3 WHERE id = $2', [
    new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
    id,
  ]);
const reason = 'Ticket 12: lost to a bug';

describe('finding and viewing characters', () => {
  it('finds living and dead characters by part of the name, any case, for moderators and staff', async () => {
    const name = uniqueName('Findme');
    const player = await signUpWithCharacter(t, name);
    for (const cookie of [moderator.cookie, staff.cookie]) {
      const res = await search(name.slice(0, 9).toUpperCase(), cookie);
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json() as ManagedCharacter[]).find((c) => c.id === player.character.id);
      expect(found).toMatchObject({ name, level: 1, gold: 100, dead: false, jailedUntil: null, accountRole: 0 });
      expect(found!.city).not.toBeNull();
    }
  });

  it.each([
    ['one character', 'a', 400],
    ['two characters', 'ab', 200],
  ])('needs at least two characters: %s', async (_name, q, status) => {
    expect((await search(q)).statusCode).toBe(status);
  });

  it('takes % and _ literally', async () => {
    expect((await search('%%')).json()).toEqual([]);
  });

  it('shows the points, the event log and the gold ledger; 404 for an unknown id', async () => {
    const player = await signUpWithCharacter(t);
    await post(player.character.id, 'gold', { delta: 5, reason });
    const d = await detail(player.character.id, moderator.cookie);
    expect(d).toMatchObject({ experience: 0, good: 0, neutral: 0, evil: 0, gold: 105, diedAt: null });
    expect(d.events[0]).toMatchObject({ type: 'staff.character_changed', text: `Staff gave you 5 gold. Reason: ${reason}` });
    expect(d.ledger[0]).toMatchObject({ delta: 5, balanceAfter: 105, kind: 'staff', ref: reason });
    const unknown = await t.request({
      method: 'GET',
      url: '/api/admin/characters/00000000-0000-4000-8000-000000000000',
      cookie: staff.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('characters.not_found');
  });
});

describe('release from jail', () => {
  it('a moderator releases a prisoner: free now, audited, in its event log', async () => {
    const player = await signUpWithCharacter(t);
    await jail(player.character.id);
    expect((await detail(player.character.id)).jailedUntil).not.toBeNull();
    const res = await post(player.character.id, 'release', { reason }, moderator.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CharacterAdminResult;
    expect(body.character.jailedUntil).toBeNull();
    expect(body.character.events[0]!.text).toBe(`Staff released you from jail. Reason: ${reason}`);
    expect(await lastAudit()).toMatchObject({
      action: 'characters.released',
      target_id: player.character.id,
      actor_email: moderator.email,
    });
    const [row] = await t.database.query<{ jail_deed_level: number | null }>(
      'SELECT jail_deed_level FROM characters WHERE id = $1',
      [player.character.id],
    );
    expect(row!.jail_deed_level).toBeNull();
    const again = await post(player.character.id, 'release', { reason }, moderator.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('characters.not_jailed');
  });

  it('refuses a moderator changing anything else', async () => {
    const player = await signUpWithCharacter(t);
    for (const [action, payload] of [
      ['change', { level: 5, reason }],
      ['gold', { delta: 5, reason }],
      ['kill', { reason }],
    ] as const) {
      const res = await post(player.character.id, action, payload, moderator.cookie);
      expect(res.statusCode, action).toBe(403);
    }
  });
});

describe('changes (staff)', () => {
  it('renames, sets the level with its experience, the alignment points and the city in one change', async () => {
    const player = await signUpWithCharacter(t);
    const cities = (await t.request({ method: 'GET', url: '/api/cities' })).json() as { id: string; name: string }[];
    const here = (await detail(player.character.id)).city!.id;
    const there = cities.find((c) => c.id !== here)!;
    const name = uniqueName('Renamed');
    const res = await post(player.character.id, 'change', { name, level: 12, good: 40, evil: 10, cityId: there.id, reason });
    expect(res.statusCode, res.body).toBe(200);
    const { character } = res.json() as CharacterAdminResult;
    expect(character).toMatchObject({
      name,
      level: 12,
      experience: experienceToReachLevel(12),
      good: 40,
      evil: 10,
      alignment: 30,
      city: { id: there.id, name: there.name },
    });
    expect(character.events[0]!.text).toContain(`level from 1 to 12, good points from 0 to 40`);
    expect(await lastAudit()).toMatchObject({ action: 'characters.changed', actor_email: staff.email });
    // The player sees it on their own next read.
    const own = await t.request({ method: 'GET', url: '/api/character', cookie: player.cookie });
    expect(own.json()).toMatchObject({ username: name, level: 12 });
  });

  it.each([
    ['a taken name', () => ({ name: staffName }), 409, 'characters.name_taken'],
    ['an unknown city', () => ({ cityId: '00000000-0000-4000-8000-000000000000' }), 404, 'characters.city_not_found'],
    ['the values it has', () => ({ level: 1 }), 409, 'characters.unchanged'],
  ])('refuses %s, changing nothing', async (_what, input, status, code) => {
    const player = await signUpWithCharacter(t);
    const before = await auditCount(t);
    const res = await post(player.character.id, 'change', { ...input(), reason });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await auditCount(t)).toBe(before);
  });

  it.each([
    ['no reason', { level: 3 }],
    ['a short reason', { level: 3, reason: 'x' }],
    ['nothing to change', { reason }],
    ['level 101', { level: 101, reason }],
    ['negative points', { evil: -1, reason }],
    ['a bad name', { name: 'a!', reason }],
  ])('answers 400 for %s', async (_what, payload) => {
    const player = await signUpWithCharacter(t);
    expect((await post(player.character.id, 'change', payload)).statusCode).toBe(400);
  });

  it('kills a character: dead, the player may make an heir; a dead character takes no more changes', async () => {
    const player = await signUpWithCharacter(t);
    const res = await post(player.character.id, 'kill', { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CharacterAdminResult).character.dead).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'characters.killed', target_id: player.character.id });
    const again = await post(player.character.id, 'change', { level: 4, reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('characters.dead');
    const create = await t.request({
      method: 'POST',
      url: '/api/character/create',
      cookie: player.cookie,
      payload: { name: uniqueName('Heir'), bio: 'An heir.' },
    });
    expect(create.statusCode, create.body).toBe(201);
  });
});

let staffName = '';
beforeAll(async () => {
  staffName = (await detail(staff.character.id)).name;
});

describe('gold (staff, through the ledger)', () => {
  it('adds and takes gold, never below zero', async () => {
    const player = await signUpWithCharacter(t);
    const take = await post(player.character.id, 'gold', { delta: -100, reason });
    expect(take.statusCode, take.body).toBe(200);
    expect((take.json() as CharacterAdminResult).character.gold).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: 'characters.gold_moved', before: { gold: 100 } });
    const more = await post(player.character.id, 'gold', { delta: -1, reason });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('characters.not_enough_gold');
    expect((await post(player.character.id, 'gold', { delta: 0, reason })).statusCode).toBe(400);
    expect((await post(player.character.id, 'gold', { delta: 1.5, reason })).statusCode).toBe(400);
  });

  it('50 concurrent takes never overdraw: exactly the gold there was is taken, one ledger line each', async () => {
    const player = await signUpWithCharacter(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => post(player.character.id, 'gold', { delta: -7, reason })));
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(14);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(36);
    const d = await detail(player.character.id);
    expect(d.gold).toBe(100 - 14 * 7);
    const [lines] = await t.database.query<{ n: number | string }>(
      "SELECT count(*)::int AS n FROM gold_ledger WHERE character_id = $1 AND kind = 'staff'",
      [player.character.id],
    );
    expect(Number(lines!.n)).toBe(14);
  });
});

describe('who may act on whom', () => {
  it('refuses staff acting on their own character, writing nothing', async () => {
    const before = await auditCount(t);
    const res = await post(staff.character.id, 'gold', { delta: 50, reason });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'characters.outranked', message: CHARACTER_OUTRANKED_MESSAGE });
    expect(await auditCount(t)).toBe(before);
  });

  it("lets staff act on a moderator's character (staff outrank moderators)", async () => {
    expect((await post(moderator.character.id, 'gold', { delta: 50, reason })).statusCode).toBe(200);
  });

  it("refuses a moderator releasing their own or a staff member's character; the owner may act on staff", async () => {
    await jail(moderator.character.id);
    await jail(staff.character.id);
    expect((await post(moderator.character.id, 'release', { reason }, moderator.cookie)).statusCode).toBe(403);
    expect((await post(staff.character.id, 'release', { reason }, moderator.cookie)).statusCode).toBe(403);
    expect((await post(staff.character.id, 'release', { reason }, owner.cookie)).statusCode).toBe(200);
  });

  it('refuses players and visitors', async () => {
    const player = await signUpWithCharacter(t);
    expect((await search('ab', player.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/characters?q=ab' })).statusCode).toBe(401);
  });
});
