import { DEED_COOLDOWN_MESSAGE } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Rng, sequenceRng } from '../../src/lib/rng.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { deedsTable } from '../../src/modules/deeds/deeds.sql.ts';
import { createTestApp, PASSWORD, sessionCookie, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

type CharacterValues = Partial<typeof charactersTable.$inferInsert>;

let t: TestApp;
/** The app's rng replays whichever sequence the current test chose. */
let draws: Rng = sequenceRng([0]);
const useDraws = (...values: number[]) => {
  draws = sequenceRng(values);
};

const ids = { good: '', evil: '', neutral: '', high: '', big: '' };

async function insertDeed(values: Partial<typeof deedsTable.$inferInsert> & { name: string }): Promise<string> {
  const now = t.clock.now();
  const [row] = await t.app.deps.db
    .insert(deedsTable)
    .values({ createdAt: now, updatedAt: now, ...values })
    .returning({ id: deedsTable.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ rng: () => draws() });
  ids.good = await insertDeed({
    name: 'Test: Help a Farmer',
    level: 1,
    alignment: 1,
    successMessage: 'The farmer thanks you.',
    failureMessage: 'You trip over a goat.',
    rewardGold: 100,
    rewardExperience: 300,
    rewardAlignment: 5,
  });
  ids.evil = await insertDeed({
    name: 'Test: Rob a Stall',
    level: 1,
    alignment: -1,
    successMessage: 'You vanish into the crowd.',
    failureMessage: 'The watch grabs you.',
    rewardGold: 40,
    rewardExperience: 60,
    rewardAlignment: 3,
    rewardJailSeconds: 120,
  });
  ids.neutral = await insertDeed({
    name: 'Test: Carry Crates',
    level: 0,
    rewardGold: 10,
    rewardExperience: 10,
    rewardAlignment: 2,
  });
  ids.high = await insertDeed({ name: 'Test: Slay a Wyrm', level: 5, alignment: 1, rewardGold: 500, rewardExperience: 500 });
  ids.big = await insertDeed({ name: 'Test: Found a Guild', level: 1, rewardGold: 0, rewardExperience: 1000 });
});
afterAll(() => t.close());

async function character(id: string) {
  const [row] = await t.app.deps.db.select().from(charactersTable).where(eq(charactersTable.id, id));
  return row!;
}
async function setCharacter(id: string, values: CharacterValues) {
  await t.app.deps.db.update(charactersTable).set(values).where(eq(charactersTable.id, id));
}
const attempt = (cookie: string | undefined, id: string) =>
  t.request({ method: 'POST', url: `/api/deeds/${id}/complete`, ...(cookie ? { cookie } : {}) });
const inMs = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

