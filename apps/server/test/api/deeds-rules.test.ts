import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterSkillsTable, skillsTable } from '../../src/modules/training/training.sql.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows, replayedDraws } from './gameplay-kit.ts';

let t: TestApp;
const draws = replayedDraws();
const useDraws = draws.use;
const HOUR = 3_600_000;
const city = { even: '', holy: '', far: '' };

const rows = gameplayRows(() => t);
const { character, setCharacter, insertDeed } = rows;
const insertCity = (name: string, alignment: number) => rows.insertCity({ name, alignment });
const player = (values: CharacterValues = {}) => rows.player(city.even, values);
const attempt = (cookie: string, id: string) => t.request({ method: 'POST', url: `/api/deeds/${id}/complete`, cookie });
const list = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/deeds', cookie })).json() as Record<string, unknown>[];
const own = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/character/', cookie })).json();

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  city.even = await insertCity('Test: Evenfield', 0);
  city.holy = await insertCity('Test: Lightholm', 25);
  city.far = await insertCity('Test: Farreach', 0);
});
afterAll(() => t.close());

describe('deeds of one city', () => {
  it('lists a city deed only in its city, and refuses it elsewhere with 403 changing nothing', async () => {
    const local = await insertDeed({ name: 'Test: Ring the Farreach Bell', level: 1, cityId: city.far, rewardGold: 10 });
    const { cookie, character: c } = await player();
    expect((await list(cookie)).some((d) => d.id === local)).toBe(false);
    const refused = await attempt(cookie, local);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'deeds.wrong_city',
      message: 'This deed can only be done in Test: Farreach.',
      details: { cityId: city.far },
    });
    expect(await character(c.id)).toMatchObject({ deedCooldownEndsAt: null, gold: 100 });

    await setCharacter(c.id, { cityId: city.far });
    expect((await list(cookie)).find((d) => d.id === local)).toMatchObject({ cityId: city.far });
    useDraws(0, 0);
    expect((await attempt(cookie, local)).json()).toMatchObject({ success: 1, earned: { gold: 5 } });
  });
});

describe('alignment requirements', () => {
  it('lets a good level-20 deed be done at alignment 10 and refuses 9 with 403', async () => {
    const deed = await insertDeed({ name: 'Test: Bless the Harvest', level: 20, alignment: 1, rewardGold: 10 });
    const low = await player({ level: 20, experience: 16_000, good: 9, alignment: 9 });
    const row = (await list(low.cookie)).find((d) => d.id === deed);
    expect(row).toMatchObject({ alignmentRequirement: { kind: 'atLeast', value: 10 }, meetsAlignment: false });
    const refused = await attempt(low.cookie, deed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'deeds.alignment_required',
      message: 'This deed needs an alignment of at least 10; yours is 9.',
      details: { alignmentRequirement: { kind: 'atLeast', value: 10 }, alignment: 9 },
    });
    expect((await character(low.character.id)).deedCooldownEndsAt).toBeNull();

    const exact = await player({ level: 20, experience: 16_000, good: 10, alignment: 10 });
    expect((await list(exact.cookie)).find((d) => d.id === deed)).toMatchObject({ meetsAlignment: true });
    useDraws(0.99);
    expect((await attempt(exact.cookie, deed)).json().success).toBe(0);
  });

  it('holds a neutral level-10 deed to |alignment| <= 20, on both sides', async () => {
    const deed = await insertDeed({ name: 'Test: Keep the Ledger', level: 10, alignment: 0, rewardGold: 10 });
    for (const [alignment, ok] of [
      [20, true],
      [-20, true],
      [21, false],
      [-21, false],
    ] as const) {
      const p = await player({
        level: 10,
        experience: 4_600,
        good: Math.max(0, alignment),
        evil: Math.max(0, -alignment),
        alignment,
      });
      useDraws(0.99);
      const res = await attempt(p.cookie, deed);
      expect(res.statusCode, `alignment ${alignment}`).toBe(ok ? 200 : 403);
      // Attempted (a failed roll), not turned away as if on cooldown.
      if (ok) expect(res.json().success, `alignment ${alignment}`).toBe(0);
    }
  });

  it('holds an evil level-20 deed to an alignment of at most -10', async () => {
    const deed = await insertDeed({ name: 'Test: Poison the Well', level: 20, alignment: -1, rewardGold: 10 });
    const exact = await player({ level: 20, experience: 16_000, evil: 10, alignment: -10 });
    useDraws(0.99);
    expect((await attempt(exact.cookie, deed)).json().success).toBe(0);
    const above = await player({ level: 20, experience: 16_000, evil: 9, alignment: -9 });
    const refused = await attempt(above.cookie, deed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'deeds.alignment_required',
      details: { alignmentRequirement: { kind: 'atMost', value: -10 }, alignment: -9 },
    });
    expect((await character(above.character.id)).deedCooldownEndsAt).toBeNull();
  });
});

