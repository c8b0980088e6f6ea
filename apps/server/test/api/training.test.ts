import { CONTENT_SKILLS } from '@tod/game';
import { TRAINING_COOLDOWN_MESSAGE, TRAINING_JAIL_MESSAGE } from '@tod/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rng } from '../../src/lib/rng.ts';
import { sequenceRng } from '../kit/rng.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { characterSkillsTable } from '../../src/modules/training/training.sql.ts';
import { createTestApp, PASSWORD, sessionCookie, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

let t: TestApp;
let draws: Rng = sequenceRng([0]);
const useDraws = (...values: number[]) => {
  draws = sequenceRng(values);
};

interface SkillJson {
  id: string;
  name: string;
  description: string;
  level: number;
  completion: number;
}
let skills: SkillJson[] = [];

beforeAll(async () => {
  t = await createTestApp({ rng: () => draws() });
  const { cookie } = await signUpWithCharacter(t);
  skills = (await t.request({ method: 'GET', url: '/api/character/skills/', cookie })).json();
});
afterAll(() => t.close());

const skill = (name: string) => skills.find((s) => s.name === name)!;
const trainUrl = (id: string) => `/api/character/skills/${id}`;
const train = (cookie: string | undefined, id: string) =>
  t.request({ method: 'POST', url: trainUrl(id), ...(cookie ? { cookie } : {}) });
const inMs = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

async function progress(characterId: string, skillId: string) {
  const [row] = await t.app.deps.db
    .select({ level: characterSkillsTable.level, completion: characterSkillsTable.completion })
    .from(characterSkillsTable)
    .where(and(eq(characterSkillsTable.characterId, characterId), eq(characterSkillsTable.skillId, skillId)));
  return row ?? null;
}
async function character(id: string) {
  const [row] = await t.app.deps.db.select().from(charactersTable).where(eq(charactersTable.id, id));
  return row!;
}

describe('GET /api/character/skills/', () => {
  it('lists every skill in the content pack order, untrained at level 0 and 0%', async () => {
    expect(skills.map((s) => s.name)).toEqual(CONTENT_SKILLS.map((s) => s.name));
    expect(skills[0]).toEqual({
      id: expect.any(String),
      name: 'Swordsmanship',
      description: CONTENT_SKILLS[0]!.description,
      fee: 1,
      level: 0,
      completion: 0,
    });
    expect(skills.every((s) => s.level === 0 && s.completion === 0)).toBe(true);
  });

  it("shows the character's own progress only", async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    useDraws(0.5);
    await train(a.cookie, skill('Archery').id);
    const mine = (await t.request({ method: 'GET', url: '/api/character/skills/', cookie: a.cookie })).json() as SkillJson[];
    const theirs = (await t.request({ method: 'GET', url: '/api/character/skills/', cookie: b.cookie })).json() as SkillJson[];
    expect(mine.find((s) => s.name === 'Archery')).toMatchObject({ level: 0, completion: 18 });
    expect(theirs.find((s) => s.name === 'Archery')).toMatchObject({ level: 0, completion: 0 });
  });

  it('answers 401 signed out and 403 without a living character', async () => {
    expect((await t.request({ method: 'GET', url: '/api/character/skills/' })).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    const res = await t.request({ method: 'GET', url: '/api/character/skills/', cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You need a living character to do that.');
  });
});

describe('POST /api/character/skills/:id', () => {
  it('adds 10 to 25 completion points and starts the 5-minute cooldown', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    const stealth = skill('Stealth');
    useDraws(0);
    const res = await train(cookie, stealth.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      character: expect.any(Object), // its fields: gameplay-answers.test.ts
      message: 'You trained Stealth: +10%. 10% towards level 1.',
      cooldown: inMs(300_000),
      skill: { ...stealth, level: 0, completion: 10 },
      inJail: false,
      jailTime: null,
      pointsGained: 10,
      levelsGained: 0,
      // (0 + 1)^2 gold for a session at level 0, from the 100 a new character holds.
      fee: 1,
      gold: 99,
    });
    expect(await progress(c.id, stealth.id)).toEqual({ level: 0, completion: 10 });
    expect((await character(c.id)).trainingCooldownEndsAt).toEqual(new Date(inMs(300_000)));
    const own = (await t.request({ method: 'GET', url: '/api/character/', cookie })).json();
    expect(own.lastTraining).toBe(inMs(300_000));

    t.clock.advance(300_000);
    useDraws(0.999);
    const top = await train(cookie, stealth.id);
    expect(top.json()).toMatchObject({ pointsGained: 25, skill: { level: 0, completion: 35 } });
  });

  it('raises the level at 100 and carries the remainder', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    const alchemy = skill('Alchemy');
    await t.app.deps.db.insert(characterSkillsTable).values({ characterId: c.id, skillId: alchemy.id, level: 2, completion: 90 });
    useDraws(0.999);
    const res = await train(cookie, alchemy.id);
    expect(res.json()).toMatchObject({
      message: 'You trained Alchemy: +25%. Alchemy reached level 3!',
      skill: { level: 3, completion: 15 },
      pointsGained: 25,
      levelsGained: 1,
    });
    expect(await progress(c.id, alchemy.id)).toEqual({ level: 3, completion: 15 });
  });

  it('refuses training on cooldown with 429 and the spec message, for every skill, and changes nothing', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    useDraws(0);
    const first = await train(cookie, skill('Herbalism').id);
    t.clock.advance(200_000);
    for (const name of ['Herbalism', 'Smithing']) {
      const res = await train(cookie, skill(name).id);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('100');
      expect(res.json()).toMatchObject({
        message: TRAINING_COOLDOWN_MESSAGE,
        code: 'training.on_cooldown',
        details: { inJail: false, jailTime: null, cooldown: first.json().cooldown, retryAfterSeconds: 100 },
      });
    }
    expect(await progress(c.id, skill('Herbalism').id)).toEqual({ level: 0, completion: 10 });
    expect(await progress(c.id, skill('Smithing').id)).toBeNull();
    expect((await character(c.id)).trainingCooldownEndsAt?.toISOString()).toBe(first.json().cooldown);
    t.clock.advance(100_000);
    expect((await train(cookie, skill('Smithing').id)).statusCode).toBe(200);
  });

  it('refuses training while jailed with inJail and the release time, and changes nothing', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    const releaseTime = inMs(120_000);
    await t.app.deps.db
      .update(charactersTable)
      .set({ jailedUntil: new Date(releaseTime) })
      .where(eq(charactersTable.id, c.id));
    const res = await train(cookie, skill('Persuasion').id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: TRAINING_JAIL_MESSAGE,
      code: 'training.in_jail',
      details: { inJail: true, jailTime: releaseTime, cooldown: null },
    });
    expect(await progress(c.id, skill('Persuasion').id)).toBeNull();
    expect((await character(c.id)).trainingCooldownEndsAt).toBeNull();
    t.clock.advance(120_000);
    expect((await train(cookie, skill('Persuasion').id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown skill, 400 for a malformed id, 403 without a living character and 401 signed out', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    const unknown = await train(cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Skill not found.');
    const malformed = await train(cookie, 'archery');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Skill not found.');
    expect((await character(c.id)).trainingCooldownEndsAt).toBeNull();

    expect((await train(undefined, skill('Archery').id)).statusCode).toBe(401);
    const noCharacter = await signUp(t);
    expect((await train(noCharacter.cookie, skill('Archery').id)).statusCode).toBe(403);
    await t.request({ method: 'POST', url: '/api/character/retire', cookie });
    const dead = await train(cookie, skill('Archery').id);
    expect(dead.statusCode).toBe(403);
    expect(dead.json().message).toBe('You need a living character to do that.');
  });

  it('divides the cooldown by GAME_SPEED', async () => {
    const fast = await createTestApp({ config: { gameSpeed: 60 }, rng: sequenceRng([0]) });
    try {
      const { cookie } = await signUpWithCharacter(fast);
      const res = await fast.request({ method: 'POST', url: trainUrl(skill('Archery').id), cookie });
      expect(res.json().cooldown).toBe(new Date(fast.clock.now().getTime() + 5_000).toISOString());
      fast.clock.advance(4_999);
      expect((await fast.request({ method: 'POST', url: trainUrl(skill('Archery').id), cookie })).statusCode).toBe(429);
      fast.clock.advance(1);
      expect((await fast.request({ method: 'POST', url: trainUrl(skill('Archery').id), cookie })).statusCode).toBe(200);
    } finally {
      await fast.close();
    }
  });
});

describe('concurrent training', () => {
  async function expectExactlyOne(cookies: string[], characterId: string) {
    const lore = skill('Arcane Lore');
    useDraws(0);
    const results = await Promise.all(cookies.map((cookie) => train(cookie, lore.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 429)).toHaveLength(cookies.length - 1);
    // Each session adds 10 with this rng: two sessions would leave 20.
    expect(await progress(characterId, lore.id)).toEqual({ level: 0, completion: 10 });
    expect((await character(characterId)).trainingCooldownEndsAt).toEqual(new Date(inMs(300_000)));
  }

  it('trains once for 20 simultaneous requests from one session', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    await expectExactlyOne(
      Array.from({ length: 20 }, () => cookie),
      c.id,
    );
  });

  it('trains once for 20 simultaneous requests from two sessions of one account', async () => {
    const { cookie, email, character: c } = await signUpWithCharacter(t);
    const second = sessionCookie(
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } }),
    );
    await expectExactlyOne(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? cookie : second)),
      c.id,
    );
  });
});
