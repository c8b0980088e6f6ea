import { applyExperience, rescuerExperience } from '@tod/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterSkillsTable, skillsTable } from '../../src/modules/training/training.sql.ts';
import { createTestApp, signUp, type TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows, replayedDraws } from './gameplay-kit.ts';

let t: TestApp;
const draws = replayedDraws();
const useDraws = draws.use;
const MINUTE = 60_000;
const city = { here: '', there: '', elsewhere: '' };

const rows = gameplayRows(() => t);
const { character, setCharacter } = rows;
const insertCity = (name: string, x: number | null, y: number | null) =>
  rows.insertCity({ name, alignment: 0, xPosition: x, yPosition: y });
const player = (values: CharacterValues = {}) => rows.player(city.here, values);
const inMs = (ms: number) => new Date(t.clock.now().getTime() + ms);
const jailedFor = (ms: number) => ({ jailedUntil: inMs(ms) });
const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.request({ method: 'POST', url, ...(cookie ? { cookie } : {}), ...(payload ? { payload } : {}) });
const bail = (cookie: string | undefined, payload?: object) => post('/api/character/bail', cookie, payload);
const skillId = async (name: string) =>
  (await t.app.deps.db.select({ id: skillsTable.id }).from(skillsTable).where(eq(skillsTable.name, name)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  // Far from the seeded map, so the squares between them are this test's own.
  city.here = await insertCity('Test: Fenwatch', 40, 40);
  city.there = await insertCity('Test: Gullcrest', 43, 41);
  city.elsewhere = await insertCity('Test: Outmoor', 60, 60);
});
afterAll(() => t.close());

describe('training fee', () => {
  it('charges (level + 1)^2 gold; without it answers 409 and changes nothing', async () => {
    const archery = await skillId('Archery');
    const p = await player({ gold: 15 });
    await t.app.deps.db
      .insert(characterSkillsTable)
      .values({ characterId: p.character.id, skillId: archery, level: 3, completion: 0 });
    useDraws(0);
    const paid = await post(`/api/character/skills/${archery}`, p.cookie);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({
      code: 'training.not_enough_gold',
      message: 'You need 16 gold to train Archery; you have 15.',
    });
    expect(await character(p.character.id)).toMatchObject({ gold: 15, trainingCooldownEndsAt: null });

    await setCharacter(p.character.id, { gold: 16 });
    const ok = await post(`/api/character/skills/${archery}`, p.cookie);
    expect(ok.json()).toMatchObject({ fee: 16, gold: 0, skill: { level: 3, completion: 10, fee: 16 } });
    expect((await character(p.character.id)).gold).toBe(0);
  });

  it('charges once when 10 sessions race with gold for one', async () => {
    const stealth = await skillId('Stealth');
    const p = await player({ gold: 1 });
    useDraws(0);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(`/api/character/skills/${stealth}`, p.cookie)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => [200, 409, 429].includes(r.statusCode))).toBe(true);
    expect((await character(p.character.id)).gold).toBe(0);
    const [progress] = await t.app.deps.db
      .select()
      .from(characterSkillsTable)
      .where(and(eq(characterSkillsTable.characterId, p.character.id), eq(characterSkillsTable.skillId, stealth)));
    expect(progress).toMatchObject({ completion: 10 });
  });
});

describe('travel fare', () => {
  it('charges 2 x squares x level; without it answers 409 and stays', async () => {
    // 3 + 1 squares at level 5: 40 gold.
    const p = await player({ level: 5, experience: 1231, gold: 39 });
    const refused = await post('/api/character/travel', p.cookie, { cityID: city.there });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'travel.not_enough_gold',
      message: 'You need 40 gold to travel to Test: Gullcrest; you have 39.',
    });
    expect(await character(p.character.id)).toMatchObject({ cityId: city.here, gold: 39, travelCooldownEndsAt: null });

    await setCharacter(p.character.id, { gold: 40 });
    const moved = await post('/api/character/travel', p.cookie, { cityID: city.there });
    expect(moved.json()).toMatchObject({ fare: 40, gold: 0, location: { id: city.there } });
  });
});