describe('skills and city alignment decide the odds', () => {
  it('adds 0.03 per skill level above the requirement and 0.002 x the city alignment for good deeds', async () => {
    const deed = await insertDeed({
      name: 'Test: Tend the Wounded',
      level: 3,
      alignment: 1,
      skills: { Herbalism: 1 },
      rewardGold: 10,
    });
    const [herbalism] = await t.app.deps.db.select().from(skillsTable).where(eq(skillsTable.name, 'Herbalism'));
    const p = await player({ level: 3, experience: 406, cityId: city.holy });
    await t.app.deps.db.insert(characterSkillsTable).values({ characterId: p.character.id, skillId: herbalism!.id, level: 4 });
    // 0.5 + 0.03 x (4 - 1) + 0.002 x 25 = 0.64
    expect((await list(p.cookie)).find((d) => d.id === deed)).toMatchObject({
      skill: { name: 'Herbalism', required: 1, yours: 4 },
      successChance: 0.64,
    });
    useDraws(0.6399, 0, 0);
    expect((await attempt(p.cookie, deed)).json().success).toBe(1);
    t.clock.advance(2 * 60_000);
    useDraws(0.64);
    expect((await attempt(p.cookie, deed)).json().success).toBe(0);
  });

  it("matches a deed's skill to the character's whatever its case and surrounding spaces", async () => {
    const deed = await insertDeed({ name: 'Test: Brew a Tonic', level: 3, alignment: 0, skills: { ' hERBALISM ': 1 } });
    const [herbalism] = await t.app.deps.db.select().from(skillsTable).where(eq(skillsTable.name, 'Herbalism'));
    const p = await player({ level: 3, experience: 406, cityId: city.holy });
    await t.app.deps.db.insert(characterSkillsTable).values({ characterId: p.character.id, skillId: herbalism!.id, level: 4 });
    expect((await list(p.cookie)).find((d) => d.id === deed)).toMatchObject({ skill: { required: 1, yours: 4 } });
  });
});

describe('the skill the odds read', () => {
  it("is the deed's own skill, whatever other skills the character has trained higher", async () => {
    const deed = await insertDeed({ name: 'Test: Set a Bone', level: 3, alignment: 1, skills: { Herbalism: 1 } });
    const skills = await t.app.deps.db.select().from(skillsTable);
    const at = skills.findIndex((s) => s.name === 'Herbalism');
    const herbalism = skills[at]!;
    // One skill on each side of Herbalism in the table, so whatever order the read lists them in,
    // a higher skill comes after the deed's own.
    const others = [skills[at - 1] ?? skills[at + 2]!, skills[at + 1] ?? skills[at - 2]!];
    const p = await player({ level: 3, experience: 406, cityId: city.holy });
    // Trained after Herbalism and higher: the odds must still read Herbalism's level.
    await t.app.deps.db
      .insert(characterSkillsTable)
      .values([
        { characterId: p.character.id, skillId: herbalism.id, level: 2 },
        ...others.map((s) => ({ characterId: p.character.id, skillId: s.id, level: 9 })),
      ]);
    // 0.5 + 0.03 x (2 - 1) + 0.002 x 25 = 0.58
    expect((await list(p.cookie)).find((d) => d.id === deed)).toMatchObject({
      skill: { name: 'Herbalism', required: 1, yours: 2 },
      successChance: 0.58,
    });
    useDraws(0.5799, 0, 0);
    expect((await attempt(p.cookie, deed)).json().success).toBe(1);
    t.clock.advance(2 * 60_000);
    useDraws(0.58);
    expect((await attempt(p.cookie, deed)).json().success).toBe(0);
  });
});

