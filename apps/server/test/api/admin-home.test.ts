import { AnnouncementSchema, FeatureSchema, RoadmapPhaseSchema } from '@tod/contracts';
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

describe('who may edit the home page', () => {
  it.each([
    ['POST', '/api/info/announcements', { title: 'T', content: 'C' }],
    ['DELETE', `/api/info/announcements/${MISSING_ID}`, undefined],
    ['POST', '/api/info/features', { title: 'T', description: 'D', status: 'upcoming' }],
    ['DELETE', `/api/info/features/${MISSING_ID}`, undefined],
    ['POST', '/api/info/roadmap', { phase: 'P', items: ['a'], status: 'upcoming' }],
    ['DELETE', `/api/info/roadmap/${MISSING_ID}`, undefined],
  ] as const)('%s %s: 401 signed out, 403 for a player', async (method, url, payload) => {
    await expectStaffOnly(t, c, { method, url, payload });
  });

  it('checks the role before the input: a player sending garbage still gets 403', async () => {
    const res = await t.request({ method: 'POST', url: '/api/info/features', cookie: c.player, payload: { nonsense: 1 } });
    expect(res.statusCode).toBe(403);
  });
});

describe('announcements', () => {
  it('staff create one: 201, dated by the server clock, listed first, audited', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/info/announcements',
      cookie: c.staff,
      payload: { title: '  Patch 1.2 ', content: 'Travel is faster.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = AnnouncementSchema.parse(res.json());
    expect(created).toMatchObject({ title: 'Patch 1.2', content: 'Travel is faster.', date: t.clock.now().toISOString() });

    const list = await t.request({ method: 'GET', url: '/api/info/announcements' });
    expect(list.json()[0]).toEqual(created);

    const [entry] = await latestAudit(t, c.staff);
    expect(entry).toMatchObject({
      action: 'announcements.created',
      actorEmail: c.staffEmail,
      targetId: created.id,
      before: null,
      after: created,
      createdAt: t.clock.now().toISOString(),
    });
  });

  it('the owner may create one too', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/info/announcements',
      cookie: c.owner,
      payload: { title: 'From the owner', content: 'Hello.' },
    });
    expect(res.statusCode).toBe(201);
    expect((await latestAudit(t, c.owner))[0]).toMatchObject({ action: 'announcements.created', actorEmail: c.ownerEmail });
  });

  it.each([
    [{ content: 'C' }, 'Title is required.'],
    [{ title: '   ', content: 'C' }, 'Title is required.'],
    [{ title: 'T' }, 'Content is required.'],
    [{ title: 'T', content: '' }, 'Content is required.'],
    [{ title: 'x'.repeat(201), content: 'C' }, 'Title must be at most 200 characters.'],
    [{ title: 'T', content: 'x'.repeat(5001) }, 'Content must be at most 5,000 characters.'],
    [{ title: 5, content: 'C' }, 'Title is required.'],
  ])('refuses %j with 400 and creates nothing', async (payload, message) => {
    const [rows, audits] = [await count(t, 'announcements'), await auditCount(t)];
    const res = await t.request({ method: 'POST', url: '/api/info/announcements', cookie: c.staff, payload });
    expectInvalid(res, message);
    expect(await count(t, 'announcements')).toBe(rows);
    expect(await auditCount(t)).toBe(audits);
  });

  it('staff delete one: gone from the list, audited with what it was; a second delete is 404', async () => {
    const created = (
      await t.request({
        method: 'POST',
        url: '/api/info/announcements',
        cookie: c.staff,
        payload: { title: 'Short-lived', content: 'Soon gone.' },
      })
    ).json();
    const res = await t.request({ method: 'DELETE', url: `/api/info/announcements/${created.id}`, cookie: c.staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const list = (await t.request({ method: 'GET', url: '/api/info/announcements' })).json() as { id: string }[];
    expect(list.map((a) => a.id)).not.toContain(created.id);
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({
      action: 'announcements.deleted',
      targetId: created.id,
      before: created,
      after: null,
    });

    const again = await t.request({ method: 'DELETE', url: `/api/info/announcements/${created.id}`, cookie: c.staff });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Announcement not found.');
  });

  it('answers 400 for an id that is not one', async () => {
    const res = await t.request({ method: 'DELETE', url: '/api/info/announcements/abc', cookie: c.staff });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Announcement not found.');
  });

  it('20 concurrent deletes of one announcement: one succeeds, one audit entry', async () => {
    const created = (
      await t.request({
        method: 'POST',
        url: '/api/info/announcements',
        cookie: c.staff,
        payload: { title: 'Raced', content: 'Twenty hands.' },
      })
    ).json();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({ method: 'DELETE', url: `/api/info/announcements/${created.id}`, cookie: c.staff }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 404)).toHaveLength(19);
    const [row] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE action = 'announcements.deleted' AND target_id = $1",
      [created.id],
    );
    expect(row!.n).toBe(1);
  });
});

