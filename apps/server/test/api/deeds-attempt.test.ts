import { DEED_COOLDOWN_MESSAGE, DeedAttemptResultSchema } from '@tod/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { sequenceRng } from '../kit/rng.ts';
import { deedsTable } from '../../src/modules/deeds/deeds.sql.ts';
import { createTestApp, PASSWORD, sessionCookie, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { useDeedsSuite } from './deeds-kit.ts';

const suite = useDeedsSuite();
const { ids, useDraws, character, setCharacter, player, attempt, inMs } = suite;
let t: TestApp;
beforeAll(() => {
  t = suite.app();
});

describe('POST /api/deeds/:id/complete', () => {
  it('pays between half and all of the rewards on success, x3 experience at level 1, levels up and moves good', async () => {
    const { cookie, character: c } = await player();
    // success roll 0 < 0.5; gold draw at the top (100); experience draw at the bottom (150 of 300, x3).
    useDraws(0, 0.999, 0);
    const res = await attempt(cookie, ids.good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      character: expect.any(Object), // its fields: gameplay-answers.test.ts
      success: 1,
      message: 'The farmer thanks you. You earned 100 gold, 450 experience and 5 good points. You reached level 3!',
      cooldown: inMs(60_000),
      lastJail: null,
      earned: { gold: 100, experience: 450, alignment: 5, restedUsed: 0 },
      level: 3,
      levelsGained: 2,
    });
    expect(await character(c.id)).toMatchObject({
      gold: 200,
      experience: 450,
      level: 3,
      good: 5,
      evil: 0,
      neutral: 0,
      alignment: 5,
      deedCooldownEndsAt: new Date(inMs(60_000)),
      jailedUntil: null,
    });
  });

  it('adds evil points to evil and neutral points to neutral, keeping alignment = good - evil', async () => {
    const { cookie, character: c } = await player();
    await setCharacter(c.id, { good: 5, alignment: 5 });
    useDraws(0, 0, 0);
    const evil = await attempt(cookie, ids.evil);
    expect(evil.json()).toMatchObject({ success: 1, earned: { gold: 20, experience: 90, alignment: 3 }, level: 1 });
    expect(await character(c.id)).toMatchObject({ gold: 120, experience: 90, good: 5, evil: 3, neutral: 0, alignment: 2 });

    t.clock.advance(60_000);
    useDraws(0, 0.999, 0.999);
    const neutral = await attempt(cookie, ids.neutral);
    expect(neutral.json()).toMatchObject({ success: 1, earned: { gold: 10, experience: 30, alignment: 2 } });
    expect(neutral.json().message).toBe('You succeeded. You earned 10 gold, 30 experience and 2 neutral points.');
    expect(await character(c.id)).toMatchObject({ gold: 130, experience: 120, good: 5, evil: 3, neutral: 2, alignment: 2 });
  });

  it('raises several levels at once when several thresholds are crossed', async () => {
    const { cookie, character: c } = await player();
    // A Max Gold of 0 takes no draw: the second draw is the experience one.
    useDraws(0, 0.999);
    const res = await attempt(cookie, ids.big);
    // 1000 XP x3 crosses 134 (level 2), 406, 777, 1231, 1759 and 2355 (7) but not 3014 (8).
    expect(res.json()).toMatchObject({ success: 1, level: 7, levelsGained: 6, earned: { gold: 0, experience: 3000 } });
    expect(res.json().message).toContain('You reached level 7!');
    expect(await character(c.id)).toMatchObject({ level: 7, experience: 3000, gold: 100 });
  });

  it('uses the documented success chance: 0.5 + 0.04 per level above the deed', async () => {
    const { cookie, character: c } = await player();
    await setCharacter(c.id, { level: 5, experience: 1231 });
    useDraws(0.6599, 0, 0);
    expect((await attempt(cookie, ids.good)).json().success).toBe(1);
    t.clock.advance(60_000);
    useDraws(0.66);
    expect((await attempt(cookie, ids.good)).json().success).toBe(0);
  });

  it('pays nothing on failure and does not jail for a deed without jail time', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    useDraws(0.99, 0);
    const res = await attempt(cookie, ids.good);
    expect(res.json()).toEqual({
      character: expect.any(Object), // its fields: gameplay-answers.test.ts
      success: 0,
      message: 'You trip over a goat.',
      cooldown: inMs(60_000),
      lastJail: null,
      earned: { gold: 0, experience: 0, alignment: 0, restedUsed: 0 },
      level: 1,
      levelsGained: 0,
    });
    expect(await character(c.id)).toMatchObject({ gold: 100, experience: 0, good: 0, jailedUntil: null });
  });

  it('jails on a failure with the 50% chance of an alignment-0 city, for the longer of the jail time and 2 cooldowns', async () => {
    const { cookie, character: c } = await player();
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
      earned: { gold: 0, experience: 0, alignment: 0, restedUsed: 0 },
    });
    // A rescuer is paid by the jailing deed (its Max Experience is 60).
    expect(await character(c.id)).toMatchObject({
      jailedUntil: new Date(inMs(120_000)),
      gold: 100,
      evil: 0,
      jailDeedMaxExperience: 60,
    });
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
      character: expect.any(Object), // its fields: gameplay-answers.test.ts
      success: -1,
      message: DEED_COOLDOWN_MESSAGE,
      cooldown: first.json().cooldown,
      lastJail: null,
      earned: { gold: 0, experience: 0, alignment: 0, restedUsed: 0 },
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

  it('scales the cooldown and the jail time by GAME_SPEED; the sentence outlasts the cooldown', async () => {
    const fast = await createTestApp({ config: { gameSpeed: 60 }, rng: sequenceRng([0.99, 0]) });
    try {
      const { cookie } = await signUpWithCharacter(fast);
      const at = fast.clock.now();
      const [evil] = await fast.app.deps.db
        .insert(deedsTable)
        .values({
          name: 'Test: Snatch a Purse',
          level: 1,
          alignment: -1,
          rewardGold: 10,
          rewardJailSeconds: 30,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: deedsTable.id });
      const res = await fast.request({ method: 'POST', url: `/api/deeds/${evil!.id}/complete`, cookie });
      const now = at.getTime();
      // A 60 s cooldown; the sentence is the longer of the deed's 30 s and 2 cooldowns (120 s); each divided by 60.
      expect(res.json()).toMatchObject({
        success: 0,
        cooldown: new Date(now + 1_000).toISOString(),
        lastJail: new Date(now + 2_000).toISOString(),
        message: expect.stringContaining('imprisoned for 2 seconds'),
      });
      fast.clock.advance(1_000);
      const jailed = await fast.request({ method: 'POST', url: `/api/deeds/${evil!.id}/complete`, cookie });
      expect(jailed.statusCode).toBe(403);
      fast.clock.advance(1_000);
      const again = await fast.request({ method: 'POST', url: `/api/deeds/${evil!.id}/complete`, cookie });
      expect(again.json().success).toBe(0);
    } finally {
      await fast.close();
    }
  });
});