describe('what the answer says', () => {
  it('names no alignment points when a success earned none, and says "You failed." for a deed without its own text', async () => {
    const plain = await insertDeed({ name: 'Test: Count Sheep', level: 1, alignment: 0, rewardGold: 10, rewardExperience: 10 });
    const p = await player();
    useDraws(0, 0.999, 0.999);
    const won = (await attempt(p.cookie, plain)).json();
    expect(won.earned.alignment).toBe(0);
    expect(won.message).toBe('You succeeded. You earned 10 gold and 30 experience.');
    t.clock.advance(60_000);
    useDraws(0.999, 0.999);
    expect((await attempt(p.cookie, plain)).json()).toMatchObject({ success: 0, message: 'You failed.' });
  });

  it('answers an unknown deed with 404 "Deed not found."', async () => {
    const p = await player();
    const res = await attempt(p.cookie, '00000000-0000-4000-8000-00000000dead');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'deeds.not_found', message: 'Deed not found.' });
  });
});

describe('rested time after a deed', () => {
  it('starts banking when the cooldown of the last deed ends', async () => {
    const deed = await insertDeed({ name: 'Test: Sweep the Yard', level: 5, alignment: 0, rewardExperience: 20 });
    const p = await player({ level: 5, experience: 1231 });
    useDraws(0, 0);
    expect((await attempt(p.cookie, deed)).json().success).toBe(1);
    // The 2-minute cooldown, then 10 idle hours: 2% x 10 x 528 = 105 (see the test below).
    t.clock.advance(120_000 + 10 * HOUR);
    expect((await own(p.cookie)).restedExperience).toBe(105);
  });
});

describe('rested experience and fatigue', () => {
  it('banks 2% of the level span per idle hour, shows it, and doubles the next gain with it', async () => {
    const deed = await insertDeed({ name: 'Test: Fetch Firewood', level: 5, alignment: 0, rewardExperience: 20 });
    // Level 5 spans 1759 - 1231 = 528: 10 idle hours bank 2% x 10 x 528 = 105.
    const p = await player({ level: 5, experience: 1231, restedSince: t.clock.now() });
    t.clock.advance(10 * HOUR);
    expect((await own(p.cookie)).restedExperience).toBe(105);
    useDraws(0, 0);
    const res = (await attempt(p.cookie, deed)).json();
    expect(res.earned).toEqual({ gold: 0, experience: 20, alignment: 0, restedUsed: 10 });
    expect(await character(p.character.id)).toMatchObject({ experience: 1251, restedExperience: 95 });
    // During the cooldown nothing accrues; the bank is what is left.
    expect((await own(p.cookie)).restedExperience).toBe(95);
  });

  it('cuts rewards to x0.3 once 3 hours of deed cooldowns were begun in the game day', async () => {
    const deed = await insertDeed({ name: 'Test: Haul Stones', level: 5, alignment: 0, rewardGold: 40, rewardExperience: 40 });
    const day = t.clock.now().toISOString().slice(0, 10);
    const p = await player({ level: 5, experience: 1231, effortDay: day, effortMs: 3 * HOUR - 1 });
    expect((await own(p.cookie)).fatigue).toEqual({ effortTodayMs: 3 * HOUR - 1, factor: 1 });
    useDraws(0, 0.999, 0.999);
    expect((await attempt(p.cookie, deed)).json().earned).toMatchObject({ gold: 40, experience: 40 });
    // The 2-minute cooldown of a level-5 deed now counts as effort: past 3 hours.
    expect((await own(p.cookie)).fatigue).toEqual({ effortTodayMs: 3 * HOUR - 1 + 120_000, factor: 0.3 });
    expect((await list(p.cookie)).find((d) => d.id === deed)).toMatchObject({ expectedGoldPerMinute: 2.3 });
    // 0.52 (a neutral deed in an alignment-0 city) x 3/4 x 40 gold x 0.3 fatigue over a 2-minute cooldown.
    t.clock.advance(120_000);
    useDraws(0, 0.999, 0.999);
    expect((await attempt(p.cookie, deed)).json().earned).toMatchObject({ gold: 12, experience: 12 });
  });

  it('shows the title of the neutral track for a neutral character', async () => {
    const p = await player({ neutral: 150 });
    expect((await own(p.cookie)).title).toBe('Wanderer');
  });
});
