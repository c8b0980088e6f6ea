import { BASE_CONTENT_PACK } from '@tod/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rng } from '../../src/lib/rng.ts';
import { sequenceRng } from '../kit/rng.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { citiesTable } from '../../src/modules/world/world.sql.ts';
import { createTestApp, PASSWORD, sessionCookie, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

let t: TestApp;
let draws: Rng = sequenceRng([0]);
const useDraws = (...values: number[]) => {
  draws = sequenceRng(values);
};
const cityIds: Record<string, string> = {};
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ rng: () => draws() });
  const { cookie } = await signUpWithCharacter(t);
  const cities = (await t.request({ method: 'GET', url: '/api/cities', cookie })).json() as { id: string; name: string }[];
  for (const city of cities) cityIds[city.name] = city.id;
  // A city without coordinates: journeys to it use the fallback formula.
  const [fog] = await t.app.deps.db
    .insert(citiesTable)
    .values({ name: 'Fogbound', alignment: -20, createdAt: t.clock.now() })
    .returning({ id: citiesTable.id });
  cityIds.Fogbound = fog!.id;
});
afterAll(() => t.close());

const inMs = (ms: number) => new Date(t.clock.now().getTime() + ms);
async function character(id: string) {
  const [row] = await t.app.deps.db.select().from(charactersTable).where(eq(charactersTable.id, id));
  return row!;
}
async function setCharacter(id: string, values: Partial<typeof charactersTable.$inferInsert>) {
  await t.app.deps.db.update(charactersTable).set(values).where(eq(charactersTable.id, id));
}
const travel = (cookie: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/character/travel', payload: payload as object, ...(cookie ? { cookie } : {}) });
const destinations = (cookie?: string) =>
  t.request({ method: 'GET', url: '/api/character/travel/destinations', ...(cookie ? { cookie } : {}) });

const silverbrookLevels = BASE_CONTENT_PACK.deeds.filter((d) => d.city === 'Silverbrook').map((d) => d.level);

interface Destination {
  id: string;
  name: string;
  distance: number | null;
  travelMinutes: number;
  travelMinutesMax: number;
  travelMs: number;
  travelMsMax: number;
}

describe('GET /api/character/travel/destinations', () => {
  it('lists every other city with its travel time from the current one, shortest first', async () => {
    const { cookie } = await signUpWithCharacter(t);
    const res = await destinations(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { location: { id: string; name: string }; restingUntil: null; destinations: Destination[] };
    expect(body.location).toEqual({ id: cityIds.Hearthmere, name: 'Hearthmere' });
    expect(body.restingUntil).toBeNull();
    expect(body.destinations.map((d) => d.name).sort()).toEqual(
      Object.keys(cityIds)
        .filter((n) => n !== 'Hearthmere')
        .sort(),
    );
    const minutes = body.destinations.map((d) => d.travelMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    // Silverbrook (3, -2) is 5 squares from Hearthmere (0, 0): 5 × 20 minutes.
    expect(body.destinations.find((d) => d.name === 'Silverbrook')).toMatchObject({
      id: cityIds.Silverbrook,
      alignment: 42,
      xPosition: 3,
      yPosition: -2,
      distance: 5,
      travelMinutes: 100,
      travelMinutesMax: 100,
      travelMs: 100 * MINUTE,
      travelMsMax: 100 * MINUTE,
      localDeeds: {
        count: silverbrookLevels.length,
        minLevel: Math.min(...silverbrookLevels),
        maxLevel: Math.max(...silverbrookLevels),
      },
    });
    expect(silverbrookLevels.length).toBeGreaterThanOrEqual(5);
    // Fogbound has no coordinates: 60 + floor(|5 − (−20)| / 5) + 10..29 minutes.
    expect(body.destinations.find((d) => d.name === 'Fogbound')).toMatchObject({
      distance: null,
      travelMinutes: 75,
      travelMinutesMax: 94,
      xPosition: null,
      yPosition: null,
      localDeeds: null,
    });
  });

  it('shows the rest end while resting and real durations under GAME_SPEED', async () => {
    const { cookie } = await signUpWithCharacter(t);
    await travel(cookie, { cityID: cityIds.Silverbrook });
    const body = (await destinations(cookie)).json();
    expect(body.location.name).toBe('Silverbrook');
    expect(body.restingUntil).toBe(inMs(100 * MINUTE).toISOString());
    expect(body.destinations.some((d: Destination) => d.name === 'Silverbrook')).toBe(false);
    expect(body.destinations.find((d: Destination) => d.name === 'Hearthmere')).toMatchObject({
      distance: 5,
      travelMinutes: 100,
    });

    const fast = await createTestApp({ config: { gameSpeed: 60 } });
    try {
      const player = await signUpWithCharacter(fast);
      const list = (
        await fast.request({ method: 'GET', url: '/api/character/travel/destinations', cookie: player.cookie })
      ).json();
      expect(list.destinations.find((d: Destination) => d.name === 'Silverbrook')).toMatchObject({
        travelMinutes: 100,
        travelMs: 100_000,
        travelMsMax: 100_000,
      });
    } finally {
      await fast.close();
    }
  });

  it('answers 401 signed out and 403 without a living character', async () => {
    expect((await destinations()).statusCode).toBe(401);
    expect((await destinations((await signUp(t)).cookie)).statusCode).toBe(403);
  });
});

describe('POST /api/character/travel', () => {
  it('moves the character at once and makes it rest for the travel time', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    const res = await travel(cookie, { cityID: cityIds.Silverbrook });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      character: expect.any(Object), // its fields: gameplay-answers.test.ts
      cooldown: inMs(100 * MINUTE).toISOString(),
      location: { id: cityIds.Silverbrook, name: 'Silverbrook' },
      travelMinutes: 100,
      // 2 x 5 squares x level 1, from the 100 gold a new character holds.
      fare: 10,
      gold: 90,
    });
    expect(await character(c.id)).toMatchObject({ cityId: cityIds.Silverbrook, travelCooldownEndsAt: inMs(100 * MINUTE) });
    const own = (await t.request({ method: 'GET', url: '/api/character/', cookie })).json();
    expect(own).toMatchObject({
      location: { id: cityIds.Silverbrook, name: 'Silverbrook' },
      lastTravelled: inMs(100 * MINUTE).toISOString(),
    });
  });

  it('refuses to travel while resting with 429 and the minutes left, then allows it', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    await travel(cookie, { cityID: cityIds.Silverbrook });
    const resting = await travel(cookie, { cityID: cityIds.Hearthmere });
    expect(resting.statusCode).toBe(429);
    expect(resting.json().message).toBe('You need to rest for 100 more minutes before traveling again.');
    expect(resting.headers['retry-after']).toBe(String(100 * 60));
    t.clock.advance(99 * MINUTE + 30_000);
    const almost = await travel(cookie, { cityID: cityIds.Hearthmere });
    expect(almost.json().message).toBe('You need to rest for 1 more minute before traveling again.');
    expect((await character(c.id)).cityId).toBe(cityIds.Silverbrook);
    t.clock.advance(30_000);
    const back = await travel(cookie, { cityID: cityIds.Hearthmere });
    expect(back.statusCode).toBe(200);
    expect(back.json().location.name).toBe('Hearthmere');
  });

  it('uses the fallback formula with a random part for a city without coordinates', async () => {
    const { cookie } = await signUpWithCharacter(t);
    useDraws(0.999);
    const res = await travel(cookie, { cityID: cityIds.Fogbound });
    // 60 + floor(25 / 5) + 29 (highest draw).
    expect(res.json()).toMatchObject({ travelMinutes: 94, cooldown: inMs(94 * MINUTE).toISOString() });
  });

  it('takes the minimum 20 minutes from nowhere (a character whose city is gone)', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    await setCharacter(c.id, { cityId: null });
    const res = await travel(cookie, { cityID: cityIds['Saltmarsh Harbour'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ travelMinutes: 20, location: { name: 'Saltmarsh Harbour' } });
  });

  it('divides the rest by GAME_SPEED', async () => {
    const fast = await createTestApp({ config: { gameSpeed: 60 } });
    try {
      const { cookie } = await signUpWithCharacter(fast);
      const res = await fast.request({
        method: 'POST',
        url: '/api/character/travel',
        cookie,
        payload: { cityID: cityIds.Silverbrook },
      });
      expect(res.json()).toMatchObject({
        travelMinutes: 100,
        cooldown: new Date(fast.clock.now().getTime() + 100_000).toISOString(),
      });
      fast.clock.advance(100_000);
      const back = await fast.request({
        method: 'POST',
        url: '/api/character/travel',
        cookie,
        payload: { cityID: cityIds.Hearthmere },
      });
      expect(back.statusCode).toBe(200);
    } finally {
      await fast.close();
    }
  });

  it('refuses the current city with 400 and an unknown city with 404, changing nothing', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    const same = await travel(cookie, { cityID: cityIds.Hearthmere });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('You are already in Hearthmere.');
    const unknown = await travel(cookie, { cityID: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('City not found.');
    expect(await character(c.id)).toMatchObject({ cityId: cityIds.Hearthmere, travelCooldownEndsAt: null });
  });

  it('refuses a jailed character with 403', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    await setCharacter(c.id, { jailedUntil: inMs(MINUTE) });
    const res = await travel(cookie, { cityID: cityIds.Silverbrook });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot travel while in jail.');
    expect(await character(c.id)).toMatchObject({ cityId: cityIds.Hearthmere, travelCooldownEndsAt: null });
  });

  it.each([[{}], [{ cityID: 'silverbrook' }], [{ cityID: 7 }], [{ cityId: '00000000-0000-4000-8000-000000000000' }]])(
    'answers 400 for the body %j',
    async (payload) => {
      const { cookie } = await signUpWithCharacter(t);
      const res = await travel(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose a destination.');
    },
  );

  it('answers 400 without a body, 401 signed out and 403 without a living character', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    expect((await t.request({ method: 'POST', url: '/api/character/travel', cookie })).statusCode).toBe(400);
    expect((await travel(undefined, { cityID: cityIds.Silverbrook })).statusCode).toBe(401);
    expect((await travel((await signUp(t)).cookie, { cityID: cityIds.Silverbrook })).statusCode).toBe(403);
    await t.request({ method: 'POST', url: '/api/character/retire', cookie });
    const dead = await travel(cookie, { cityID: cityIds.Silverbrook });
    expect(dead.statusCode).toBe(403);
    expect(dead.json().message).toBe('You need a living character to do that.');
    expect((await character(c.id)).cityId).toBe(cityIds.Hearthmere);
  });
});

describe('concurrent journeys', () => {
  it('travels once for 20 simultaneous requests from one session', async () => {
    const { cookie, character: c } = await signUpWithCharacter(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => travel(cookie, { cityID: cityIds.Silverbrook })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    // The others find the character already there (400) or resting (429).
    expect(codes.filter((s) => s === 400 || s === 429)).toHaveLength(19);
    expect(await character(c.id)).toMatchObject({ cityId: cityIds.Silverbrook, travelCooldownEndsAt: inMs(100 * MINUTE) });
  });

  it('travels once when two sessions of one account race to different cities', async () => {
    const { cookie, email, character: c } = await signUpWithCharacter(t);
    const second = sessionCookie(
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } }),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? travel(cookie, { cityID: cityIds.Silverbrook }) : travel(second, { cityID: cityIds.Whisperwood }),
      ),
    );
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400 || r.statusCode === 429)).toHaveLength(19);
    const won = winners[0]!.json() as { cooldown: string; location: { id: string } };
    expect(await character(c.id)).toMatchObject({ cityId: won.location.id, travelCooldownEndsAt: new Date(won.cooldown) });
  });
});
