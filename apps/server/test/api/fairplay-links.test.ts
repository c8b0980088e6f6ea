import { FAIR_PLAY_RULES } from '@tod/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  areLinked,
  DEVICE_COOKIE,
  householdMembersTable,
  householdsTable,
  isFlagged,
  flagsTable,
  pruneSightings,
  recordSightings,
} from '../../src/modules/fairplay/index.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';

let t: TestApp;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const db = () => t.app.deps.db;
const now = () => t.clock.now();
const ago = (ms: number) => new Date(now().getTime() - ms);
const linked = (a: Pair[number], b: Pair[number], rule: (typeof FAIR_PLAY_RULES)[number] = 'gift') =>
  areLinked(db(), a.characterId, b.characterId, rule, now());

type Pair = { userId: string; characterId: string }[];
async function pair(): Promise<Pair> {
  const made = await Promise.all([signUpWithCharacter(t), signUpWithCharacter(t)]);
  return made.map((p) => ({ userId: p.userId, characterId: p.character.id as string }));
}

const seen = (userId: string, at: Date, deviceId: string, address = '198.51.100.7', userAgent = 'Firefox 140') =>
  recordSightings(db(), [{ userId, deviceId, address, userAgent, at }]);

async function markHousehold(...userIds: string[]) {
  const [household] = await db()
    .insert(householdsTable)
    .values({ note: 'Two sisters', reason: 'asked by mail', createdAt: now(), createdByEmail: 'staff@example.com' })
    .returning({ id: householdsTable.id });
  await db()
    .insert(householdMembersTable)
    .values(userIds.map((userId) => ({ userId, householdId: household!.id })));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('areLinked', () => {
  it('links accounts seen on one device within 14 days, for every rule', async () => {
    const [a, b] = await pair();
    expect(await linked(a!, b!)).toBe(false);
    await seen(a!.userId, ago(13 * DAY), 'device-shared-0000000001', '203.0.113.5');
    await seen(b!.userId, ago(HOUR), 'device-shared-0000000001', '2001:db8:9::1', 'Chrome 130');
    for (const rule of FAIR_PLAY_RULES) expect(await linked(a!, b!, rule)).toBe(true);
    expect(await linked(b!, a!)).toBe(true);
  });

  it('forgets a device sighting older than 14 days, and the clean-up deletes it', async () => {
    const [a, b] = await pair();
    await seen(a!.userId, ago(15 * DAY), 'device-old-00000000000001');
    await seen(b!.userId, ago(HOUR), 'device-old-00000000000001');
    expect(await linked(a!, b!)).toBe(false);
    await pruneSightings(db(), now());
    await seen(a!.userId, ago(2 * HOUR), 'device-old-00000000000001');
    expect(await linked(a!, b!)).toBe(true);
  });

  it('links one network and browser in the same hour on 3 distinct days, not on 2', async () => {
    const [a, b] = await pair();
    for (const days of [1, 2]) {
      await seen(a!.userId, ago(days * DAY), `device-a-${days}-000000000000`.slice(0, 22), '192.0.2.10');
      await seen(b!.userId, ago(days * DAY), `device-b-${days}-000000000000`.slice(0, 22), '192.0.2.200');
    }
    // Two sightings in one day count once; another hour, another browser or network counts not at all.
    await seen(a!.userId, ago(DAY + HOUR), 'device-a-x-00000000000', '192.0.2.10');
    await seen(b!.userId, ago(DAY + HOUR), 'device-b-x-00000000000', '192.0.2.11');
    await seen(a!.userId, ago(3 * DAY), 'device-a-3-00000000000', '192.0.2.10');
    await seen(b!.userId, ago(3 * DAY + HOUR), 'device-b-3-00000000000', '192.0.2.10');
    await seen(b!.userId, ago(3 * DAY), 'device-b-y-00000000000', '192.0.2.10', 'Chrome 130');
    await seen(b!.userId, ago(3 * DAY), 'device-b-z-00000000000', '192.0.3.10');
    expect(await linked(a!, b!)).toBe(false);
    await seen(b!.userId, ago(3 * DAY), 'device-b-3-00000000000', '192.0.2.99');
    expect(await linked(a!, b!)).toBe(true);
  });

  it('does not count days older than 14', async () => {
    const [a, b] = await pair();
    for (const days of [1, 2, 15]) {
      await seen(a!.userId, ago(days * DAY), `device-c-${days}-0000000000`.slice(0, 22), '192.0.2.10');
      await seen(b!.userId, ago(days * DAY), `device-d-${days}-0000000000`.slice(0, 22), '192.0.2.10');
    }
    expect(await linked(a!, b!)).toBe(false);
  });

  it('a household relaxes rescue and group deeds, never gifts, bail, partners or purses', async () => {
    const [a, b] = await pair();
    await seen(a!.userId, ago(HOUR), 'device-home-000000000001');
    await seen(b!.userId, ago(HOUR), 'device-home-000000000001');
    await markHousehold(a!.userId, b!.userId);
    const relaxed = Object.fromEntries(await Promise.all(FAIR_PLAY_RULES.map(async (r) => [r, await linked(a!, b!, r)])));
    expect(relaxed).toEqual({ rescue: false, group_deed: false, gift: true, bail: true, partner: true, purse: true });
  });

  it('links two characters of one account, and nothing with a character that does not exist', async () => {
    const [a] = await pair();
    expect(await areLinked(db(), a!.characterId, a!.characterId, 'gift', now())).toBe(true);
    expect(await areLinked(db(), a!.characterId, '00000000-0000-4000-8000-000000000000', 'gift', now())).toBe(false);
  });
});

describe('the device cookie and sightings', () => {
  it('gives a signed-in browser a device id, and two accounts played from it are linked', async () => {
    const visitor = await t.request({ method: 'GET', url: '/api/auth/session' });
    expect(visitor.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();

    const first = await signUpWithCharacter(t);
    const res = await t.request({ method: 'GET', url: '/api/auth/account', cookie: first.cookie });
    const device = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(device!.maxAge).toBeGreaterThan(365 * 24 * 3600);
    const deviceCookie = `${DEVICE_COOKIE}=${device!.value}`;

    // The same browser keeps its id: no new cookie once it has one.
    const again = await t.request({ method: 'GET', url: '/api/auth/account', cookie: `${first.cookie}; ${deviceCookie}` });
    expect(again.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();

    const second = await signUpWithCharacter(t);
    await t.request({ method: 'GET', url: '/api/auth/account', cookie: `${second.cookie}; ${deviceCookie}` });
    const ids = [first.character.id as string, second.character.id as string] as const;
    expect(await areLinked(db(), ids[0], ids[1], 'gift', now())).toBe(false);
    await t.app.flushSightings();
    expect(await areLinked(db(), ids[0], ids[1], 'gift', now())).toBe(true);
  });

  it('accounts that never shared a browser stay apart', async () => {
    const [a, b] = await Promise.all([signUpWithCharacter(t), signUpWithCharacter(t)]);
    await t.request({ method: 'GET', url: '/api/auth/account', cookie: a.cookie });
    await t.request({ method: 'GET', url: '/api/auth/account', cookie: b.cookie });
    await t.app.flushSightings();
    expect(await areLinked(db(), a.character.id, b.character.id, 'rescue', now())).toBe(false);
  });
});

describe('isFlagged', () => {
  it('is true while a flag is open, false once it is cleared', async () => {
    const [a] = await pair();
    expect(await isFlagged(db(), a!.characterId)).toBe(false);
    await db().insert(flagsTable).values({ characterId: a!.characterId, reason: 'test', createdAt: now() });
    expect(await isFlagged(db(), a!.characterId)).toBe(true);
    await db().update(flagsTable).set({ clearedAt: now() });
    expect(await isFlagged(db(), a!.characterId)).toBe(false);
  });
});
