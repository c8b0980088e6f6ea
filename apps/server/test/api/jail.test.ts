import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sequenceRng } from '../kit/rng.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { createTestApp, PASSWORD, sessionCookie, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { useSeededWorldSuite } from './gameplay-kit.ts';

type Player = Awaited<ReturnType<typeof signUpWithCharacter>>;

const suite = useSeededWorldSuite();
const { useDraws, cityIds, inMs } = suite;
let t: TestApp;
beforeAll(() => {
  t = suite.app();
});
async function character(id: string) {
  const [row] = await t.app.deps.db.select().from(charactersTable).where(eq(charactersTable.id, id));
  return row!;
}
async function setCharacter(id: string, values: Partial<typeof charactersTable.$inferInsert>) {
  await t.app.deps.db.update(charactersTable).set(values).where(eq(charactersTable.id, id));
}
/** A new character jailed for `ms` in the starting city (Hearthmere) unless told otherwise. */
async function prisoner(ms = 300_000, city = 'Hearthmere'): Promise<Player> {
  const p = await signUpWithCharacter(t);
  await setCharacter(p.character.id, { jailedUntil: inMs(ms), cityId: cityIds[city] });
  return p;
}
const jailbreak = (cookie: string | undefined, payload: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/character/actions/jailbreak',
    payload: payload as object,
    ...(cookie ? { cookie } : {}),
  });
const jailList = (cookie?: string) => t.request({ method: 'GET', url: '/api/city/jail', ...(cookie ? { cookie } : {}) });

describe('GET /api/city/jail', () => {
  it("lists the living prisoners of the caller's city, soonest release first", async () => {
    const visitor = await signUpWithCharacter(t);
    await setCharacter(visitor.character.id, { cityId: cityIds.Mirefen });
    const later = await prisoner(600_000, 'Mirefen');
    const sooner = await prisoner(60_000, 'Mirefen');
    const elsewhere = await prisoner(60_000, 'Thornwick');
    const released = await signUpWithCharacter(t);
    await setCharacter(released.character.id, { cityId: cityIds.Mirefen, jailedUntil: inMs(-1) });
    const dead = await prisoner(600_000, 'Mirefen');
    await t.request({ method: 'POST', url: '/api/character/retire', cookie: dead.cookie });

    const res = await jailList(visitor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      // Bail: twice a level-1 character's 6 gold a minute (levelGoldPerMinute) x the minutes left (1 and 10).
      {
        id: sooner.character.id,
        username: sooner.character.username,
        level: 1,
        releaseTime: inMs(60_000).toISOString(),
        jailReleaseTime: inMs(60_000).toISOString(),
        bail: 12,
        partner: false,
      },
      {
        id: later.character.id,
        username: later.character.username,
        level: 1,
        releaseTime: inMs(600_000).toISOString(),
        jailReleaseTime: inMs(600_000).toISOString(),
        bail: 120,
        partner: false,
      },
    ]);
    expect(res.json().some((p: { id: string }) => p.id === elsewhere.character.id)).toBe(false);

    t.clock.advance(60_000);
    const after = (await jailList(visitor.cookie)).json() as { id: string }[];
    expect(after.map((p) => p.id)).toEqual([later.character.id]);
  });

  it('answers 404 when the character is in no city, 403 without a living character and 401 signed out', async () => {
    const homeless = await signUpWithCharacter(t);
    await setCharacter(homeless.character.id, { cityId: null });
    const res = await jailList(homeless.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Your character is not currently in any city.');
    expect((await jailList((await signUp(t)).cookie)).statusCode).toBe(403);
    expect((await jailList()).statusCode).toBe(401);
  });
});

