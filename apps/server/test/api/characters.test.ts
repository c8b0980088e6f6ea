import { BASE_CONTENT_PACK } from '@tod/game';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { citiesTable } from '../../src/modules/world/world.sql.ts';
import { createTestApp, signUp, signUpWithCharacter, type TestApp, uniqueName } from '../kit.ts';
import { characterCalls, PUBLIC_KEYS, token } from './characters-kit.ts';

let t: TestApp;
let create: ReturnType<typeof characterCalls>['create'];
let account: ReturnType<typeof characterCalls>['account'];
let retire: ReturnType<typeof characterCalls>['retire'];
let livingCount: ReturnType<typeof characterCalls>['livingCount'];
let userIdOf: ReturnType<typeof characterCalls>['userIdOf'];
beforeAll(async () => {
  t = await createTestApp();
  ({ create, account, retire, livingCount, userIdOf } = characterCalls(t));
});
afterAll(() => t.close());

describe('POST /api/character/create', () => {
  it('creates a level-1 character with 100 gold in the starting city', async () => {
    const { cookie } = await signUp(t);
    const name = uniqueName('New');
    const res = await create(cookie, { name: `  ${name} `, bio: 'Born under a red moon.' });
    expect(res.statusCode).toBe(201);
    const [starting] = await t.app.deps.db
      .select({ id: citiesTable.id, name: citiesTable.name })
      .from(citiesTable)
      .where(eq(citiesTable.isStarting, true));
    expect(starting!.name).toBe(BASE_CONTENT_PACK.cities[0]!.name);
    expect(res.json()).toMatchObject({
      username: name,
      bio: 'Born under a red moon.',
      level: 1,
      experience: 0,
      gold: 100,
      good: 0,
      neutral: 0,
      evil: 0,
      alignment: 0,
      icon: null,
      dead: false,
      inJail: false,
      location: { id: starting!.id, name: starting!.name },
      parentId: null,
      inheritedGold: 0,
      deedsCooldown: null,
      jailReleaseTime: null,
      createdAt: t.clock.now().toISOString(),
    });
    expect(res.json().childCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const me = await account(cookie);
    expect(me.playerCharacter).toMatchObject({ id: res.json().id, username: name, dead: false });
  });

  it('accepts a bio of exactly 5,000 characters and an empty or null child code', async () => {
    for (const childCode of ['', null, '   ']) {
      const { cookie } = await signUp(t);
      const res = await create(cookie, { name: uniqueName(), bio: 'b'.repeat(5000), childCode });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ parentId: null, gold: 100 });
    }
  });

  it.each([
    ['a 2-character name', { name: 'ab', bio: 'x' }, 'Name must be 3 to 20 characters.'],
    ['a name short once trimmed', { name: '   ab   ', bio: 'x' }, 'Name must be 3 to 20 characters.'],
    ['a 21-character name', { name: 'a'.repeat(21), bio: 'x' }, 'Name must be 3 to 20 characters.'],
    ['a name with !', { name: 'Bad!Name', bio: 'x' }, 'Name may use letters, digits, spaces, _ and - only.'],
    ['a name with markup', { name: '<script>', bio: 'x' }, 'Name may use letters, digits, spaces, _ and - only.'],
    ['a name with an accent', { name: 'Zoë Ravel', bio: 'x' }, 'Name may use letters, digits, spaces, _ and - only.'],
    ['no name', { bio: 'x' }, 'Name is required.'],
    ['a number as name', { name: 42, bio: 'x' }, 'Name is required.'],
    ['no bio', { name: 'Valid Name' }, 'Bio is required.'],
    ['a blank bio', { name: 'Valid Name', bio: '   ' }, 'Bio is required.'],
    ['a 5,001-character bio', { name: 'Valid Name', bio: 'b'.repeat(5001) }, 'Bio must be at most 5000 characters.'],
    ['an unknown child code', { name: 'Valid Name', bio: 'x', childCode: 'NOPE2345' }, 'Unknown child code.'],
    ['a number as child code', { name: 'Valid Name', bio: 'x', childCode: 12345 }, 'Unknown child code.'],
    ['a 33-character child code', { name: 'Valid Name', bio: 'x', childCode: 'X'.repeat(33) }, 'Unknown child code.'],
  ])('refuses %s with 400 and creates nothing', async (_label, payload, message) => {
    const { cookie, email } = await signUp(t);
    const res = await create(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await account(cookie)).playerCharacter).toBeNull();
    expect(await livingCount(await userIdOf(email))).toBe(0);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/character/create',
      cookie,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect((await account(cookie)).playerCharacter).toBeNull();
  });

  it('answers 401 signed out', async () => {
    const res = await create(undefined, { name: uniqueName(), bio: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You must be signed in.');
  });

  it('refuses a second living character with 409', async () => {
    const { cookie, character } = await signUpWithCharacter(t);
    const res = await create(cookie, { name: uniqueName(), bio: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'character.exists', message: 'You already have a living character.' });
    expect((await account(cookie)).playerCharacter.id).toBe(character.id);
  });

  it('refuses a name a living character has, in any case, with 409', async () => {
    const { character } = await signUpWithCharacter(t, `Taken ${token()}`);
    const { cookie } = await signUp(t);
    for (const name of [character.username.toUpperCase(), character.username.toLowerCase(), ` ${character.username} `]) {
      const res = await create(cookie, { name, bio: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'character.name_taken', message: 'That name is already taken.' });
    }
    expect((await account(cookie)).playerCharacter).toBeNull();
  });

  it("frees a dead character's name for others", async () => {
    const first = await signUpWithCharacter(t, `Reborn ${token()}`);
    expect((await retire(first.cookie)).statusCode).toBe(200);
    const { cookie } = await signUp(t);
    const res = await create(cookie, { name: first.character.username, bio: 'x' });
    expect(res.statusCode).toBe(201);
  });

  it('gives exactly one character to 10 concurrent creations on one account', async () => {
    const { cookie, email } = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create(cookie, { name: `Racer ${i} ${token()}`.slice(0, 20), bio: 'x' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await livingCount(await userIdOf(email))).toBe(1);
  });

  it('gives a name to exactly one of 10 accounts racing for it', async () => {
    const name = `Rush ${token()}`;
    const users = await Promise.all(Array.from({ length: 10 }, () => signUp(t)));
    const results = await Promise.all(users.map((u) => create(u.cookie, { name, bio: 'x' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const [row] = await t.app.deps.db
      .select({ n: count() })
      .from(charactersTable)
      .where(sql`lower(${charactersTable.name}) = ${name.toLowerCase()}`);
    expect(row!.n).toBe(1);
  });

  describe('heirs', () => {
    it('makes an heir that inherits 10% of the dead parent gold, once', async () => {
      const parent = await signUpWithCharacter(t);
      await t.app.deps.db.update(charactersTable).set({ gold: 1234 }).where(eq(charactersTable.id, parent.character.id));
      expect((await retire(parent.cookie)).statusCode).toBe(200);

      const heir = await create(parent.cookie, {
        name: uniqueName('Heir'),
        bio: 'x',
        childCode: ` ${parent.character.childCode.toLowerCase()} `,
      });
      expect(heir.statusCode).toBe(201);
      expect(heir.json()).toMatchObject({ gold: 100 + 123, inheritedGold: 123, parentId: parent.character.id, level: 1 });
      expect(heir.json().childCode).not.toBe(parent.character.childCode);

      t.clock.advance(60_000);
      expect((await retire(parent.cookie)).statusCode).toBe(200);
      const second = await create(parent.cookie, { name: uniqueName('Heir'), bio: 'x', childCode: parent.character.childCode });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'character.heir_exists', message: 'That character already has an heir.' });
      expect((await account(parent.cookie)).playerCharacter).toMatchObject({ id: heir.json().id, dead: true });
    });

    it("refuses the child code of another account's dead character with 400", async () => {
      const other = await signUpWithCharacter(t);
      expect((await retire(other.cookie)).statusCode).toBe(200);
      const { cookie } = await signUp(t);
      const res = await create(cookie, { name: uniqueName(), bio: 'x', childCode: other.character.childCode });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'character.unknown_child_code', message: 'Unknown child code.' });
      expect((await account(cookie)).playerCharacter).toBeNull();
    });

    it('lets only one of 10 concurrent heir creations inherit', async () => {
      const parent = await signUpWithCharacter(t);
      expect((await retire(parent.cookie)).statusCode).toBe(200);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          create(parent.cookie, { name: uniqueName('Heir'), bio: 'x', childCode: parent.character.childCode }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
      const [row] = await t.app.deps.db
        .select({ n: count() })
        .from(charactersTable)
        .where(eq(charactersTable.parentId, parent.character.id));
      expect(row!.n).toBe(1);
    });
  });
});

describe('GET /api/character/', () => {
  it("answers the player's own character with its timers and child code", async () => {
    const { cookie, character } = await signUpWithCharacter(t);
    const res = await t.request({ method: 'GET', url: '/api/character/', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: character.id,
      childCode: character.childCode,
      lastDeed: null,
      lastTraining: null,
      lastJail: null,
      lastTravelled: null,
      rescueCooldown: null,
    });
  });

  it('answers 401 signed out', async () => {
    expect((await t.request({ method: 'GET', url: '/api/character/' })).statusCode).toBe(401);
  });

  it('answers 403 without a living character', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request({ method: 'GET', url: '/api/character/', cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'character.none', message: 'You need a living character to do that.' });
  });
});

describe('GET /api/character/:id', () => {
  it('shows public fields only', async () => {
    const owner = await signUpWithCharacter(t);
    const viewer = await signUpWithCharacter(t);
    const res = await t.request({ method: 'GET', url: `/api/character/${owner.character.id}`, cookie: viewer.cookie });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(PUBLIC_KEYS);
    expect(res.json()).toMatchObject({ id: owner.character.id, username: owner.character.username, level: 1 });
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain(owner.character.childCode);
    expect(res.body).not.toMatch(/email|role|session|token|childCode|userId/i);
  });

  it('still shows a dead character, marked dead', async () => {
    const owner = await signUpWithCharacter(t);
    expect((await retire(owner.cookie)).statusCode).toBe(200);
    const viewer = await signUp(t);
    const res = await t.request({ method: 'GET', url: `/api/character/${owner.character.id}`, cookie: viewer.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.character.id, dead: true });
  });

  it.each(['0b6f5a4e-8a55-4c6a-9d2e-6f1f7b8c9d0e', 'not-a-uuid', "1'; DROP TABLE characters; --", '123'])(
    'answers 404 Character not found for %s',
    async (id) => {
      const { cookie } = await signUpWithCharacter(t);
      const res = await t.request({ method: 'GET', url: `/api/character/${encodeURIComponent(id)}`, cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'character.not_found', message: 'Character not found' });
    },
  );

  it('shows a visitor the public fields only', async () => {
    const { character } = await signUpWithCharacter(t);
    const res = await t.request({ method: 'GET', url: `/api/character/${character.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: character.id, username: character.username });
    expect(res.json()).not.toHaveProperty('childCode');
  });
});
