import { LEADERBOARD_MAX_AGE_SECONDS, LEADERBOARD_SIZE, Role } from '@tod/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { EVERYONE, type Person, withRole } from './moderation-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const board = async (cookie: string, by: string) => {
  const res = await t.request({ method: 'GET', url: `/api/leaderboard?by=${by}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { by: string; entries: Array<{ rank: number; id: string; name: string; level: number; value: number }> };
};
const set = (id: string, column: string, value: number) =>
  t.database.query(`UPDATE characters SET ${column} = $1 WHERE id = $2`, [value, id]);

describe('the leaderboard', () => {
  it('answers a visitor (a public read, cached briefly) and every signed-in role', async () => {
    const visitor = await t.request({ method: 'GET', url: '/api/leaderboard' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=10');
    for (const role of [Role.player, Role.moderator, Role.staff, Role.owner]) {
      const person = await withRole(t, role);
      const signedIn = await t.request({ method: 'GET', url: '/api/leaderboard', cookie: person.cookie });
      expect(signedIn.statusCode).toBe(200);
      // A signed-in answer is never kept as a public copy: staff edits show at once.
      expect(signedIn.headers['cache-control'] ?? '').not.toContain('public');
    }
    expect(EVERYONE).toContain('visitor');
  });

  it('ranks living characters by each measure, best first, at most 20, without the dead', async () => {
    const people: Person[] = [];
    for (let i = 0; i < LEADERBOARD_SIZE + 2; i += 1) people.push(await signUpWithCharacter(t));
    const [viewer] = people;
    for (const [i, p] of people.entries()) {
      await set(p.character.id, 'gold', 100_000 + i * 10);
      await set(p.character.id, 'evil', 1000 + i);
      await set(p.character.id, 'good', 5000 - i);
      await set(p.character.id, 'jailbreaks', i % 3);
      await set(p.character.id, 'level', 50 + (i % 4));
    }
    const dead = people.at(-1)!;
    await t.request({ method: 'POST', url: '/api/character/retire', cookie: dead.cookie });
    // Boards read by the test above may still be cached.
    t.clock.advance(LEADERBOARD_MAX_AGE_SECONDS * 1000);

    const gold = await board(viewer!.cookie, 'gold');
    expect(gold.by).toBe('gold');
    expect(gold.entries).toHaveLength(LEADERBOARD_SIZE);
    expect(gold.entries[0]).toMatchObject({
      rank: 1,
      id: people.at(-2)!.character.id,
      value: 100_000 + (people.length - 2) * 10,
    });
    expect(gold.entries.map((e) => e.id)).not.toContain(dead.character.id);
    expect(gold.entries.map((e) => e.value)).toEqual([...gold.entries.map((e) => e.value)].sort((a, b) => b - a));

    const good = await board(viewer!.cookie, 'good');
    expect(good.entries[0]!.id).toBe(people[0]!.character.id);
    const evil = await board(viewer!.cookie, 'evil');
    expect(evil.entries[0]!.id).toBe(people.at(-2)!.character.id);
    const level = await board(viewer!.cookie, 'level');
    expect(level.entries[0]).toMatchObject({ level: 53, value: 53 });
    const jail = await board(viewer!.cookie, 'jailbreaks');
    expect(jail.entries[0]!.value).toBe(2);
    expect((await t.request({ method: 'GET', url: '/api/leaderboard?by=charm', cookie: viewer!.cookie })).statusCode).toBe(400);
  });

  it(`is at most ${LEADERBOARD_MAX_AGE_SECONDS} seconds old`, async () => {
    const viewer = await signUpWithCharacter(t);
    await board(viewer.cookie, 'gold');
    await set(viewer.character.id, 'gold', 9_999_999);
    expect((await board(viewer.cookie, 'gold')).entries[0]!.id).not.toBe(viewer.character.id);
    t.clock.advance(LEADERBOARD_MAX_AGE_SECONDS * 1000);
    expect((await board(viewer.cookie, 'gold')).entries[0]).toMatchObject({ id: viewer.character.id, value: 9_999_999 });
  });

  it('reads each board from its index, not by scanning characters', async () => {
    await t.database.query('ANALYZE characters');
    for (const [by, column] of [
      ['gold', 'gold'],
      ['jailbreaks', 'jailbreaks'],
      ['level', 'level DESC, experience'],
    ] as const) {
      // SET LOCAL in a transaction: one connection, whichever the pool gives.
      const result = await t.app.deps.db.transaction(async (tx) => {
        // Sorts and bitmap scans off too: on a small table the planner may cost a bitmap scan of
        // another partial index plus a sort lower. Left with ordered index scans, it must find this board's.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        await tx.execute(sql`SET LOCAL enable_sort = off`);
        await tx.execute(sql`SET LOCAL enable_incremental_sort = off`);
        return tx.execute(
          sql.raw(`EXPLAIN SELECT id FROM characters WHERE NOT dead ORDER BY ${column} DESC, created_at LIMIT 20`),
        );
      });
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, string>>;
      expect(rows.map((r) => Object.values(r)[0]).join('\n'), by).toContain(`characters_board_${by}_idx`);
    }
  });
});
