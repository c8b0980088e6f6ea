import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { createTestApp, signUp, signUpWithCharacter, type TestApp, uniqueName } from '../kit.ts';
import { characterCalls, PUBLIC_KEYS, token } from './characters-kit.ts';

let t: TestApp;
let create: ReturnType<typeof characterCalls>['create'];
let account: ReturnType<typeof characterCalls>['account'];
let retire: ReturnType<typeof characterCalls>['retire'];
let search: ReturnType<typeof characterCalls>['search'];
beforeAll(async () => {
  t = await createTestApp();
  ({ create, account, retire, search } = characterCalls(t));
});
afterAll(() => t.close());

describe('GET /api/character/search', () => {
  it('finds living characters by case-insensitive substring, public fields only, prefix matches first', async () => {
    const tok = token();
    const inner = await signUpWithCharacter(t, `Ab${tok}cd`);
    const prefix = await signUpWithCharacter(t, `${tok} Zed`);
    const dead = await signUpWithCharacter(t, `Old${tok}`);
    expect((await retire(dead.cookie)).statusCode).toBe(200);
    await signUpWithCharacter(t, `Other ${token()}`);

    const res = await search(tok.toLowerCase(), inner.cookie);
    expect(res.statusCode).toBe(200);
    const found = res.json() as { id: string; username: string }[];
    expect(found.map((c) => c.id)).toEqual([prefix.character.id, inner.character.id]);
    for (const c of found) expect(Object.keys(c).sort()).toEqual(PUBLIC_KEYS);
    expect(res.body).not.toContain(inner.email);

    const upper = await search(`B${tok.toUpperCase()}C`, inner.cookie);
    expect(upper.json().map((c: { id: string }) => c.id)).toEqual([inner.character.id]);
  });

  it('returns at most 20 results', async () => {
    const tok = token();
    for (let i = 0; i < 21; i += 1) await signUpWithCharacter(t, `${tok}${i}`);
    const { cookie } = await signUp(t);
    const res = await search(tok, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(20);
  });

  it('treats % and _ as literal characters', async () => {
    const tok = token();
    const underscore = await signUpWithCharacter(t, `${tok}_x`);
    await signUpWithCharacter(t, `${tok}ax`);
    const under = await search(`${tok}_`, underscore.cookie);
    expect(under.json().map((c: { id: string }) => c.id)).toEqual([underscore.character.id]);
    for (const text of ['%', `${tok}%`, '\\', `${tok}\\`]) {
      const res = await search(text, underscore.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('answers an empty list when nothing matches', async () => {
    const { cookie } = await signUp(t);
    const res = await search(`Nobody${token()}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    ['/api/character/search?name=', 'Enter a name to search for.'],
    ['/api/character/search?name=%20%20%20', 'Enter a name to search for.'],
    ['/api/character/search', 'Enter a name to search for.'],
    [`/api/character/search?name=${'a'.repeat(51)}`, 'Search text must be at most 50 characters.'],
  ])('refuses %s with 400', async (url, message) => {
    const { cookie } = await signUp(t);
    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 401 signed out', async () => {
    expect((await t.request({ method: 'GET', url: '/api/character/search?name=abc' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/character/bio', () => {
  const patchBio = (cookie: string | undefined, payload: unknown) =>
    t.request({ method: 'PATCH', url: '/api/character/bio', cookie, payload: payload as Record<string, unknown> });

  it('saves the bio, up to 5,000 characters, and may empty it', async () => {
    const { cookie } = await signUpWithCharacter(t);
    const bio = `# Title\n[color=#f00]red[/color] ${'z'.repeat(4970)}`.slice(0, 5000);
    const res = await patchBio(cookie, { bio });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bio });
    expect((await t.request({ method: 'GET', url: '/api/character/', cookie })).json().bio).toBe(bio);
    const empty = await patchBio(cookie, { bio: '' });
    expect(empty.json()).toEqual({ bio: '' });
  });

  it.each([
    ['a 5,001-character bio', { bio: 'b'.repeat(5001) }, 'Bio must be at most 5000 characters.'],
    ['no bio', {}, 'Bio is required.'],
    ['a number as bio', { bio: 7 }, 'Bio is required.'],
  ])('refuses %s with 400 and keeps the old bio', async (_label, payload, message) => {
    const { cookie } = await signUpWithCharacter(t);
    const res = await patchBio(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.request({ method: 'GET', url: '/api/character/', cookie })).json().bio).toBe('A wanderer.');
  });

  it('answers 401 signed out and 403 without a living character', async () => {
    expect((await patchBio(undefined, { bio: 'x' })).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    const res = await patchBio(cookie, { bio: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'character.none', message: 'You need a living character to do that.' });
  });
});

describe('POST /api/character/retire', () => {
  it('kills the character: the account shows it dead and the player may start again', async () => {
    const { cookie, character } = await signUpWithCharacter(t);
    const res = await retire(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: character.id, dead: true, childCode: character.childCode });

    // The client's guard reads the account: a dead character sends the player to creation.
    expect((await account(cookie)).playerCharacter).toMatchObject({ id: character.id, dead: true });
    expect((await t.request({ method: 'GET', url: '/api/character/', cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'PATCH', url: '/api/character/bio', cookie, payload: { bio: 'x' } })).statusCode).toBe(403);

    const again = await retire(cookie);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'character.none', message: 'You need a living character to do that.' });

    const next = await create(cookie, { name: uniqueName(), bio: 'x' });
    expect(next.statusCode).toBe(201);
    expect((await account(cookie)).playerCharacter).toMatchObject({ id: next.json().id, dead: false });
  });

  it('gives one death to 10 concurrent retirements', async () => {
    const { cookie, character } = await signUpWithCharacter(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => retire(cookie)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(9);
    const [row] = await t.app.deps.db
      .select({ dead: charactersTable.dead, diedAt: charactersTable.diedAt })
      .from(charactersTable)
      .where(eq(charactersTable.id, character.id));
    expect(row).toEqual({ dead: true, diedAt: t.clock.now() });
  });

  it('answers 401 signed out and 403 without a character', async () => {
    expect((await retire('')).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    expect((await retire(cookie)).statusCode).toBe(403);
  });
});
