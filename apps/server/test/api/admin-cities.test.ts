import { CitySchema } from '@tod/contracts';
import { BUILDING_TYPES } from '@tod/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithCharacter, type TestApp, uniqueName } from '../kit.ts';
import { auditCount, type Callers, callers, count, expectInvalid, expectStaffOnly, latestAudit } from './admin-kit.ts';

let t: TestApp;
let c: Callers;
let hearthmere: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
  const cities = (await t.request({ method: 'GET', url: '/api/cities', cookie: c.staff })).json() as {
    id: string;
    name: string;
    isStarting: boolean;
  }[];
  hearthmere = cities.find((x) => x.isStarting)!;
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const BUILDING_TYPE_MESSAGE = `Building type must be one of: ${BUILDING_TYPES.join(', ')} (or 0 to 3).`;
const OWNER_MESSAGE = 'Owner must be the id of a living character.';

let square = 20;
/** A free map square for each new city (the seeded world lies within -6..10 by -6..6). */
const freeSquare = () => {
  square += 1;
  return { xPosition: square, yPosition: -square };
};

const create = (payload: unknown, cookie = c.staff) =>
  t.request({ method: 'POST', url: '/api/cities', cookie, payload: payload as object });
const patch = (id: string, payload: unknown, cookie = c.staff) =>
  t.request({ method: 'PATCH', url: `/api/cities/${id}`, cookie, payload: payload as object });
const remove = (id: string, cookie = c.staff) => t.request({ method: 'DELETE', url: `/api/cities/${id}`, cookie });
const getCity = (id: string) => t.request({ method: 'GET', url: `/api/cities/${id}`, cookie: c.staff });