describe('bail', () => {
  it("pays your own bail: the level's gold per minute x minutes left, rounded up at the minute boundary", async () => {
    const p = await player({ level: 10, experience: 4600, gold: 200, ...jailedFor(10 * MINUTE + 1) });
    const ownBail = async () =>
      (await t.request({ method: 'GET', url: '/api/character/prices', cookie: p.cookie })).json().bail.own as number;
    // A level-10 deed pays 3/4 x 29 gold per 3-minute cooldown: 7.25 a minute (levelGoldPerMinute);
    // bail is twice that. 10 minutes and 1 ms left count as 11 minutes: 2 x 7.25 x 11 = 159.5, rounded up.
    expect(await ownBail()).toBe(160);
    t.clock.advance(1);
    // Exactly 10 minutes left: 145.
    expect(await ownBail()).toBe(145);
    const res = await bail(p.cookie, {});
    expect(res.json()).toMatchObject({ paid: 145, gold: 55, goodPoints: 0, prisoner: { id: p.character.id } });
    expect(await character(p.character.id)).toMatchObject({ gold: 55, jailedUntil: t.clock.now() });
    expect((await bail(p.cookie)).statusCode).toBe(409);
  });

  it('refuses without the gold (409) or above the price shown (409), changing nothing', async () => {
    const p = await player({ gold: 119, ...jailedFor(10 * MINUTE) });
    const poor = await bail(p.cookie);
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({
      code: 'bail.not_enough_gold',
      message: 'You need 120 gold to pay this bail; you have 119.',
    });
    await setCharacter(p.character.id, { gold: 200 });
    const risen = await bail(p.cookie, { maxPrice: 119 });
    expect(risen.statusCode).toBe(409);
    expect(risen.json().code).toBe('bail.price_changed');
    expect(await character(p.character.id)).toMatchObject({ gold: 200, jailedUntil: inMs(10 * MINUTE) });
    expect((await bail(p.cookie, { maxPrice: 120 })).json()).toMatchObject({ paid: 120, gold: 80 });
  });

  it("pays another prisoner's bail in your city for good points; refuses other cities, prisoners and yourself", async () => {
    const prisoner = await player({ level: 2, experience: 134, ...jailedFor(25 * MINUTE) });
    const far = await player({ cityId: city.elsewhere });
    const wrongCity = await bail(far.cookie, { player: prisoner.character.id });
    expect(wrongCity.statusCode).toBe(403);
    expect(wrongCity.json().code).toBe('bail.wrong_city');
    const inmate = await player({ ...jailedFor(MINUTE) });
    expect((await bail(inmate.cookie, { player: prisoner.character.id })).statusCode).toBe(403);
    const payer = await player({ gold: 310 });
    expect((await bail(payer.cookie, { player: payer.character.id })).statusCode).toBe(400);
    expect((await bail(payer.cookie, { player: 'nobody' })).statusCode).toBe(400);
    expect(await character(prisoner.character.id)).toMatchObject({ jailedUntil: inMs(25 * MINUTE) });

    // Level 2 earns 6 gold a minute: 2 x 6 x 25 = 300 gold; 1 good point per 2 minutes of the
    // level-1 payer's income (2 x 6 gold): 25.
    const res = await bail(payer.cookie, { player: prisoner.character.id, maxPrice: 300 });
    expect(res.json()).toMatchObject({ paid: 300, gold: 10, goodPoints: 25, prisoner: { id: prisoner.character.id } });
    expect(await character(payer.character.id)).toMatchObject({ gold: 10, good: 25, alignment: 25 });
    expect(await character(prisoner.character.id)).toMatchObject({ jailedUntil: t.clock.now() });
  });

  it('answers 401 signed out and 403 without a living character', async () => {
    expect((await bail(undefined)).statusCode).toBe(401);
    expect((await bail((await signUp(t)).cookie)).statusCode).toBe(403);
  });

  it('takes exactly one payment when 20 payers race for one prisoner', async () => {
    const prisoner = await player({ ...jailedFor(30 * MINUTE) });
    const payers = await Promise.all(Array.from({ length: 4 }, () => player({ gold: 1000 })));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bail(payers[i % payers.length]!.cookie, { player: prisoner.character.id })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const gold = await Promise.all(payers.map(async (p) => (await character(p.character.id)).gold));
    expect(gold.reduce((a, b) => a + b, 0)).toBe(4000 - 360);
  });
});

