import type { AchievementsView } from '@tod/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntriesTable } from '../../src/modules/journal/journal.sql.ts';
import { achievementPerksTable, achievementsTable, questTalliesTable } from '../../src/modules/quests/achievements.sql.ts';
import { signUp } from '../kit.ts';
import { gameplayRows, useSeededWorldSuite } from './gameplay-kit.ts';
import { questRows } from './quests-kit.ts';

const suite = useSeededWorldSuite();
const t = suite.app;
const rows = gameplayRows(t);
const quests = questRows(t);
const db = () => t().app.deps.db;
const hearthmere = () => suite.cityIds.Hearthmere!;

async function view(cookie: string): Promise<AchievementsView> {
  const res = await t().request({ method: 'GET', url: '/api/achievements', cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as AchievementsView;
}

const buy = (cookie: string, perk: string) => t().request({ method: 'POST', url: `/api/achievements/perks/${perk}`, cookie });

async function tallies(characterId: string) {
  const found = await db().select().from(questTalliesTable).where(eq(questTalliesTable.characterId, characterId));
  return Object.fromEntries(found.map((r) => [r.stat, r.value]));
}

/** Gives a character `n` earned achievements straight in the table (the content's first n). */
async function earn(characterId: string, keys: string[]) {
  const now = t().clock.now();
  await db()
    .insert(achievementsTable)
    .values(keys.map((key) => ({ characterId, key, earnedAt: now })))
    .onConflictDoNothing();
}

describe('GET /api/achievements', () => {
  it('lists every achievement, none earned for a new character, and refuses without a character', async () => {
    const p = await rows.player(hearthmere());
    const v = await view(p.cookie);
    expect(v.achievements.length).toBeGreaterThanOrEqual(40);
    expect(v.earned).toBe(0);
    expect(v.merits).toEqual({ earned: 0, spent: 0, available: 0 });
    expect(v.perks.map((x) => [x.key, x.rank, x.maxRank])).toEqual([
      ['haggler', 0, 3],
      ['scholar', 0, 3],
      ['favoured', 0, 3],
      ['ambitious', 0, 1],
    ]);
    const bare = await signUp(t());
    const res = await t().request({ method: 'GET', url: '/api/achievements', cookie: bare.cookie });
    expect([res.statusCode, res.json().code]).toEqual([403, 'character.none']);
    expect((await t().request({ method: 'GET', url: '/api/achievements' })).statusCode).toBe(401);
  });

  it('counts deeds in the deed attempt itself and records an achievement once, with an event-log entry', async () => {
    const p = await rows.player(hearthmere());
    const deed = await rows.insertDeed({
      name: 'Achievement test alms',
      cityId: hearthmere(),
      alignment: 1,
      rewardGold: 5,
      rewardExperience: 5,
      rewardAlignment: 2,
    });
    suite.useDraws(0);
    const res = await t().request({ method: 'POST', url: `/api/deeds/${deed}/complete`, cookie: p.cookie });
    expect(res.json().success).toBe(1);
    expect(await tallies(p.character.id)).toEqual({ deeds: 1, goodDeeds: 1 });
    // A failed deed counts nothing.
    t().clock.advance(3_600_000);
    suite.useDraws(0.999);
    expect((await t().request({ method: 'POST', url: `/api/deeds/${deed}/complete`, cookie: p.cookie })).json().success).toBe(0);
    expect(await tallies(p.character.id)).toEqual({ deeds: 1, goodDeeds: 1 });

    const [first, again] = await Promise.all([view(p.cookie), view(p.cookie)]);
    for (const v of [first, again]) {
      const found = v.achievements.find((a) => a.key === 'first-deed')!;
      expect(found.value).toBe(1);
      expect(found.earnedAt).not.toBeNull();
      expect(v.achievements.find((a) => a.key === 'deeds-10')).toMatchObject({ value: 1, target: 10, earnedAt: null });
    }
    const entries = await db()
      .select({ type: journalEntriesTable.type })
      .from(journalEntriesTable)
      .where(and(eq(journalEntriesTable.characterId, p.character.id), eq(journalEntriesTable.type, 'quests.achievement_earned')));
    expect(entries).toHaveLength(1);

    const pub = await t().request({ method: 'GET', url: `/api/achievements/of/${p.character.id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().achievements.map((a: { key: string }) => a.key)).toEqual(['first-deed']);
  });

  it('counts the city the character stands in as visited and reads the level', async () => {
    const p = await rows.player(hearthmere(), { level: 10 });
    const v = await view(p.cookie);
    expect(v.achievements.find((a) => a.key === 'cities-3')!.value).toBe(1);
    expect(v.achievements.find((a) => a.key === 'level-10')!.earnedAt).not.toBeNull();
    expect(v.achievements.find((a) => a.key === 'level-15')!.earnedAt).toBeNull();
  });

  it('answers 404 for an unknown character and 400 for a malformed id', async () => {
    const unknown = await t().request({ method: 'GET', url: '/api/achievements/of/6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'characters.not_found']);
    expect((await t().request({ method: 'GET', url: '/api/achievements/of/nope' })).statusCode).toBe(400);
  });
});

describe('merits and perks', () => {
  const keys = [
    'first-deed',
    'deeds-10',
    'deeds-50',
    'deeds-100',
    'deeds-250',
    'deeds-500',
    'deeds-1000',
    'good-10',
    'good-100',
    'good-500',
  ];

  it('gives a merit for every 5 achievements and refuses a purchase without one', async () => {
    const p = await rows.player(hearthmere());
    const none = await buy(p.cookie, 'haggler');
    expect([none.statusCode, none.json().code]).toEqual([409, 'achievements.no_merit']);
    await earn(p.character.id, keys.slice(0, 5));
    const ok = await buy(p.cookie, 'haggler');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('You spent a merit on Haggler: rank 1 of 3.');
    expect(ok.json().view.merits).toEqual({ earned: 1, spent: 1, available: 0 });
    expect(ok.json().view.perks[0]).toMatchObject({ key: 'haggler', rank: 1 });
    const unknown = await buy(p.cookie, 'flying');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'achievements.unknown_perk']);
  });

  it('refuses a perk past its highest rank', async () => {
    const p = await rows.player(hearthmere());
    await earn(p.character.id, keys);
    expect((await buy(p.cookie, 'ambitious')).statusCode).toBe(200);
    const again = await buy(p.cookie, 'ambitious');
    expect([again.statusCode, again.json().code]).toEqual([409, 'achievements.max_rank']);
  });

  it('spends one merit once when many purchases race', async () => {
    const p = await rows.player(hearthmere());
    await earn(p.character.id, keys.slice(0, 5));
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(p.cookie, 'scholar')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const [row] = await db().select().from(achievementPerksTable).where(eq(achievementPerksTable.characterId, p.character.id));
    expect(row!.rank).toBe(1);
  });

  it('pays perks on a contract handed in and allows a fourth contract with Ambitious', async () => {
    const p = await rows.player(hearthmere());
    await db()
      .insert(achievementPerksTable)
      .values([
        { characterId: p.character.id, perk: 'haggler', rank: 2 },
        { characterId: p.character.id, perk: 'favoured', rank: 1 },
        { characterId: p.character.id, perk: 'ambitious', rank: 1 },
      ]);
    const done = await quests.contract(p.character.id, hearthmere(), { status: 'active', progress: 2 });
    const res = await quests.act(p.cookie, done, 'complete');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/: 60 gold, 20 experience and 4 standing\./);
    expect(await quests.standing(p.character.id, hearthmere())).toBe(4);
    expect(res.json().board.maxActive).toBe(4);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await quests.contract(p.character.id, hearthmere()));
    for (const id of ids.slice(0, 4)) expect((await quests.act(p.cookie, id, 'accept')).statusCode).toBe(200);
    const fifth = await quests.act(p.cookie, ids[4]!, 'accept');
    expect([fifth.statusCode, fifth.json().code]).toEqual([409, 'quests.too_many']);
    expect(fifth.json().message).toBe('You already have 4 contracts. Hand one in or abandon it first.');
    const contracts = await view(p.cookie);
    expect(contracts.achievements.find((a) => a.key === 'first-contract')!.earnedAt).not.toBeNull();
  });
});