async function newCity(extra: object = {}) {
  const res = await create({ name: uniqueName('Town'), ...freeSquare(), ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return CitySchema.parse(res.json());
}

/** Moves a character into a city (travel belongs to the gameplay module). */
async function placeIn(characterId: string, cityId: string) {
  await t.database.query('UPDATE characters SET city_id = $1 WHERE id = $2', [cityId, characterId]);
}

describe('who may manage cities', () => {
  it.each([
    ['POST', '/api/cities', { name: 'Nowhere' }],
    ['PATCH', `/api/cities/${MISSING_ID}`, { name: 'Nowhere' }],
    ['DELETE', `/api/cities/${MISSING_ID}`, undefined],
  ] as const)('%s %s: 401 signed out, 403 for a player', async (method, url, payload) => {
    const cities = await count(t, 'cities');
    await expectStaffOnly(t, c, { method, url, payload });
    expect(await count(t, 'cities')).toBe(cities);
  });

  it('a player cannot delete a real city either', async () => {
    const city = await newCity();
    expect((await remove(city.id, c.player)).statusCode).toBe(403);
    expect((await getCity(city.id)).statusCode).toBe(200);
  });
});

describe('POST /api/cities', () => {
  it('creates a city from a name alone, with empty defaults, and audits it', async () => {
    const name = uniqueName('Bare');
    const res = await create({ name: `  ${name} ` });
    expect(res.statusCode, res.body).toBe(201);
    const city = CitySchema.parse(res.json());
    expect(city).toMatchObject({
      name,
      description: '',
      alignment: 0,
      xPosition: null,
      yPosition: null,
      owner: null,
      ownerName: null,
      isStarting: false,
      buildings: [],
    });
    expect((await getCity(city.id)).json()).toEqual(city);
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({
      action: 'cities.created',
      actorEmail: c.staffEmail,
      targetId: city.id,
      before: null,
      after: city,
    });
  });

  it('creates a full city: owner, coordinates, buildings by name or by the spec number', async () => {
    const owner = await signUpWithCharacter(t);
    const res = await create(
      {
        name: uniqueName('Full'),
        description: 'A walled town.',
        xPosition: -30,
        yPosition: 30,
        alignment: -12,
        owner: ` ${owner.character.id} `,
        buildings: [
          { type: 0, name: 'Town Hall' },
          { type: ' Tavern ', name: 'The Lamp', description: 'Warm.' },
          { type: 'City  Hall', name: 'Old Hall', description: null },
        ],
      },
      c.owner,
    );
    expect(res.statusCode, res.body).toBe(201);
    const city = CitySchema.parse(res.json());
    expect(city).toMatchObject({
      xPosition: -30,
      yPosition: 30,
      alignment: -12,
      owner: owner.character.id,
      ownerName: owner.character.username,
    });
    expect(city.buildings.map(({ type, name, description }) => ({ type, name, description }))).toEqual([
      { type: 'city hall', name: 'Town Hall', description: '' },
      { type: 'tavern', name: 'The Lamp', description: 'Warm.' },
      { type: 'city hall', name: 'Old Hall', description: '' },
    ]);
    expect((await latestAudit(t, c.owner))[0]).toMatchObject({ action: 'cities.created', actorEmail: c.ownerEmail });
  });

  it('treats a blank owner as none', async () => {
    const city = await newCity({ owner: '   ' });
    expect(city.owner).toBeNull();
  });

  it('refuses a name taken by another city, whatever its case (409), and creates nothing', async () => {
    const cities = await count(t, 'cities');
    const res = await create({ name: hearthmere.name.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Another city is already named "${hearthmere.name.toUpperCase()}".`);
    expect(await count(t, 'cities')).toBe(cities);
  });

  it('refuses a map square another city stands on (409)', async () => {
    const res = await create({ name: uniqueName('Squat'), xPosition: 0, yPosition: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${hearthmere.name} already stands at X: 0, Y: 0.`);
  });

  it('refuses an owner who is not a living character (400)', async () => {
    const dead = await signUpWithCharacter(t);
    expect((await t.request({ method: 'POST', url: '/api/character/retire', cookie: dead.cookie })).statusCode).toBe(200);
    for (const owner of [MISSING_ID, dead.character.id, 'not-an-id', 12]) {
      const res = await create({ name: uniqueName('Owned'), ...freeSquare(), owner });
      expectInvalid(res, OWNER_MESSAGE);
    }
  });

  it.each([
    [{}, 'Name is required.'],
    [{ name: '   ' }, 'Name is required.'],
    [{ name: 7 }, 'Name is required.'],
    [{ name: 'x'.repeat(61) }, 'Name must be at most 60 characters.'],
    [{ name: 'N', description: 'x'.repeat(5001) }, 'Description must be at most 5,000 characters.'],
    [{ name: 'N', xPosition: 1.5 }, 'X position must be a whole number from -100 to 100, or empty.'],
    [{ name: 'N', xPosition: '3' }, 'X position must be a whole number from -100 to 100, or empty.'],
    [{ name: 'N', yPosition: 101 }, 'Y position must be a whole number from -100 to 100, or empty.'],
    [{ name: 'N', alignment: 2.5 }, 'Alignment must be a whole number from -100 to 100.'],
    [{ name: 'N', alignment: -101 }, 'Alignment must be a whole number from -100 to 100.'],
    [{ name: 'N', buildings: 'tavern' }, 'Buildings must be a list.'],
    [{ name: 'N', buildings: [{ type: 'castle', name: 'Keep' }] }, BUILDING_TYPE_MESSAGE],
    [{ name: 'N', buildings: [{ type: 4, name: 'Keep' }] }, BUILDING_TYPE_MESSAGE],
    [{ name: 'N', buildings: [{ name: 'Keep' }] }, BUILDING_TYPE_MESSAGE],
    [{ name: 'N', buildings: [{ type: 'tavern' }] }, 'Building name is required.'],
    [{ name: 'N', buildings: [{ type: 'tavern', name: ' ' }] }, 'Building name is required.'],
    [{ name: 'N', buildings: ['tavern'] }, 'Each building needs a type and a name.'],
    [
      { name: 'N', buildings: Array.from({ length: 31 }, () => ({ type: 'shop', name: 'Stall' })) },
      'A city may have at most 30 buildings.',
    ],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const [cities, buildings, audits] = [await count(t, 'cities'), await count(t, 'buildings'), await auditCount(t)];
    expectInvalid(await create(payload), message);
    expect(await count(t, 'cities')).toBe(cities);
    expect(await count(t, 'buildings')).toBe(buildings);
    expect(await auditCount(t)).toBe(audits);
  });

  it('20 concurrent creations of one name (in different cases) make exactly one city', async () => {
    const name = uniqueName('Twin');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create({ name: i % 2 ? name.toLowerCase() : name.toUpperCase() })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const rows = await t.database.query('SELECT id FROM cities WHERE lower(name) = lower($1)', [name]);
    expect(rows).toHaveLength(1);
  });
});

describe('PATCH /api/cities/:id', () => {
  it('changes only the fields given and audits before and after', async () => {
    const city = await newCity({ description: 'Quiet.', alignment: 3, buildings: [{ type: 'shop', name: 'Stall' }] });
    const res = await patch(city.id, { alignment: 40 });
    expect(res.statusCode, res.body).toBe(200);
    const after = CitySchema.parse(res.json());
    expect(after).toEqual({ ...city, alignment: 40 });
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({
      action: 'cities.updated',
      targetId: city.id,
      before: city,
      after,
    });
  });

  it('replaces the buildings when given and clears the owner with null', async () => {
    const owner = await signUpWithCharacter(t);
    const city = await newCity({ owner: owner.character.id, buildings: [{ type: 'shop', name: 'Stall' }] });
    const res = await patch(city.id, {
      owner: null,
      buildings: [
        { type: 'bank', name: 'Vault' },
        { type: 3, name: 'Corner Shop' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = CitySchema.parse(res.json());
    expect(after.owner).toBeNull();
    expect(after.ownerName).toBeNull();
    expect(after.buildings.map((b) => [b.type, b.name])).toEqual([
      ['bank', 'Vault'],
      ['shop', 'Corner Shop'],
    ]);
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM buildings WHERE city_id = $1', [city.id]);
    expect(row!.n).toBe(2);
    const cleared = await patch(city.id, { buildings: [] });
    expect(cleared.json().buildings).toEqual([]);
  });

  it('keeps the buildings when the list is not given', async () => {
    const city = await newCity({ buildings: [{ type: 'stable', name: 'Stalls' }] });
    const res = await patch(city.id, { name: `${city.name}x`.slice(0, 20), description: 'Renamed.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().buildings).toEqual(city.buildings);
  });

  it('allows a new case of its own name but not another city’s name (409)', async () => {
    const city = await newCity();
    const recased = await patch(city.id, { name: city.name.toUpperCase() });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().name).toBe(city.name.toUpperCase());
    const clash = await patch(city.id, { name: hearthmere.name.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`Another city is already named "${hearthmere.name.toLowerCase()}".`);
    expect((await getCity(city.id)).json().name).toBe(city.name.toUpperCase());
  });

  it('refuses to move a city onto another’s square (409) but may clear its coordinates', async () => {
    const city = await newCity();
    const clash = await patch(city.id, { xPosition: 0, yPosition: 0 });
    expect(clash.statusCode).toBe(409);
    const half = await patch(city.id, { yPosition: 0, xPosition: null });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json()).toMatchObject({ xPosition: null, yPosition: 0 });
  });

  it('validates like creation and changes nothing on bad input', async () => {
    const city = await newCity();
    const audits = await auditCount(t);
    expectInvalid(await patch(city.id, { name: ' ' }), 'Name is required.');
    expectInvalid(await patch(city.id, { owner: MISSING_ID }), OWNER_MESSAGE);
    expectInvalid(await patch(city.id, { buildings: [{ type: 'moat', name: 'Moat' }] }), BUILDING_TYPE_MESSAGE);
    expect((await getCity(city.id)).json()).toEqual(city);
    expect(await auditCount(t)).toBe(audits);
  });

  it('answers 404 for an unknown city and 400 for a malformed id', async () => {
    const unknown = await patch(MISSING_ID, { alignment: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('City not found.');
    const malformed = await patch('abc', { alignment: 1 });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('DELETE /api/cities/:id', () => {
  it('deletes an empty city with its buildings and audits what it was', async () => {
    const city = await newCity({ buildings: [{ type: 'library', name: 'Stacks' }] });
    const res = await remove(city.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await getCity(city.id)).statusCode).toBe(404);
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM buildings WHERE city_id = $1', [city.id]);
    expect(row!.n).toBe(0);
    expect((await latestAudit(t, c.staff))[0]).toMatchObject({
      action: 'cities.deleted',
      targetId: city.id,
      before: city,
      after: null,
    });
    const again = await remove(city.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('City not found.');
  });

  it('refuses the starting city with 409', async () => {
    const res = await remove(hearthmere.id, c.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${hearthmere.name} is the starting city, where new characters begin: it cannot be deleted.`);
    expect((await getCity(hearthmere.id)).statusCode).toBe(200);
  });

  it('refuses with 409 while living characters are in it, then allows it once they left', async () => {
    const city = await newCity();
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    await placeIn(a.character.id, city.id);
    await placeIn(b.character.id, city.id);
    const audits = await auditCount(t);
    const two = await remove(city.id);
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toBe(`2 characters are in ${city.name}: it can be deleted once nobody is there.`);
    await placeIn(b.character.id, hearthmere.id);
    const one = await remove(city.id);
    expect(one.json().message).toBe(`1 character is in ${city.name}: it can be deleted once nobody is there.`);
    expect(await auditCount(t)).toBe(audits);
    expect((await getCity(city.id)).statusCode).toBe(200);

    // A dead character there does not hold the city; it is left with no location.
    await placeIn(a.character.id, city.id);
    expect((await t.request({ method: 'POST', url: '/api/character/retire', cookie: a.cookie })).statusCode).toBe(200);
    await placeIn(a.character.id, city.id);
    expect((await remove(city.id)).statusCode).toBe(200);
    const [dead] = await t.database.query<{ city_id: string | null }>('SELECT city_id FROM characters WHERE id = $1', [
      a.character.id,
    ]);
    expect(dead!.city_id).toBeNull();
  });

  it('20 concurrent deletes: one succeeds, one audit entry', async () => {
    const city = await newCity();
    const results = await Promise.all(Array.from({ length: 20 }, () => remove(city.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 404)).toHaveLength(19);
    const [row] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE action = 'cities.deleted' AND target_id = $1",
      [city.id],
    );
    expect(row!.n).toBe(1);
  });
});
