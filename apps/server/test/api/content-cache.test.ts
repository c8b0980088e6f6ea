import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { type Callers, callers } from './admin-kit.ts';
import { gameplayRows } from './gameplay-kit.ts';

// Staff content (deeds, cities) is served from memory (docs/decisions/0045-content-cache.md):
// a write the database announces is seen by the very next read, whoever made it; a write made
// with the triggers switched off is not, which shows the answer really comes from memory.
let t: TestApp;
let c: Callers;
const rows = gameplayRows(() => t);
beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
});
afterAll(() => t.close());

const get = async (url: string, cookie = c.player) => {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Runs `statement` with the content triggers off, as if another program had written unannounced. */
const unannounced = (statement: ReturnType<typeof sql>) =>
  t.app.deps.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = 'replica'`);
    await tx.execute(statement);
  });

const deedInput = {
  name: 'Test: Mind the Sheep',
  level: 1,
  alignment: 0,
  content: 'They wander.',
  success: 'All accounted for.',
  failure: 'One got away.',
  skills: {},
  cityId: null,
  reward: { gold: 5, experience: 5, alignment: 0, jailTime: 0 },
};

describe('the deed catalogue in memory', () => {
  it('answers from memory until a write is announced, then at once from the database', async () => {
    const id = await rows.insertDeed({ name: 'Test: Count the Geese', level: 1 });
    expect((await get(`/api/deeds/${id}`)).name).toBe('Test: Count the Geese');
    await unannounced(sql`UPDATE deeds SET name = 'Test: Count the Ducks' WHERE id = ${id}`);
    expect((await get(`/api/deeds/${id}`)).name).toBe('Test: Count the Geese');
    // Any announced write to a content table, here another deed's, empties the cache.
    await t.app.deps.db.execute(sql`UPDATE deeds SET content = content WHERE id <> ${id}`);
    expect((await get(`/api/deeds/${id}`)).name).toBe('Test: Count the Ducks');
    const list = (await get('/api/deeds')) as { id: string; name: string }[];
    expect(list.find((d) => d.id === id)?.name).toBe('Test: Count the Ducks');
  });

  it("shows staff's create, edit and delete in the player's list, the catalogue and the deed at once", async () => {
    const player = await signUpWithCharacter(t);
    const before = (await get('/api/deeds', player.cookie)) as { id: string }[];
    const created = await t.request({ method: 'POST', url: '/api/deeds', cookie: c.staff, payload: deedInput });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const listed = (await get('/api/deeds', player.cookie)) as { id: string; name: string }[];
    expect(listed).toHaveLength(before.length + 1);
    expect(listed.find((d) => d.id === id)?.name).toBe(deedInput.name);

    const edited = await t.request({
      method: 'PATCH',
      url: `/api/deeds/${id}`,
      cookie: c.staff,
      payload: { ...deedInput, name: 'Test: Mind the Goats', level: 2 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Level 2 is above the new character's level: gone from its list, changed everywhere else.
    expect(((await get('/api/deeds', player.cookie)) as { id: string }[]).map((d) => d.id)).not.toContain(id);
    expect((await get(`/api/deeds/${id}`)).name).toBe('Test: Mind the Goats');
    const catalogue = (await get('/api/deeds/catalogue')) as { id: string; name: string }[];
    expect(catalogue.find((d) => d.id === id)?.name).toBe('Test: Mind the Goats');

    const removed = await t.request({ method: 'DELETE', url: `/api/deeds/${id}`, cookie: c.staff });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/deeds/${id}`, cookie: c.player })).statusCode).toBe(404);
    expect(((await get('/api/deeds/catalogue')) as { id: string }[]).map((d) => d.id)).not.toContain(id);
    const attempt = await t.request({ method: 'POST', url: `/api/deeds/${id}/complete`, cookie: player.cookie });
    expect(attempt.statusCode).toBe(404);
  });
});

describe('the cities in memory', () => {
  it('answers from memory until a write is announced; a staff edit shows at once', async () => {
    const id = await rows.insertCity({ name: 'Test: Stillwater', alignment: 0 });
    expect((await get(`/api/cities/${id}`)).name).toBe('Test: Stillwater');
    await unannounced(sql`UPDATE cities SET description = 'Unannounced.' WHERE id = ${id}`);
    expect((await get(`/api/cities/${id}`)).description).not.toBe('Unannounced.');
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/cities/${id}`,
      cookie: c.staff,
      payload: { name: 'Test: Stillmere', buildings: [{ type: 'tavern', name: 'The Quiet Cup', description: '' }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const city = await get(`/api/cities/${id}`);
    expect(city).toMatchObject({ name: 'Test: Stillmere', description: 'Unannounced.' });
    expect(city.buildings.map((b: { name: string }) => b.name)).toEqual(['The Quiet Cup']);
    const all = (await get('/api/cities')) as { id: string; name: string }[];
    expect(all.find((x) => x.id === id)?.name).toBe('Test: Stillmere');
  });
});