describe('jailbreak with Lockpicking', () => {
  it('raises the odds by 0.02 per Lockpicking level and pays the rescuer by the jailing deed', async () => {
    const lockpicking = await skillId('Lockpicking');
    // A level-5 deed's 200 Max Experience counts as a local level-1 deed's at most (rescuerExperience).
    const jailing = { jailDeedLevel: 5, jailDeedMaxExperience: 200 };
    const prisoner = await player({ ...jailedFor(10 * MINUTE), ...jailing });
    const rescuer = await player({ level: 1, experience: 0 });
    await t.app.deps.db
      .insert(characterSkillsTable)
      .values({ characterId: rescuer.character.id, skillId: lockpicking, level: 5 });
    // 0.4 + 0.02 x 5 = 0.5: a draw of 0.4999 succeeds.
    useDraws(0.4999);
    const res = await post('/api/character/actions/jailbreak', rescuer.cookie, { player: prisoner.character.id });
    const earned = rescuerExperience({ jailingDeedLevel: 5, jailingDeedMaxExperience: 200, rescuerLevel: 1 });
    expect(earned).toBeGreaterThan(0);
    expect(earned).toBeLessThan(50);
    expect(res.json()).toMatchObject({ success: true, experience: earned });
    const xp = applyExperience(1, 0, earned);
    expect(await character(rescuer.character.id)).toMatchObject({ experience: xp.experience, level: xp.level });
    expect(await character(prisoner.character.id)).toMatchObject({
      jailDeedLevel: null,
      jailDeedMaxExperience: null,
    });
  });

  it('fails at the exact chance', async () => {
    const prisoner = await player({ ...jailedFor(10 * MINUTE) });
    const rescuer = await player();
    useDraws(0.4, 0.9);
    const res = await post('/api/character/actions/jailbreak', rescuer.cookie, { player: prisoner.character.id });
    expect(res.json()).toMatchObject({ success: false, experience: 0 });
    expect((await character(rescuer.character.id)).experience).toBe(0);
  });
});

describe('GET /api/character/prices', () => {
  it('lists every fee, fare and bail the character is about to pay', async () => {
    const p = await player({ level: 2, experience: 134, gold: 77 });
    const prisoner = await player({ level: 4, experience: 777, ...jailedFor(2 * MINUTE) });
    const res = await t.request({ method: 'GET', url: '/api/character/prices', cookie: p.cookie });
    expect(res.statusCode).toBe(200);
    const prices = res.json();
    expect(prices.gold).toBe(77);
    expect(prices.training.every((s: { fee: number }) => s.fee === 1)).toBe(true);
    expect(prices.travel.find((x: { cityId: string }) => x.cityId === city.there)).toEqual({
      cityId: city.there,
      squares: 4,
      fare: 16,
    });
    expect(prices.travel.some((x: { cityId: string }) => x.cityId === city.here)).toBe(false);
    expect(prices.bail).toEqual({ own: null, prisoners: expect.arrayContaining([{ id: prisoner.character.id, bail: 27 }]) });
    expect((await t.request({ method: 'GET', url: '/api/character/prices' })).statusCode).toBe(401);
  });
});
