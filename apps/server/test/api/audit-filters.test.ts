import { Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR, recordAudit } from '../../src/modules/admin/index.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { withRole } from './moderation-kit.ts';

let t: TestApp;
let staff: { cookie: string; email: string };
const start = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  staff = await withRole(t, Role.staff);
  const db = t.app.deps.db;
  const mod = { userId: '00000000-0000-4000-8000-000000000001', email: 'mod@example.com' };
  // Ten entries, one a minute: 5 by the moderator (mutes), 3 by the CLI, 2 deletions.
  for (let i = 0; i < 10; i += 1) {
    const at = new Date(start.getTime() + i * 60_000);
    const actor = i < 5 ? mod : i < 8 ? CLI_ACTOR : mod;
    const action = i < 5 ? 'moderation.muted' : i < 8 ? 'cli.set_role' : 'chat.message_deleted';
    await recordAudit(db, actor, at, { action, targetId: i % 2 ? 'odd' : 'even', before: null, after: { i } });
  }
});
afterAll(async () => t?.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/audit?${query}`, cookie: staff.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Array<{ after: { i: number } | null; actorId: string | null; actorEmail: string }>)
    .filter((e) => e.after && typeof e.after.i === 'number')
    .map((e) => e.after!.i);
};

describe('the audit log filters', () => {
  it('answers 401 to a visitor, 403 to players and moderators, 200 to staff and the owner', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const [role, status] of [
      [Role.player, 403],
      [Role.moderator, 403],
      [Role.staff, 200],
      [Role.owner, 200],
    ] as const) {
      const person = await withRole(t, role);
      expect((await t.request({ method: 'GET', url: '/api/admin/audit', cookie: person.cookie })).statusCode).toBe(status);
    }
  });

  it('filters by actor (any case), by exact action and by module prefix, by target', async () => {
    expect(await list('actor=MOD@example.com')).toEqual([9, 8, 4, 3, 2, 1, 0]);
    expect(await list('actor=cli')).toEqual([7, 6, 5]);
    expect(await list('action=moderation.muted')).toEqual([4, 3, 2, 1, 0]);
    expect(await list('action=moderation.&target=odd')).toEqual([3, 1]);
    expect(await list('action=moderation')).toEqual([]);
    expect(await list('action=chat.')).toEqual([9, 8]);
  });

  it('filters by a date range (from inclusive, to exclusive) and pages with beforeId', async () => {
    const from = new Date(start.getTime() + 2 * 60_000).toISOString();
    const to = new Date(start.getTime() + 5 * 60_000).toISOString();
    expect(await list(`from=${from}&to=${to}`)).toEqual([4, 3, 2]);
    const res = await t.request({ method: 'GET', url: '/api/admin/audit?actor=cli&limit=2', cookie: staff.cookie });
    const page = res.json() as Array<{ id: number; actorId: string | null }>;
    expect(page).toHaveLength(2);
    expect(page[0]!.actorId).toBeNull();
    expect(await list(`actor=cli&limit=2&beforeId=${page[1]!.id}`)).toEqual([5]);
  });

  it('answers 400 to a date that is not a date and a beforeId that is not an id', async () => {
    for (const q of ['from=yesterday', 'beforeId=-1', 'beforeId=x', 'limit=0']) {
      expect((await t.request({ method: 'GET', url: `/api/admin/audit?${q}`, cookie: staff.cookie })).statusCode, q).toBe(400);
    }
  });
});