describe('GET /api/deeds', () => {
  it('lists the deeds up to the character level, lowest first, with the spec fields', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    const res = await t.request({ method: 'GET', url: '/api/deeds', cookie });
    expect(res.statusCode).toBe(200);
    const deeds = res.json() as { level: number; alignment: number; name: string }[];
    expect(deeds.length).toBeGreaterThanOrEqual(5);
    expect(deeds.every((d) => d.level <= 1)).toBe(true);
    expect(deeds.map((d) => d.level)).toEqual([...deeds.map((d) => d.level)].sort((a, b) => a - b));
    expect(new Set(deeds.map((d) => Math.sign(d.alignment)))).toEqual(new Set([-1, 0, 1]));
    expect(deeds.find((d) => d.name === 'Test: Rob a Stall')).toEqual({
      id: ids.evil,
      name: 'Test: Rob a Stall',
      level: 1,
      content: '',
      alignment: -1,
      success: 'You vanish into the crowd.',
      failure: 'The watch grabs you.',
      skills: {},
      reward: { gold: 40, experience: 60, alignment: 3, jailTime: 120 },
      onCooldown: false,
      cooldownEnd: null,
    });
    expect(deeds.some((d) => d.name === 'Test: Slay a Wyrm')).toBe(false);

    await setCharacter(c.id, { level: 5 });
    const higher = (await t.request({ method: 'GET', url: '/api/deeds', cookie })).json() as { level: number; name: string }[];
    expect(higher.some((d) => d.name === 'Test: Slay a Wyrm')).toBe(true);
    expect(higher.some((d) => d.level === 5)).toBe(true);
    expect(higher.every((d) => d.level <= 5)).toBe(true);
  });

  it('marks every deed on cooldown after an attempt, until the cooldown ends', async () => {
    const { cookie } = await signUpWithCharacter(t);
    useDraws(0.99);
    await attempt(cookie, ids.good);
    const end = inMs(60_000);
    const during = (await t.request({ method: 'GET', url: '/api/deeds', cookie })).json() as {
      onCooldown: boolean;
      cooldownEnd: string;
    }[];
    expect(during.every((d) => d.onCooldown && d.cooldownEnd === end)).toBe(true);
    t.clock.advance(60_000);
    const after = (await t.request({ method: 'GET', url: '/api/deeds', cookie })).json() as {
      onCooldown: boolean;
      cooldownEnd: null;
    }[];
    expect(after.every((d) => !d.onCooldown && d.cooldownEnd === null)).toBe(true);
  });

  it('answers 401 signed out and 403 without a living character', async () => {
    expect((await t.request({ method: 'GET', url: '/api/deeds' })).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    const none = await t.request({ method: 'GET', url: '/api/deeds', cookie });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe('You need a living character to do that.');
    const dead = await signUpWithCharacter(t);
    await t.request({ method: 'POST', url: '/api/character/retire', cookie: dead.cookie });
    expect((await t.request({ method: 'GET', url: '/api/deeds', cookie: dead.cookie })).statusCode).toBe(403);
  });
});

