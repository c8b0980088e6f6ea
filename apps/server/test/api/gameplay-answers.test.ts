import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { signUpWithCharacter, type TestApp } from '../kit.ts';
import { useSeededWorldSuite } from './gameplay-kit.ts';

// Every gameplay answer carries the caller's character as it is after the action: exactly what
// the account call shows next, so the client replaces its copy instead of recomputing it.

const suite = useSeededWorldSuite();
const { useDraws, cityIds, inMs } = suite;
let t: TestApp;
beforeAll(() => {
  t = suite.app();
});
const setCharacter = (id: string, values: Partial<typeof charactersTable.$inferInsert>) =>
  t.app.deps.db.update(charactersTable).set(values).where(eq(charactersTable.id, id));
const post = (url: string, cookie: string, payload?: object) =>
  t.request({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
const accountCharacter = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/account', cookie })).json().playerCharacter;

describe('gameplay answers carry the character after the action', () => {
  it('a deed attempt: success, then the cooldown refusal (-1)', async () => {
    const p = await signUpWithCharacter(t);
    const deeds = (await t.request({ method: 'GET', url: '/api/deeds', cookie: p.cookie })).json() as { id: string }[];
    const before = await accountCharacter(p.cookie);
    useDraws(0, 0, 0, 0, 0, 0);
    const res = await post(`/api/deeds/${deeds[0]!.id}/complete`, p.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(1);
    expect(body.character).toEqual(await accountCharacter(p.cookie));
    expect(body.character.gold).toBe(before.gold + body.earned.gold);
    expect(body.character.lastDeed).toBe(body.cooldown);

    const refused = (await post(`/api/deeds/${deeds[0]!.id}/complete`, p.cookie)).json();
    expect(refused.success).toBe(-1);
    expect(refused.character).toEqual(body.character);
  });

  it('a training session', async () => {
    const p = await signUpWithCharacter(t);
    const skills = (await t.request({ method: 'GET', url: '/api/character/skills/', cookie: p.cookie })).json() as {
      id: string;
    }[];
    useDraws(0.5, 0.5);
    const res = await post(`/api/character/skills/${skills[0]!.id}`, p.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.character).toEqual(await accountCharacter(p.cookie));
    expect(body.character).toMatchObject({ gold: body.gold, lastTraining: body.cooldown });
  });

  it('a journey: the character is at its destination and resting', async () => {
    const p = await signUpWithCharacter(t);
    useDraws(0.5);
    const res = await post('/api/character/travel', p.cookie, { cityID: cityIds.Silverbrook });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.character).toEqual(await accountCharacter(p.cookie));
    expect(body.character).toMatchObject({ location: body.location, lastTravelled: body.cooldown, gold: body.gold });
  });

  it('a failed jailbreak that jails the rescuer', async () => {
    const rescuer = await signUpWithCharacter(t);
    const prisoner = await signUpWithCharacter(t);
    await setCharacter(prisoner.character.id, { jailedUntil: inMs(300_000) });
    useDraws(0.99, 0);
    const res = await post('/api/character/actions/jailbreak', rescuer.cookie, { player: prisoner.character.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.character).toEqual(await accountCharacter(rescuer.cookie));
    expect(body.character).toMatchObject({ inJail: body.jailTime !== null, lastJail: body.jailTime ?? null });
  });

  it("another prisoner's bail", async () => {
    const payer = await signUpWithCharacter(t);
    const prisoner = await signUpWithCharacter(t);
    await setCharacter(prisoner.character.id, { jailedUntil: inMs(60_000) });
    const res = await post('/api/character/bail', payer.cookie, { player: prisoner.character.id, maxPrice: 1000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.character).toEqual(await accountCharacter(payer.cookie));
    expect(body.character.gold).toBe(body.gold);
  });
});
