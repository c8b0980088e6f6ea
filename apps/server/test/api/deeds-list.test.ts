import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { useDeedsSuite } from './deeds-kit.ts';

const suite = useDeedsSuite();
const { ids, useDraws, setCharacter, player, attempt, inMs } = suite;
let t: TestApp;
beforeAll(() => {
  t = suite.app();
});

describe('GET /api/deeds', () => {
  it('lists the deeds up to the character level, lowest first, with the spec fields and the rules preview', async () => {
    const { cookie, character: c } = await player();
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
      cityId: null,
      reward: { gold: 40, experience: 60, alignment: 3, jailTime: 120 },
      onCooldown: false,
      cooldownEnd: null,
      cooldownMs: 60_000,
      // max(its 120 s jail time, 2 cooldowns of an evil level-1 deed).
      sentenceMs: 120_000,
      skill: null,
      successChance: 0.5,
      // 0.5 x 3/4 x 60 x 3 (apprentice at level 1) per 1-minute cooldown; gold 0.5 x 3/4 x 40.
      expectedExperiencePerMinute: 67.5,
      expectedGoldPerMinute: 15,
      alignmentRequirement: { kind: 'none' },
      meetsAlignment: true,
      equipment: { successBonus: 0, jailFactor: 1, items: [] },
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
    expect(unknown.json()).toMatchObject({ code: 'deeds.not_found', message: 'Deed not found.' });
    const malformed = await t.request({ method: 'GET', url: '/api/deeds/not-an-id', cookie });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Deed not found.');
    // One deed is part of the public catalogue: a visitor reads it too.
    expect((await t.request({ method: 'GET', url: `/api/deeds/${ids.good}` })).statusCode).toBe(200);
  });
});
