import { AuditEntrySchema } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';
import { type Callers, callers, count, expectInvalid, expectStaffOnly, latestAudit } from './admin-kit.ts';

let t: TestApp;
let c: Callers;
beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
});
afterAll(() => t.close());

const announce = (title: string, cookie = c.staff) =>
  t.request({ method: 'POST', url: '/api/info/announcements', cookie, payload: { title, content: 'Body.' } });

describe('GET /api/admin/audit', () => {
  it('401 signed out, 403 for a player', async () => {
    await expectStaffOnly(t, c, { method: 'GET', url: '/api/admin/audit' });
  });

  it('lists the latest entries newest first, for staff and the owner, with who, what and when', async () => {
    expect((await announce('First')).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await announce('Second', c.owner)).statusCode).toBe(201);
    for (const cookie of [c.staff, c.owner]) {
      const res = await t.request({ method: 'GET', url: '/api/admin/audit?limit=2', cookie });
      expect(res.statusCode).toBe(200);
      const [second, first] = res.json().map((e: unknown) => AuditEntrySchema.parse(e));
      expect(second).toMatchObject({
        actorEmail: c.ownerEmail,
        action: 'announcements.created',
        after: expect.objectContaining({ title: 'Second' }),
        createdAt: t.clock.now().toISOString(),
      });
      expect(first).toMatchObject({
        actorEmail: c.staffEmail,
        after: expect.objectContaining({ title: 'First' }),
        createdAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      });
      expect(second!.id).toBeGreaterThan(first!.id);
    }
  });

  it('gives 50 entries unless told otherwise, at most 500', async () => {
    for (let i = 0; i < 52; i += 1) await announce(`Bulk ${i}`);
    expect(await latestAudit(t, c.staff, 500)).toHaveLength(Math.min(500, await count(t, 'audit_entries')));
    const res = await t.request({ method: 'GET', url: '/api/admin/audit', cookie: c.staff });
    expect(res.json()).toHaveLength(50);
  });

  it.each(['0', '501', 'abc', '1.5', '-3'])('refuses limit=%s with 400', async (limit) => {
    const res = await t.request({ method: 'GET', url: `/api/admin/audit?limit=${limit}`, cookie: c.staff });
    expectInvalid(res, 'Limit must be a whole number from 1 to 500.');
  });

  it('keeps the change and its entry together: when the entry cannot be written the change is undone', async () => {
    await t.database.query("ALTER TABLE audit_entries ADD CONSTRAINT test_refuse CHECK (action <> 'features.created')");
    try {
      const features = await count(t, 'features');
      const res = await t.request({
        method: 'POST',
        url: '/api/info/features',
        cookie: c.staff,
        payload: { title: 'Unaudited', description: 'Should not exist.', status: 'upcoming' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong. Please try again later.', code: 'server.error' });
      expect(await count(t, 'features')).toBe(features);
    } finally {
      await t.database.query('ALTER TABLE audit_entries DROP CONSTRAINT test_refuse');
    }
  });
});

describe('the staff endpoints in the OpenAPI document', () => {
  it('lists every staff call, and not runsql while it is disabled', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
    expect(ops).toEqual(
      expect.arrayContaining([
        'get /api/admin/audit',
        'get /api/admin/deeds',
        'post /api/deeds',
        'patch /api/deeds/{id}',
        'delete /api/deeds/{id}',
        'post /api/cities',
        'patch /api/cities/{id}',
        'delete /api/cities/{id}',
        'post /api/info/announcements',
        'delete /api/info/announcements/{id}',
        'post /api/info/features',
        'delete /api/info/features/{id}',
        'post /api/info/roadmap',
        'delete /api/info/roadmap/{id}',
        'post /api/ticker',
      ]),
    );
    expect(ops).not.toContain('post /api/admin/runsql');
  });
});
