import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit.ts';
import { crewKit } from './crews-kit.ts';
import { gameplayRows } from './gameplay-kit.ts';

// Issue #32: the deed list answers the player's own part from memory (ADR 0057). Whatever
// writes it (the game, staff, a script with plain SQL), the next list shows the change: each
// case lists first (so the state is kept), writes behind the server's back, and lists again.

let t: TestApp;
const rows = gameplayRows(() => t);
const ids = { city: '', skilled: '', good: '' };
const crews = crewKit(
  () => t,
  () => ids.city,
);
const sql = (text: string, params: unknown[] = []) => t.database.query<Record<string, unknown>>(text, params);

type Listed = {
  id: string;
  successChance: number;
  skill: { yours: number } | null;
  equipment: { items: { name: string; usesLeft: number }[] };
};
const list = async (cookie: string) => {
  const res = await t.request({ method: 'GET', url: '/api/deeds', cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as Listed[];
};
const listed = async (cookie: string, id: string) => (await list(cookie)).find((d) => d.id === id);

beforeAll(async () => {
  t = await createTestApp();
  ids.city = await rows.insertCity({ name: 'Test: Freshford', alignment: 0 });
  ids.skilled = await rows.insertDeed({ name: 'Test: Pick a Lock', level: 1, alignment: 0, skills: { Lockpicking: 0 } });
  ids.good = await rows.insertDeed({ name: 'Test: Mend a Fence', level: 1, alignment: 1, skills: {} });
});
afterAll(() => t.close());

describe('the deed list after a write behind the server', () => {
  it('shows a skill trained by plain SQL', async () => {
    const p = await rows.player(ids.city);
    expect((await listed(p.cookie, ids.skilled))?.skill?.yours).toBe(0);
    const [skill] = await sql(`SELECT id FROM skills WHERE name = 'Lockpicking'`);
    await sql('INSERT INTO character_skills (character_id, skill_id, level) VALUES ($1, $2, 4)', [p.character.id, skill!.id]);
    expect((await listed(p.cookie, ids.skilled))?.skill?.yours).toBe(4);
    await sql('UPDATE character_skills SET level = 6 WHERE character_id = $1', [p.character.id]);
    expect((await listed(p.cookie, ids.skilled))?.skill?.yours).toBe(6);
    await sql('DELETE FROM character_skills WHERE character_id = $1', [p.character.id]);
    expect((await listed(p.cookie, ids.skilled))?.skill?.yours).toBe(0);
  });

  it('shows an item put on, worn down and taken off by plain SQL', async () => {
    const p = await rows.player(ids.city);
    expect((await listed(p.cookie, ids.skilled))?.equipment.items).toEqual([]);
    const [item] = await sql(`SELECT id, name, slot FROM items WHERE bonus->>'skill' = 'Lockpicking' LIMIT 1`);
    const [owned] = await sql(
      'INSERT INTO character_items (character_id, item_id, uses_left, slot, created_at) VALUES ($1, $2, 5, $3, now()) RETURNING id',
      [p.character.id, item!.id, item!.slot],
    );
    expect((await listed(p.cookie, ids.skilled))?.equipment.items).toEqual([{ name: item!.name, usesLeft: 5 }]);
    await sql('UPDATE character_items SET uses_left = 2 WHERE id = $1', [owned!.id]);
    expect((await listed(p.cookie, ids.skilled))?.equipment.items).toEqual([{ name: item!.name, usesLeft: 2 }]);
    await sql('UPDATE character_items SET slot = NULL WHERE id = $1', [owned!.id]);
    expect((await listed(p.cookie, ids.skilled))?.equipment.items).toEqual([]);
  });

  it("shows the charter of the character's crew as it joins, as the charter changes and as it leaves", async () => {
    const crew = await crews.crew(0, 'neutral');
    const p = await rows.player(ids.city, { level: 12 });
    const before = (await listed(p.cookie, ids.good))?.successChance;
    await sql(`INSERT INTO crew_members (character_id, crew_id, rank, joined_at) VALUES ($1, $2, 'member', now())`, [
      p.character.id,
      crew.id,
    ]);
    const neutral = (await listed(p.cookie, ids.good))?.successChance;
    await sql(`UPDATE crews SET charter = 'good' WHERE id = $1`, [crew.id]);
    const good = (await listed(p.cookie, ids.good))?.successChance;
    expect(good).toBeGreaterThan(neutral ?? 1);
    await sql('DELETE FROM crew_members WHERE character_id = $1', [p.character.id]);
    expect((await listed(p.cookie, ids.good))?.successChance).toBe(before);
  });

  it("shows the character's level and its city's alignment as they change", async () => {
    const p = await rows.player(ids.city);
    const chance = (await listed(p.cookie, ids.good))?.successChance ?? 0;
    await sql('UPDATE cities SET alignment = 100 WHERE id = $1', [ids.city]);
    expect((await listed(p.cookie, ids.good))?.successChance).toBeGreaterThan(chance);
    const levelOne = (await list(p.cookie)).length;
    await sql('UPDATE characters SET level = 40 WHERE id = $1', [p.character.id]);
    expect((await list(p.cookie)).length).toBeGreaterThan(levelOne);
  });
});
