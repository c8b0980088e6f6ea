import { DeedSchema } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';
import { auditCount, type Callers, callers, count, expectInvalid, expectStaffOnly, latestAudit } from './admin-kit.ts';

let t: TestApp;
let c: Callers;
beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const ALIGNMENT_MESSAGE = 'Alignment must be 1 (good), 0 (neutral) or -1 (evil).';

const valid = {
  name: 'Guard the Gate',
  level: 4,
  alignment: 1,
  content: 'The night watch is short a hand.',
  success: 'Dawn comes quietly.',
  failure: 'You dozed off.',
  skills: { vigilance: 1 },
  cityId: null,
  reward: { gold: 40, experience: 50, alignment: -3, jailTime: 0 },
};

const create = (payload: unknown, cookie = c.staff) =>
  t.request({ method: 'POST', url: '/api/deeds', cookie, payload: payload as object });
const update = (id: string, payload: unknown, cookie = c.staff) =>
  t.request({ method: 'PATCH', url: `/api/deeds/${id}`, cookie, payload: payload as object });
const remove = (id: string, cookie = c.staff) => t.request({ method: 'DELETE', url: `/api/deeds/${id}`, cookie });
const adminList = async (cookie = c.staff) => {
  const res = await t.request({ method: 'GET', url: '/api/admin/deeds', cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as unknown[]).map((d) => DeedSchema.parse(d));
};

async function newDeed(extra: object = {}) {
  const res = await create({ ...valid, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return DeedSchema.parse(res.json());
}

describe('who may manage deeds', () => {
  it.each([
    ['GET', '/api/admin/deeds', undefined],
    ['POST', '/api/deeds', valid],
    ['PATCH', `/api/deeds/${MISSING_ID}`, valid],
    ['DELETE', `/api/deeds/${MISSING_ID}`, undefined],
  ] as const)('%s %s: 401 signed out, 403 for a player', async (method, url, payload) => {
    const deeds = await count(t, 'deeds');
    await expectStaffOnly(t, c, { method, url, payload });
    expect(await count(t, 'deeds')).toBe(deeds);
  });
});

describe('GET /api/admin/deeds', () => {
  it('lists every deed, whatever the level, lowest level first, for staff and the owner', async () => {
    const high = await newDeed({ name: 'Slay the Wyrm', level: 90 });
    for (const cookie of [c.staff, c.owner]) {
      const list = await adminList(cookie);
      expect(list).toHaveLength(await count(t, 'deeds'));
      expect(list).toContainEqual(high);
      const levels = list.map((d) => d.level);
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
    }
    // The player's own list stops at their level.
    const mine = (await t.request({ method: 'GET', url: '/api/deeds', cookie: c.player })).json() as { id: string }[];
    expect(mine.map((d) => d.id)).not.toContain(high.id);
  });
});

describe('POST /api/deeds', () => {
  it('creates a deed and audits it', async () => {
    const res = await create(valid);
    expect(res.statusCode, res.body).toBe(201);
    const deed = DeedSchema.parse(res.json());
    expect(deed).toEqual({ id: deed.id, ...valid });
    expect((await adminList()).find((d) => d.id === deed.id)).toEqual(deed);
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({
      action: 'deeds.created',
      actorEmail: c.staffEmail,
      targetId: deed.id,
      before: null,
      after: deed,
    });
  });

  it('fills optional fields: empty messages and skills, rewards 0; level 0 is allowed', async () => {
    const res = await create({ name: ' Sweep ', level: 0, alignment: 0, content: 'Dust.' }, c.owner);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Sweep',
      level: 0,
      alignment: 0,
      success: '',
      failure: '',
      skills: {},
      reward: { gold: 0, experience: 0, alignment: 0, jailTime: 0 },
    });
    const partial = await create({ ...valid, success: null, reward: { gold: 5 } });
    expect(partial.json()).toMatchObject({ success: '', reward: { gold: 5, experience: 0, alignment: 0, jailTime: 0 } });
  });

  it.each([
    ['no name', { ...valid, name: undefined }, 'Name is required.'],
    ['a blank name', { ...valid, name: '  ' }, 'Name is required.'],
    ['a long name', { ...valid, name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['no level', { ...valid, level: undefined }, 'Level is required.'],
    ['level -1', { ...valid, level: -1 }, 'Level must be a whole number from 0 to 100.'],
    ['level 101', { ...valid, level: 101 }, 'Level must be a whole number from 0 to 100.'],
    ['level 1.5', { ...valid, level: 1.5 }, 'Level must be a whole number from 0 to 100.'],
    ['level "5"', { ...valid, level: '5' }, 'Level must be a whole number from 0 to 100.'],
    ['no alignment', { ...valid, alignment: undefined }, ALIGNMENT_MESSAGE],
    ['alignment 2', { ...valid, alignment: 2 }, ALIGNMENT_MESSAGE],
    ['alignment "1"', { ...valid, alignment: '1' }, ALIGNMENT_MESSAGE],
    ['alignment 0.5', { ...valid, alignment: 0.5 }, ALIGNMENT_MESSAGE],
    ['no description', { ...valid, content: undefined }, 'Description is required.'],
    ['a blank description', { ...valid, content: ' ' }, 'Description is required.'],
    ['a long success message', { ...valid, success: 'x'.repeat(1001) }, 'Success message must be at most 1,000 characters.'],
    ['a numeric failure message', { ...valid, failure: 3 }, 'Failure message must be text.'],
    ['skills as text', { ...valid, skills: 'stealth' }, 'Skills must be an object of skill names and levels.'],
    ['a skill level as text', { ...valid, skills: { Stealth: 'high' } }, 'Skill level must be a whole number from 0 to 100.'],
    ['a skill level above 100', { ...valid, skills: { Stealth: 101 } }, 'Skill level must be a whole number from 0 to 100.'],
    ['a city that is not an id', { ...valid, cityId: 'Hearthmere' }, 'City must be a city id, or null for everywhere.'],
    ['reward as text', { ...valid, reward: 'lots' }, 'Reward must be an object.'],
    [
      'negative gold',
      { ...valid, reward: { ...valid.reward, gold: -1 } },
      'Max Gold must be a whole number from 0 to 1,000,000.',
    ],
    [
      'fractional experience',
      { ...valid, reward: { ...valid.reward, experience: 2.5 } },
      'Max Experience must be a whole number from 0 to 1,000,000.',
    ],
    [
      'negative jail time',
      { ...valid, reward: { ...valid.reward, jailTime: -5 } },
      'Jail time must be a whole number from 0 to 604,800.',
    ],
    [
      'an alignment reward beyond 1000',
      { ...valid, reward: { ...valid.reward, alignment: -1001 } },
      'Alignment reward must be a whole number from -1,000 to 1,000.',
    ],
  ])('refuses %s with 400 and creates nothing', async (_label, payload, message) => {
    const [deeds, audits] = [await count(t, 'deeds'), await auditCount(t)];
    expectInvalid(await create(payload), message);
    expect(await count(t, 'deeds')).toBe(deeds);
    expect(await auditCount(t)).toBe(audits);
  });
});

describe('a deed of one city', () => {
  it('takes an existing city id (audited) and refuses an unknown one with 400, changing nothing', async () => {
    const [city] = await t.database.query<{ id: string }>('SELECT id FROM cities ORDER BY name LIMIT 1');
    const res = await create({ ...valid, cityId: city!.id, skills: { Stealth: 4 } });
    expect(res.statusCode, res.body).toBe(201);
    const deed = DeedSchema.parse(res.json());
    expect(deed).toMatchObject({ cityId: city!.id, skills: { Stealth: 4 } });
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({ action: 'deeds.created', after: { cityId: city!.id } });

    const [deeds, audits] = [await count(t, 'deeds'), await auditCount(t)];
    const unknown = { ...valid, cityId: '00000000-0000-4000-8000-000000000000' };
    for (const refused of [await create(unknown), await update(deed.id, unknown)]) {
      expectInvalid(refused, 'City must be an existing city, or none for everywhere.');
      expect(refused.json().code).toBe('deeds.city_not_found');
    }
    expect(await count(t, 'deeds')).toBe(deeds);
    expect(await auditCount(t)).toBe(audits);
    expect((await adminList()).find((d) => d.id === deed.id)).toEqual(deed);

    const everywhere = await update(deed.id, { ...deed, cityId: null });
    expect(everywhere.json()).toMatchObject({ cityId: null });
  });
});

describe('PATCH /api/deeds/:id', () => {
  it('replaces the whole deed (extra fields from the player list are ignored) and audits it', async () => {
    const deed = await newDeed();
    const edited = {
      ...deed,
      id: MISSING_ID,
      onCooldown: false,
      cooldownEnd: null,
      name: 'Guard the Keep',
      level: 6,
      alignment: -1,
      skills: {},
      reward: { gold: 0, experience: 10, alignment: 5, jailTime: 120 },
    };
    const res = await update(deed.id, edited, c.owner);
    expect(res.statusCode, res.body).toBe(200);
    const after = DeedSchema.parse(res.json());
    expect(after).toEqual({
      ...deed,
      name: 'Guard the Keep',
      level: 6,
      alignment: -1,
      skills: {},
      reward: { gold: 0, experience: 10, alignment: 5, jailTime: 120 },
    });
    expect((await t.request({ method: 'GET', url: `/api/deeds/${deed.id}`, cookie: c.staff })).json()).toEqual(after);
    expect((await latestAudit(t, c.owner))[0]).toMatchObject({
      action: 'deeds.updated',
      actorEmail: c.ownerEmail,
      targetId: deed.id,
      before: deed,
      after,
    });
  });

  it('validates like creation and changes nothing on bad input', async () => {
    const deed = await newDeed();
    const audits = await auditCount(t);
    expectInvalid(await update(deed.id, { ...deed, level: 500 }), 'Level must be a whole number from 0 to 100.');
    expectInvalid(await update(deed.id, { level: 3 }), 'Name is required.');
    expect((await adminList()).find((d) => d.id === deed.id)).toEqual(deed);
    expect(await auditCount(t)).toBe(audits);
  });

  it('answers 404 for an unknown deed and 400 for a malformed id', async () => {
    const unknown = await update(MISSING_ID, valid);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'deeds.not_found', message: 'Deed not found.' });
    expect((await update('abc', valid)).statusCode).toBe(400);
  });

  it('20 concurrent edits are each audited against the version they replaced', async () => {
    const deed = await newDeed({ level: 0 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => update(deed.id, { ...valid, level: i + 1 })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const chain = (await latestAudit(t, c.staff, 20)).reverse();
    expect(chain.every((e) => e.targetId === deed.id && e.action === 'deeds.updated')).toBe(true);
    expect(chain[0]!.before).toEqual(deed);
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.before).toEqual(chain[i - 1]!.after);
    expect((await adminList()).find((d) => d.id === deed.id)).toEqual(chain.at(-1)!.after);
  });
});

describe('DELETE /api/deeds/:id', () => {
  it('deletes a deed, audits it, and leaves players and attempts working', async () => {
    const deed = await newDeed({ level: 1 });
    const res = await remove(deed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await adminList()).map((d) => d.id)).not.toContain(deed.id);
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({
      action: 'deeds.deleted',
      targetId: deed.id,
      before: deed,
      after: null,
    });
    // A player who still had it on screen: the list loads, the deed answers 404.
    const list = await t.request({ method: 'GET', url: '/api/deeds', cookie: c.player });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { id: string }[]).map((d) => d.id)).not.toContain(deed.id);
    expect((await t.request({ method: 'GET', url: `/api/deeds/${deed.id}`, cookie: c.player })).statusCode).toBe(404);
    const attempt = await t.request({ method: 'POST', url: `/api/deeds/${deed.id}/complete`, cookie: c.player });
    expect(attempt.statusCode).toBe(404);

    const again = await remove(deed.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'deeds.not_found', message: 'Deed not found.' });
  });

  it('20 concurrent deletes: one succeeds, one audit entry', async () => {
    const deed = await newDeed();
    const results = await Promise.all(Array.from({ length: 20 }, () => remove(deed.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 404)).toHaveLength(19);
    const [row] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE action = 'deeds.deleted' AND target_id = $1",
      [deed.id],
    );
    expect(row!.n).toBe(1);
  });
});