describe('features', () => {
  const save = (payload: unknown, cookie = c.staff) =>
    t.request({ method: 'POST', url: '/api/info/features', cookie, payload: payload as object });

  it('creates with the sparkles emoji by default and lists the new feature last', async () => {
    const res = await save({ title: 'Guilds', description: 'Band together.', status: 'upcoming' });
    expect(res.statusCode, res.body).toBe(200);
    const feature = FeatureSchema.parse(res.json());
    expect(feature).toMatchObject({ title: 'Guilds', status: 'upcoming', emoji: '✨' });
    const blank = FeatureSchema.parse(
      (await save({ title: 'Banks', description: 'Gold.', status: 'complete', emoji: ' ' })).json(),
    );
    expect(blank.emoji).toBe('✨');
    const chosen = FeatureSchema.parse(
      (await save({ title: 'Casino', description: 'Dice.', status: 'upcoming', emoji: '🎲' })).json(),
    );
    expect(chosen.emoji).toBe('🎲');

    const list = (await t.request({ method: 'GET', url: '/api/info/features' })).json() as { id: string }[];
    expect(list.slice(-3).map((f) => f.id)).toEqual([feature.id, blank.id, chosen.id]);
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({ action: 'features.created', targetId: chosen.id, after: chosen });
  });

  it('updates with an id: fields change, its place in the list stays, before and after audited', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/info/features' })).json() as { id: string }[];
    const target = FeatureSchema.parse(before[0]);
    const res = await save(
      { id: target.id, title: 'Real-time Chat!', description: 'Talk.', status: 'upcoming', emoji: '💬' },
      c.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: target.id,
      title: 'Real-time Chat!',
      description: 'Talk.',
      status: 'upcoming',
      emoji: '💬',
    });
    const after = (await t.request({ method: 'GET', url: '/api/info/features' })).json() as { id: string }[];
    expect(after.map((f) => f.id)).toEqual(before.map((f) => f.id));
    expect((await latestAudit(t, c.owner))[0]).toMatchObject({
      action: 'features.updated',
      actorEmail: c.ownerEmail,
      targetId: target.id,
      before: target,
      after: res.json(),
    });
  });

  it('answers 404 for an unknown id and changes nothing', async () => {
    const [rows, audits] = [await count(t, 'features'), await auditCount(t)];
    const res = await save({ id: MISSING_ID, title: 'X', description: 'Y', status: 'upcoming' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Feature not found.');
    expect(await count(t, 'features')).toBe(rows);
    expect(await auditCount(t)).toBe(audits);
  });

  it('treats a null or blank id as a new feature', async () => {
    const rows = await count(t, 'features');
    expect((await save({ id: null, title: 'A', description: 'B', status: 'upcoming' })).statusCode).toBe(200);
    expect((await save({ id: '', title: 'A2', description: 'B', status: 'upcoming' })).statusCode).toBe(200);
    expect(await count(t, 'features')).toBe(rows + 2);
  });

  it.each([
    [{ description: 'D', status: 'upcoming' }, 'Title is required.'],
    [{ title: 'T', status: 'upcoming' }, 'Description is required.'],
    [{ title: 'T', description: ' ', status: 'upcoming' }, 'Description is required.'],
    [{ title: 'T', description: 'D' }, 'Status must be complete or upcoming.'],
    [{ title: 'T', description: 'D', status: 'current' }, 'Status must be complete or upcoming.'],
    [{ title: 'T', description: 'D', status: 'upcoming', emoji: 'x'.repeat(33) }, 'Emoji must be at most 32 characters.'],
    [{ title: 'T', description: 'D', status: 'upcoming', emoji: 7 }, 'Emoji must be text.'],
    [{ id: 'nope', title: 'T', description: 'D', status: 'upcoming' }, 'Not a valid id.'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const [rows, audits] = [await count(t, 'features'), await auditCount(t)];
    expectInvalid(await save(payload), message);
    expect(await count(t, 'features')).toBe(rows);
    expect(await auditCount(t)).toBe(audits);
  });

  it('deletes: gone from the list and audited; 404 when already gone', async () => {
    const feature = (await save({ title: 'Doomed', description: 'D', status: 'upcoming' })).json();
    const res = await t.request({ method: 'DELETE', url: `/api/info/features/${feature.id}`, cookie: c.staff });
    expect(res.statusCode).toBe(200);
    const list = (await t.request({ method: 'GET', url: '/api/info/features' })).json() as { id: string }[];
    expect(list.map((f) => f.id)).not.toContain(feature.id);
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({ action: 'features.deleted', before: feature, after: null });
    const again = await t.request({ method: 'DELETE', url: `/api/info/features/${feature.id}`, cookie: c.staff });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Feature not found.');
  });

  it('20 concurrent edits of one feature are each audited against the version they replaced', async () => {
    const feature = (await save({ title: 'Edit 0', description: 'D', status: 'upcoming' })).json();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        save({ id: feature.id, title: `Edit ${i + 1}`, description: 'D', status: 'upcoming' }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const entries = (await latestAudit(t, c.staff, 20)).filter((e) => e.targetId === feature.id);
    expect(entries).toHaveLength(20);
    // Oldest first, each entry's "before" is the previous entry's "after": no edit was lost.
    const chain = entries.reverse();
    expect((chain[0]!.before as { title: string }).title).toBe('Edit 0');
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.before).toEqual(chain[i - 1]!.after);
    const final = (await t.request({ method: 'GET', url: '/api/info/features' })).json() as { id: string; title: string }[];
    expect(final.find((f) => f.id === feature.id)!.title).toBe((chain.at(-1)!.after as { title: string }).title);
  });
});

describe('roadmap', () => {
  const save = (payload: unknown, cookie = c.staff) =>
    t.request({ method: 'POST', url: '/api/info/roadmap', cookie, payload: payload as object });

  it('creates a phase last, with items trimmed and blank ones dropped', async () => {
    const res = await save({ phase: 'Phase 5: Guilds', items: [' Halls ', '', 'Banners', '  '], status: 'upcoming' });
    expect(res.statusCode, res.body).toBe(200);
    const phase = RoadmapPhaseSchema.parse(res.json());
    expect(phase).toMatchObject({ phase: 'Phase 5: Guilds', items: ['Halls', 'Banners'], status: 'upcoming' });
    const list = (await t.request({ method: 'GET', url: '/api/info/roadmap' })).json() as { id: string }[];
    expect(list.at(-1)).toEqual(phase);
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({ action: 'roadmap.created', before: null, after: phase });
  });

  it('updates a phase with its id (status may move freely) and audits before and after', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/info/roadmap' })).json() as { id: string }[];
    const target = RoadmapPhaseSchema.parse(list[1]);
    const res = await save({ id: target.id, phase: target.phase, items: ['Done'], status: 'complete' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...target, items: ['Done'], status: 'complete' });
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({ action: 'roadmap.updated', before: target, after: res.json() });
    const unknown = await save({ id: MISSING_ID, phase: 'P', items: ['a'], status: 'current' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Roadmap phase not found.');
  });

  it.each([
    [{ items: ['a'], status: 'upcoming' }, 'Phase is required.'],
    [{ phase: 'P', status: 'upcoming' }, 'Items are required.'],
    [{ phase: 'P', items: [], status: 'upcoming' }, 'Items are required.'],
    [{ phase: 'P', items: [' ', ''], status: 'upcoming' }, 'Items are required.'],
    [{ phase: 'P', items: 'a, b', status: 'upcoming' }, 'Items are required.'],
    [{ phase: 'P', items: [3], status: 'upcoming' }, 'Each item must be text.'],
    [{ phase: 'P', items: ['x'.repeat(201)], status: 'upcoming' }, 'Each item must be at most 200 characters.'],
    [{ phase: 'P', items: Array.from({ length: 51 }, () => 'a'), status: 'upcoming' }, 'A phase may have at most 50 items.'],
    [{ phase: 'P', items: ['a'], status: 'later' }, 'Status must be complete, current or upcoming.'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const [rows, audits] = [await count(t, 'roadmap_phases'), await auditCount(t)];
    expectInvalid(await save(payload), message);
    expect(await count(t, 'roadmap_phases')).toBe(rows);
    expect(await auditCount(t)).toBe(audits);
  });

  it('deletes a phase and audits it; 404 when already gone', async () => {
    const phase = (await save({ phase: 'Temp', items: ['x'], status: 'current' })).json();
    expect((await t.request({ method: 'DELETE', url: `/api/info/roadmap/${phase.id}`, cookie: c.owner })).statusCode).toBe(200);
    expect((await latestAudit(t, c.owner))[0]).toMatchObject({ action: 'roadmap.deleted', before: phase, after: null });
    const again = await t.request({ method: 'DELETE', url: `/api/info/roadmap/${phase.id}`, cookie: c.owner });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Roadmap phase not found.');
  });
});