describe('POST /api/character/actions/jailbreak', () => {
  it('frees the prisoner on success', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await prisoner();
    useDraws(0.39);
    const res = await jailbreak(rescuer.cookie, { player: p.character.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      character: expect.any(Object), // its fields: gameplay-answers.test.ts
      success: true,
      message: `You broke ${p.character.username} out of jail!`,
      jailTime: null,
      experience: 0,
      rescueCooldown: inMs(240_000).toISOString(),
    });
    expect((await character(p.character.id)).jailedUntil).toEqual(t.clock.now());
    expect((await character(rescuer.character.id)).jailedUntil).toBeNull();
    // The leaderboard's jailbreak count.
    expect((await character(rescuer.character.id)).jailbreaks).toBe(1);
    const own = (await t.request({ method: 'GET', url: '/api/character/', cookie: p.cookie })).json();
    expect(own).toMatchObject({ inJail: false, jailReleaseTime: null });
    expect(((await jailList(rescuer.cookie)).json() as { id: string }[]).some((x) => x.id === p.character.id)).toBe(false);
  });

  it('leaves everyone as they were on a failure the guards do not notice', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await prisoner();
    useDraws(0.4, 0.5);
    const res = await jailbreak(rescuer.cookie, { player: p.character.id });
    expect(res.json()).toEqual({
      character: expect.any(Object), // its fields: gameplay-answers.test.ts
      success: false,
      message: `The guards drove you off before you reached the cells. ${p.character.username} remains in jail.`,
      jailTime: null,
      experience: 0,
      rescueCooldown: inMs(240_000).toISOString(),
    });
    expect((await character(p.character.id)).jailedUntil).toEqual(inMs(300_000));
    expect((await character(rescuer.character.id)).jailedUntil).toBeNull();
    expect((await character(rescuer.character.id)).jailbreaks).toBe(0);
  });

  it('jails the rescuer for 5 minutes on a failure with the 50% chance', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await prisoner();
    useDraws(0.4, 0.49);
    const res = await jailbreak(rescuer.cookie, { player: p.character.id });
    expect(res.json()).toEqual({
      character: expect.any(Object), // its fields: gameplay-answers.test.ts
      success: false,
      message: 'The guards caught you! You have been thrown in jail for 5 minutes.',
      jailTime: inMs(300_000).toISOString(),
      experience: 0,
      rescueCooldown: inMs(240_000).toISOString(),
    });
    expect((await character(rescuer.character.id)).jailedUntil).toEqual(inMs(300_000));
    expect((await character(p.character.id)).jailedUntil).toEqual(inMs(300_000));
    const list = (await jailList(rescuer.cookie)).json() as { id: string }[];
    expect(list.some((x) => x.id === rescuer.character.id)).toBe(true);
  });

  it('refuses a jailed rescuer with 403', async () => {
    const rescuer = await prisoner(60_000);
    const p = await prisoner();
    const res = await jailbreak(rescuer.cookie, { player: p.character.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot break anyone out while you are in jail yourself.');
    expect((await character(p.character.id)).jailedUntil).toEqual(inMs(300_000));
  });

  it('refuses oneself with 400', async () => {
    const me = await signUpWithCharacter(t);
    const res = await jailbreak(me.cookie, { player: me.character.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot break yourself out of jail.');
    const jailed = await prisoner();
    expect((await jailbreak(jailed.cookie, { player: jailed.character.id })).statusCode).toBe(400);
    expect((await character(jailed.character.id)).jailedUntil).toEqual(inMs(300_000));
  });

  it('refuses a prisoner held in another city with 403', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await prisoner(300_000, 'Silverbrook');
    const res = await jailbreak(rescuer.cookie, { player: p.character.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`${p.character.username} is not held in the jail of your city.`);
    expect((await character(p.character.id)).jailedUntil).toEqual(inMs(300_000));
  });

  it('refuses a character who is not in jail with 409', async () => {
    const rescuer = await signUpWithCharacter(t);
    const free = await signUpWithCharacter(t);
    const res = await jailbreak(rescuer.cookie, { player: free.character.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${free.character.username} is not in jail.`);
  });

  it('answers 404 for an unknown or dead prisoner', async () => {
    const rescuer = await signUpWithCharacter(t);
    const unknown = await jailbreak(rescuer.cookie, { player: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Prisoner not found.');
    const dead = await prisoner();
    await t.request({ method: 'POST', url: '/api/character/retire', cookie: dead.cookie });
    expect((await jailbreak(rescuer.cookie, { player: dead.character.id })).statusCode).toBe(404);
  });

  it.each([
    [{}, 'Choose a prisoner to break out.'],
    [{ player: 'someone' }, 'Choose a prisoner to break out.'],
    [{ player: 42 }, 'Choose a prisoner to break out.'],
  ])('answers 400 for the body %j', async (payload, message) => {
    const rescuer = await signUpWithCharacter(t);
    const res = await jailbreak(rescuer.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 400 without a body, 401 signed out and 403 without a living character', async () => {
    const p = await prisoner();
    const rescuer = await signUpWithCharacter(t);
    const empty = await t.request({ method: 'POST', url: '/api/character/actions/jailbreak', cookie: rescuer.cookie });
    expect(empty.statusCode).toBe(400);
    expect((await jailbreak(undefined, { player: p.character.id })).statusCode).toBe(401);
    const none = await jailbreak((await signUp(t)).cookie, { player: p.character.id });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe('You need a living character to do that.');
    expect((await character(p.character.id)).jailedUntil).toEqual(inMs(300_000));
  });

  it('divides the failed-breakout jail by GAME_SPEED', async () => {
    const fast = await createTestApp({ config: { gameSpeed: 60 }, rng: sequenceRng([0.9, 0]) });
    try {
      const rescuer = await signUpWithCharacter(fast);
      const p = await signUpWithCharacter(fast);
      const until = new Date(fast.clock.now().getTime() + 60_000);
      await fast.app.deps.db.update(charactersTable).set({ jailedUntil: until }).where(eq(charactersTable.id, p.character.id));
      const res = await fast.request({
        method: 'POST',
        url: '/api/character/actions/jailbreak',
        cookie: rescuer.cookie,
        payload: { player: p.character.id },
      });
      expect(res.json()).toMatchObject({
        success: false,
        jailTime: new Date(fast.clock.now().getTime() + 5_000).toISOString(),
        message: 'The guards caught you! You have been thrown in jail for 5 seconds.',
      });
    } finally {
      await fast.close();
    }
  });
});

describe('concurrent jailbreaks', () => {
  it('frees the prisoner once when two rescuers try 20 times at once', async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    const p = await prisoner();
    useDraws(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => jailbreak(i % 2 === 0 ? a.cookie : b.cookie, { player: p.character.id })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    expect((await character(p.character.id)).jailedUntil).toEqual(t.clock.now());
    expect((await character(a.character.id)).jailbreaks + (await character(b.character.id)).jailbreaks).toBe(1);
  });

  it('jails a rescuer once and refuses the rest when 20 failed attempts race from two sessions', async () => {
    const { cookie, email, character: c } = await signUpWithCharacter(t);
    const second = sessionCookie(
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } }),
    );
    const p = await prisoner();
    useDraws(0.9, 0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => jailbreak(i % 2 === 0 ? cookie : second, { player: p.character.id })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 403)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 200)!.json()).toMatchObject({
      success: false,
      jailTime: inMs(300_000).toISOString(),
    });
    expect((await character(c.id)).jailedUntil).toEqual(inMs(300_000));
    expect((await character(p.character.id)).jailedUntil).toEqual(inMs(300_000));
  });
});