describe('GET /api/deeds/:id', () => {
  it('gives one deed of any level', async () => {
    const { cookie } = await signUpWithCharacter(t);
    const res = await t.request({ method: 'GET', url: `/api/deeds/${ids.high}`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.high,
      name: 'Test: Slay a Wyrm',
      level: 5,
      reward: { gold: 500, experience: 500 },
    });
    expect(res.json()).not.toHaveProperty('onCooldown');
  });

  it('answers 404 for an unknown deed, 400 for a malformed id and 401 signed out', async () => {
    const { cookie } = await signUpWithCharacter(t);
    const unknown = await t.request({ method: 'GET', url: '/api/deeds/00000000-0000-4000-8000-000000000000', cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Deed not found.');
    const malformed = await t.request({ method: 'GET', url: '/api/deeds/not-an-id', cookie });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Deed not found.');
    expect((await t.request({ method: 'GET', url: `/api/deeds/${ids.good}` })).statusCode).toBe(401);
  });
});

describe('POST /api/deeds/:id/complete', () => {
  it('pays between half and all of the rewards on success, levels up and moves good', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    // success roll 0 < 0.5; gold draw at the top (100); experience draw at the bottom (150 of 300).
    useDraws(0, 0.999, 0);
    const res = await attempt(cookie, ids.good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      message: 'The farmer thanks you. You earned 100 gold, 150 experience and 5 good points. You reached level 2!',
      cooldown: inMs(60_000),
      lastJail: null,
      earned: { gold: 100, experience: 150, alignment: 5 },
      level: 2,
      levelsGained: 1,
    });
    expect(await character(c.id)).toMatchObject({
      gold: 200,
      experience: 150,
      level: 2,
      good: 5,
      evil: 0,
      neutral: 0,
      alignment: 5,
      deedCooldownEndsAt: new Date(inMs(60_000)),
      jailedUntil: null,
    });
  });

  it('adds evil points to evil and neutral points to neutral, keeping alignment = good - evil', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    await setCharacter(c.id, { good: 5, alignment: 5 });
    useDraws(0, 0, 0);
    const evil = await attempt(cookie, ids.evil);
    expect(evil.json()).toMatchObject({ success: 1, earned: { gold: 20, experience: 30, alignment: 3 }, level: 1 });
    expect(await character(c.id)).toMatchObject({ gold: 120, experience: 30, good: 5, evil: 3, neutral: 0, alignment: 2 });

    t.clock.advance(60_000);
    useDraws(0, 0.999, 0.999);
    const neutral = await attempt(cookie, ids.neutral);
    expect(neutral.json()).toMatchObject({ success: 1, earned: { gold: 10, experience: 10, alignment: 2 } });
    expect(neutral.json().message).toBe('You succeeded. You earned 10 gold, 10 experience and 2 neutral points.');
    expect(await character(c.id)).toMatchObject({ gold: 130, experience: 40, good: 5, evil: 3, neutral: 2, alignment: 2 });
  });

  it('raises several levels at once when several thresholds are crossed', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    // A Max Gold of 0 takes no draw: the second draw is the experience one.
    useDraws(0, 0.999);
    const res = await attempt(cookie, ids.big);
    // 1000 XP crosses 134 (level 2), 406 (3) and 777 (4) but not 1231 (5).
    expect(res.json()).toMatchObject({ success: 1, level: 4, levelsGained: 3, earned: { gold: 0, experience: 1000 } });
    expect(res.json().message).toContain('You reached level 4!');
    expect(await character(c.id)).toMatchObject({ level: 4, experience: 1000, gold: 100 });
  });

  it('uses the documented success chance: 0.5 + 0.05 per level above the deed', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    await setCharacter(c.id, { level: 5, experience: 1231 });
    useDraws(0.69, 0, 0);
    expect((await attempt(cookie, ids.good)).json().success).toBe(1);
    t.clock.advance(60_000);
    useDraws(0.7);
    expect((await attempt(cookie, ids.good)).json().success).toBe(0);
  });

  it('pays nothing on failure and does not jail for a deed without jail time', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    useDraws(0.99, 0);
    const res = await attempt(cookie, ids.good);
    expect(res.json()).toEqual({
      success: 0,
      message: 'You trip over a goat.',
      cooldown: inMs(60_000),
      lastJail: null,
      earned: { gold: 0, experience: 0, alignment: 0 },
      level: 1,
      levelsGained: 0,
    });
    expect(await character(c.id)).toMatchObject({ gold: 100, experience: 0, good: 0, jailedUntil: null });
  });

  it('jails on a failure with the 50% chance, for the deed jail time', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    useDraws(0.99, 0.5);
    const free = await attempt(cookie, ids.evil);
    expect(free.json()).toMatchObject({ success: 0, lastJail: null, message: 'The watch grabs you.' });
    expect((await character(c.id)).jailedUntil).toBeNull();

    t.clock.advance(60_000);
    useDraws(0.99, 0.49);
    const caught = await attempt(cookie, ids.evil);
    expect(caught.json()).toMatchObject({
      success: 0,
      lastJail: inMs(120_000),
      cooldown: inMs(60_000),
      message: 'The watch grabs you. You have been imprisoned for 2 minutes!',
      earned: { gold: 0, experience: 0, alignment: 0 },
    });
    expect(await character(c.id)).toMatchObject({ jailedUntil: new Date(inMs(120_000)), gold: 100, evil: 0 });
    const own = (await t.request({ method: 'GET', url: '/api/character/', cookie })).json();
    expect(own).toMatchObject({ inJail: true, jailReleaseTime: inMs(120_000), lastJail: inMs(120_000) });
  });

  it('refuses deeds while jailed with 403 and allows them once released', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    await setCharacter(c.id, { jailedUntil: new Date(inMs(90_000)) });
    const res = await attempt(cookie, ids.good);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot do deeds while in jail.');
    expect((await character(c.id)).deedCooldownEndsAt).toBeNull();
    t.clock.advance(90_000);
    useDraws(0.99);
    expect((await attempt(cookie, ids.good)).json().success).toBe(0);
  });

  it('answers -1 with the spec message during the cooldown and changes nothing', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    useDraws(0, 0, 0);
    const first = await attempt(cookie, ids.good);
    const before = await character(c.id);
    t.clock.advance(59_999);
    useDraws(0, 0.999, 0.999);
    const again = await attempt(cookie, ids.good);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: -1,
      message: DEED_COOLDOWN_MESSAGE,
      cooldown: first.json().cooldown,
      lastJail: null,
      earned: { gold: 0, experience: 0, alignment: 0 },
      level: before.level,
      levelsGained: 0,
    });
    const { level, experience, gold, good, neutral, evil, alignment, deedCooldownEndsAt, jailedUntil } = before;
    expect(await character(c.id)).toMatchObject({
      level,
      experience,
      gold,
      good,
      neutral,
      evil,
      alignment,
      deedCooldownEndsAt,
      jailedUntil,
    });
    t.clock.advance(1);
    expect((await attempt(cookie, ids.good)).json().success).toBe(1);
  });

  it('refuses a deed above the character level with 403 and claims no cooldown', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    const res = await attempt(cookie, ids.high);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You must be level 5 to attempt this deed.');
    expect((await character(c.id)).deedCooldownEndsAt).toBeNull();
  });

  it('answers 401 signed out, 403 without a living character, 404 for an unknown deed and 400 for a bad id', async () => {
    expect((await attempt(undefined, ids.good)).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    expect((await attempt(cookie, ids.good)).statusCode).toBe(403);
    const dead = await signUpWithCharacter(t);
    await t.request({ method: 'POST', url: '/api/character/retire', cookie: dead.cookie });
    const deadRes = await attempt(dead.cookie, ids.good);
    expect(deadRes.statusCode).toBe(403);
    expect(deadRes.json().message).toBe('You need a living character to do that.');
    const alive = await signUpWithCharacter(t);
    const unknown = await attempt(alive.cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Deed not found.');
    expect((await attempt(alive.cookie, 'nope')).statusCode).toBe(400);
    expect((await character(alive.character.id)).deedCooldownEndsAt).toBeNull();
  });

  it('scales the cooldown and the jail time by GAME_SPEED', async () => {
    const fast = await createTestApp({ config: { gameSpeed: 60 }, rng: sequenceRng([0.99, 0]) });
    try {
      const { cookie } = await signUpWithCharacter(fast);
      const [evil] = await fast.app.deps.db
        .select({ id: deedsTable.id })
        .from(deedsTable)
        .where(eq(deedsTable.name, 'Steal Apples from the Market'));
      const res = await fast.request({ method: 'POST', url: `/api/deeds/${evil!.id}/complete`, cookie });
      const now = fast.clock.now().getTime();
      // 60 s cooldown and the deed's 30 s jail, each divided by 60.
      expect(res.json()).toMatchObject({
        success: 0,
        cooldown: new Date(now + 1_000).toISOString(),
        lastJail: new Date(now + 500).toISOString(),
        message: expect.stringContaining('imprisoned for 1 second'),
      });
      fast.clock.advance(1_000);
      const again = await fast.request({ method: 'POST', url: `/api/deeds/${evil!.id}/complete`, cookie });
      expect(again.json().success).toBe(0);
    } finally {
      await fast.close();
    }
  });
});

