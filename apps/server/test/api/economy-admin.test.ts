import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import { auditEntriesTable } from '../../src/modules/admin/index.ts';
import { charactersTable } from '../../src/modules/characters/index.ts';
import { moveGold } from '../../src/modules/economy/index.ts';
import { flagsTable, recordSightings } from '../../src/modules/fairplay/index.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { signUpWithRole } from './admin-kit.ts';

let t: TestApp;
let staff = '';
const db = () => t.app.deps.db;
const get = (url: string, cookie = staff) => t.request({ method: 'GET', url, cookie });
const post = (url: string, payload?: object, cookie = staff) =>
  t.request({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
const audits = (action: string) => db().select().from(auditEntriesTable).where(eq(auditEntriesTable.action, action));

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signUpWithRole(t, Role.staff)).cookie;
});
afterAll(() => t.close());

describe('the economy overview', () => {
  it("shows each day's gold in and out by kind exactly as the ledger has it, the supply, the richest and the largest lines", async () => {
    const before = (await get('/api/admin/economy?days=2')).json();
    const p = await signUpWithCharacter(t);
    const id = p.character.id as string;
    const now = t.clock.now();
    await moveGold(db(), { characterId: id, delta: 5000, kind: 'staff', ref: 'test grant', at: now });
    await moveGold(db(), { characterId: id, delta: -120, kind: 'travel', at: now });
    await moveGold(db(), { characterId: id, delta: 35, kind: 'interest', at: now });
    const r = await get('/api/admin/economy?days=2');
    expect(r.statusCode, r.body).toBe(200);
    const o = r.json();
    expect(o.days.map((d: { day: string }) => d.day)).toEqual([
      now.toISOString().slice(0, 10),
      new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10),
    ]);
    const today = o.days[0];
    const was = before.days[0];
    expect(today.created - was.created).toBe(5035);
    expect(today.destroyed - was.destroyed).toBe(120);
    const kind = (k: string) => today.kinds.find((x: { kind: string }) => x.kind === k);
    expect(kind('travel').destroyed).toBeGreaterThanOrEqual(120);
    expect(kind('interest').created).toBeGreaterThanOrEqual(35);
    const [row] = await db().select({ gold: charactersTable.gold }).from(charactersTable).where(eq(charactersTable.id, id));
    expect(o.supply.onHand - before.supply.onHand).toBe(row!.gold);
    expect(o.richest[0]).toMatchObject({ id, gold: expect.any(Number), bank: 0 });
    expect(o.largest[0]).toMatchObject({ characterId: id, delta: 5000, kind: 'staff', ref: 'test grant' });
  });

  it('refuses a bad window', async () => {
    for (const days of ['0', '31', 'x', '1.5']) expect((await get(`/api/admin/economy?days=${days}`)).statusCode).toBe(400);
  });
});

describe('linked accounts and households', () => {
  it('lists accounts seen on one device, marks and removes a household, each audited', async () => {
    const [a, b] = await Promise.all([signUpWithCharacter(t), signUpWithCharacter(t)]);
    const at = t.clock.now();
    await recordSightings(db(), [
      { userId: a.userId, deviceId: 'device-admin-000000000001', address: '198.51.100.7', userAgent: 'Firefox', at },
      { userId: b.userId, deviceId: 'device-admin-000000000001', address: '198.51.100.8', userAgent: 'Firefox', at },
    ]);
    const links = (await get('/api/admin/fair-play/links')).json();
    const pair = links.pairs.find(
      (p: { a: { userId: string }; b: { userId: string } }) =>
        [p.a.userId, p.b.userId].sort().join() === [a.userId, b.userId].sort().join(),
    );
    expect(pair).toMatchObject({ via: 'device', householdId: null });
    expect([...pair.a.characters, ...pair.b.characters].sort()).toEqual([a.character.username, b.character.username].sort());

    const bad = await post('/api/admin/fair-play/households', { userIds: [a.userId], note: 'x', reason: 'y' });
    expect(bad.statusCode).toBe(400);
    const marked = await post('/api/admin/fair-play/households', {
      userIds: [a.userId, b.userId],
      note: 'Two sisters',
      reason: 'Asked by mail',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ message: 'Marked 2 accounts as one household.' });
    const again = await post('/api/admin/fair-play/households', {
      userIds: [a.userId, b.userId],
      note: 'Again',
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'fairplay.already_household' });
    const unknown = await post('/api/admin/fair-play/households', {
      userIds: [a.userId, '00000000-0000-4000-8000-000000000000'],
      note: 'n',
      reason: 'r',
    });
    expect(unknown.json()).toMatchObject({ code: 'fairplay.account_not_found' });
    const after = (await get('/api/admin/fair-play/links')).json();
    const household = after.households.find((h: { note: string }) => h.note === 'Two sisters');
    expect(household.members).toHaveLength(2);
    expect((await audits('fairplay.household_marked')).at(-1)).toMatchObject({ targetId: household.id });

    expect((await post(`/api/admin/fair-play/households/${household.id}/remove`)).json()).toEqual({
      message: 'The household is removed.',
    });
    expect((await post(`/api/admin/fair-play/households/${household.id}/remove`)).statusCode).toBe(404);
    expect(await audits('fairplay.household_removed')).toHaveLength(1);
  });
});

describe('the flag queue', () => {
  it('lists open flags and clears one with a note, audited; a cleared flag is gone', async () => {
    const p = await signUpWithCharacter(t);
    const [flag] = await db()
      .insert(flagsTable)
      .values({ characterId: p.character.id as string, reason: 'Experience per hour 6 x the norm', createdAt: t.clock.now() })
      .returning();
    const list = (await get('/api/admin/fair-play/flags')).json();
    expect(list).toContainEqual(
      expect.objectContaining({
        id: flag!.id,
        reason: 'Experience per hour 6 x the norm',
        character: expect.objectContaining({ id: p.character.id }),
      }),
    );
    expect((await post(`/api/admin/fair-play/flags/${flag!.id}/clear`, {})).statusCode).toBe(400);
    const cleared = await post(`/api/admin/fair-play/flags/${flag!.id}/clear`, { note: 'Checked: a fast player' });
    expect(cleared.json()).toEqual({ message: 'The flag is cleared.' });
    expect((await post(`/api/admin/fair-play/flags/${flag!.id}/clear`, { note: 'again' })).json()).toMatchObject({
      code: 'fairplay.flag_not_found',
    });
    expect((await get('/api/admin/fair-play/flags')).json().map((f: { id: string }) => f.id)).not.toContain(flag!.id);
    expect((await audits('fairplay.flag_cleared')).at(-1)).toMatchObject({
      targetId: flag!.id,
      after: { note: 'Checked: a fast player' },
    });
  });
});
