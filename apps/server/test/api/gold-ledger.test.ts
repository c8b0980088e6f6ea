import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoldMove, goldLedgerTable, moveGold } from '../../src/modules/economy/index.ts';
import { characterSkillsTable, skillsTable } from '../../src/modules/training/training.sql.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { gameplayRows, replayedDraws } from './gameplay-kit.ts';

let t: TestApp;
const draws = replayedDraws();
const rows = gameplayRows(() => t);
const city = { here: '', there: '' };
const db = () => t.app.deps.db;
const post = (url: string, cookie: string, payload?: object) =>
  t.request({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });

async function ledgerOf(characterId: string) {
  return db().select().from(goldLedgerTable).where(eq(goldLedgerTable.characterId, characterId)).orderBy(asc(goldLedgerTable.id));
}

/** Each line's balance is the one before it plus its delta: the lines chain from `start`. */
function expectChained(lines: { delta: number; balanceAfter: number }[], start: number) {
  let balance = start;
  for (const line of lines) {
    balance += line.delta;
    expect(line.balanceAfter).toBe(balance);
  }
  return balance;
}

const move = (m: GoldMove) => db().transaction((tx) => moveGold(tx, m));

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  city.here = await rows.insertCity({ name: 'Test: Tallybrook', alignment: 0, xPosition: 70, yPosition: 70 });
  city.there = await rows.insertCity({ name: 'Test: Coinmoor', alignment: 0, xPosition: 71, yPosition: 70 });
});
afterAll(() => t.close());

describe('moveGold', () => {
  it('adds and takes in one statement with its ledger line, and refuses an overdraft with null and no line', async () => {
    const p = await rows.player(city.here, { gold: 10 });
    const id = p.character.id;
    expect(await move({ characterId: id, delta: 5, kind: 'staff', ref: 'test' })).toBe(15);
    expect(await move({ characterId: id, delta: -15, kind: 'shop' })).toBe(0);
    expect(await move({ characterId: id, delta: -1, kind: 'shop' })).toBeNull();
    expect(await move({ characterId: id, delta: 0, kind: 'gift' })).toBe(0);
    expect((await rows.character(id)).gold).toBe(0);
    const lines = await ledgerOf(id);
    expect(lines.map((l) => [l.delta, l.balanceAfter, l.kind, l.ref])).toEqual([
      [5, 15, 'staff', 'test'],
      [-15, 0, 'shop', null],
    ]);
  });

  it('answers null for a character that does not exist, and refuses a fractional amount', async () => {
    expect(await move({ characterId: '00000000-0000-4000-8000-000000000000', delta: 5, kind: 'staff' })).toBeNull();
    const p = await rows.player(city.here, { gold: 10 });
    await expect(move({ characterId: p.character.id, delta: 1.5, kind: 'staff' })).rejects.toThrow('whole number');
    expect((await rows.character(p.character.id)).gold).toBe(10);
  });

  it('leaves neither the change nor its line when the caller’s transaction rolls back', async () => {
    const p = await rows.player(city.here, { gold: 10 });
    await expect(
      db().transaction(async (tx) => {
        await moveGold(tx, { characterId: p.character.id, delta: -7, kind: 'shop' });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect((await rows.character(p.character.id)).gold).toBe(10);
    expect(await ledgerOf(p.character.id)).toEqual([]);
  });

  it('never overdraws when 50 moves race for the same gold, and the lines add up to the change', async () => {
    const p = await rows.player(city.here, { gold: 1000 });
    const id = p.character.id;
    // 40 takers of 30 and 10 givers of 7: whatever the order, at most every taker the gold allows wins.
    const moves = Array.from({ length: 50 }, (_, i) =>
      move({ characterId: id, delta: i % 5 === 4 ? 7 : -30, kind: i % 5 === 4 ? 'gift' : 'shop', ref: `race ${i}` }),
    );
    const results = await Promise.all(moves);
    const after = (await rows.character(id)).gold;
    expect(after).toBeGreaterThanOrEqual(0);
    const lines = await ledgerOf(id);
    expect(lines.length).toBe(results.filter((r) => r !== null).length);
    expect(lines.reduce((sum, l) => sum + l.delta, 0)).toBe(after - 1000);
    expect(lines.every((l) => l.balanceAfter >= 0)).toBe(true);
    expect(new Set(lines.map((l) => l.balanceAfter)).size).toBe(lines.length);
    // The 10 gifts always land; 1000 + 70 pays at most 35 takers, and any order pays at least 33.
    const paid = results.filter((r, i) => r !== null && i % 5 !== 4).length;
    expect(results.filter((r, i) => r !== null && i % 5 === 4)).toHaveLength(10);
    expect(paid).toBeGreaterThanOrEqual(33);
    expect(paid).toBeLessThanOrEqual(35);
    expect(after).toBe(1070 - 30 * paid);
  });
});

describe('every existing gold change writes its line', () => {
  it('a deed reward, a travel fare, a training fee and bail each land in the ledger with their kind', async () => {
    const deed = await rows.insertDeed({
      name: 'Test: Count Coins',
      level: 1,
      alignment: 0,
      rewardGold: 12,
      rewardExperience: 1,
    });
    const p = await rows.player(city.here, { gold: 100 });
    const id = p.character.id;

    draws.use(0);
    const done = await post(`/api/deeds/${deed}/complete`, p.cookie);
    expect(done.json()).toMatchObject({ success: 1 });

    const travelled = await post('/api/character/travel', p.cookie, { cityID: city.there });
    expect(travelled.statusCode, travelled.body).toBe(200);

    const [skill] = await db().select({ id: skillsTable.id }).from(skillsTable).where(eq(skillsTable.name, 'Archery'));
    await db().insert(characterSkillsTable).values({ characterId: id, skillId: skill!.id, level: 2, completion: 0 });
    t.clock.advance(3_600_000);
    const trained = await post(`/api/character/skills/${skill!.id}`, p.cookie);
    expect(trained.statusCode, trained.body).toBe(200);

    await rows.setCharacter(id, { jailedUntil: new Date(t.clock.now().getTime() + 60_000) });
    const bailed = await post('/api/character/bail', p.cookie, {});
    expect(bailed.statusCode, bailed.body).toBe(200);

    const lines = await ledgerOf(id);
    expect(lines.map((l) => l.kind)).toEqual(['deed', 'travel', 'training', 'bail']);
    expect(lines.map((l) => l.delta)).toEqual([
      done.json().earned.gold,
      -travelled.json().fare,
      -trained.json().fee,
      -bailed.json().paid,
    ]);
    expect(lines[0]!.ref).toBe('Test: Count Coins');
    const final = expectChained(lines, 100);
    expect((await rows.character(id)).gold).toBe(final);
    expect(bailed.json().gold).toBe(final);
  });

  it('a failed deed that earns nothing writes no line', async () => {
    const deed = await rows.insertDeed({ name: 'Test: Miss Coins', level: 1, alignment: 0, rewardGold: 12 });
    const p = await rows.player(city.here, { gold: 100 });
    draws.use(0.999, 0.999);
    const failed = await post(`/api/deeds/${deed}/complete`, p.cookie);
    expect(failed.json()).toMatchObject({ success: 0, earned: { gold: 0 } });
    expect(await ledgerOf(p.character.id)).toEqual([]);
  });
});