describe('the answer as written', () => {
  // The attempt's answer is written with JSON.stringify, not parsed by zod on the way out
  // (lib/route.ts `trustedResponse`): every kind of answer must already be exactly the contract.
  it('is exactly the contract on a success with a level up, a jailing failure and a -1', async () => {
    const { cookie } = await player();
    const exact = (body: unknown) => expect(DeedAttemptResultSchema.encode(body as never)).toStrictEqual(body);
    useDraws(0, 0);
    const success = (await attempt(cookie, ids.big)).json();
    expect(success).toMatchObject({ success: 1, levelsGained: expect.any(Number) });
    expect(success.levelsGained).toBeGreaterThan(0);
    exact(success);
    useDraws(0, 0, 0);
    const refused = (await attempt(cookie, ids.good)).json();
    expect(refused.success).toBe(-1);
    exact(refused);
    t.clock.advance(60_000);
    useDraws(0.99, 0.3);
    const jailed = (await attempt(cookie, ids.evil)).json();
    expect(jailed).toMatchObject({ success: 0, lastJail: expect.any(String) });
    exact(jailed);
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
    // Winner and losers alike answer with the character as it is after the one success: a loser
    // answers from the version that beat it, not from the one it judged.
    const account = await t.request({ method: 'GET', url: '/api/auth/account', cookie: cookies[0]! });
    const after = account.json().playerCharacter;
    expect(after.gold).toBe(150);
    for (const r of results) expect(r.json().character).toEqual(after);
    // One success pays ceil(100 / 2) gold and ceil(300 / 2) x3 experience, once.
    expect(await character(characterId)).toMatchObject({
      gold: 150,
      experience: 450,
      level: 3,
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