describe('concurrent attempts', () => {
  async function expectExactlyOne(cookies: string[], characterId: string) {
    useDraws(0);
    const results = await Promise.all(cookies.map((cookie) => attempt(cookie, ids.good)));
    expect(results.map((r) => r.statusCode)).toEqual(cookies.map(() => 200));
    const outcomes = results.map((r) => r.json().success as number);
    expect(outcomes.filter((s) => s === 1)).toHaveLength(1);
    expect(outcomes.filter((s) => s === -1)).toHaveLength(cookies.length - 1);
    // One success pays ceil(100 / 2) gold and ceil(300 / 2) experience, once.
    expect(await character(characterId)).toMatchObject({
      gold: 150,
      experience: 150,
      level: 2,
      good: 5,
      alignment: 5,
      deedCooldownEndsAt: new Date(inMs(60_000)),
    });
  }

  it('resolves 20 simultaneous attempts from one session exactly once', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    await expectExactlyOne(
      Array.from({ length: 20 }, () => cookie),
      c.id,
    );
  });

  it('resolves 20 simultaneous attempts from two sessions of one account exactly once', async () => {
    const { cookie, email, character: c } = await signUpWithCharacter(t);
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    const second = sessionCookie(login);
    await expectExactlyOne(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? cookie : second)),
      c.id,
    );
  });
});
