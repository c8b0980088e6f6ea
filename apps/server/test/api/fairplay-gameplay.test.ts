import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdMembersTable, householdsTable, recordSightings } from '../../src/modules/fairplay/index.ts';
import { and, eq } from 'drizzle-orm';
import { questTalliesTable } from '../../src/modules/quests/achievements.sql.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows, replayedDraws } from './gameplay-kit.ts';
import { questRows } from './quests-kit.ts';

// Linked accounts may not rescue each other, nor earn good points by paying each other's bail
// (docs/fair-play.md); a household relaxes the rescue rule only.
let t: TestApp;
const draws = replayedDraws();
const rows = gameplayRows(() => t);
const quests = questRows(() => t);
const MINUTE = 60_000;
let cityId = '';
let devices = 0;
const inMs = (ms: number) => new Date(t.clock.now().getTime() + ms);
const player = (values: CharacterValues = {}) => rows.player(cityId, values);
const post = (url: string, cookie: string, payload: object) => t.request({ method: 'POST', url, cookie, payload });

/** Both accounts seen on one device an hour ago. */
async function shareDevice(...userIds: string[]) {
  devices += 1;
  const deviceId = `shared-device-${devices}`.padEnd(22, '0');
  const at = new Date(t.clock.now().getTime() - 60 * MINUTE);
  await recordSightings(
    t.app.deps.db,
    userIds.map((userId) => ({ userId, deviceId, address: '198.51.100.4', userAgent: 'Firefox', at })),
  );
}

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  cityId = await rows.insertCity({ name: 'Test: Twinford', alignment: 0, xPosition: 80, yPosition: 80 });
});
afterAll(() => t.close());

describe('rescue between linked accounts', () => {
  it('is refused with 409 jail.linked before any roll, and changes nothing', async () => {
    const prisoner = await player({ jailedUntil: inMs(10 * MINUTE) });
    const rescuer = await player();
    await shareDevice(prisoner.userId, rescuer.userId);
    draws.use(0);
    const res = await post('/api/character/actions/jailbreak', rescuer.cookie, { player: prisoner.character.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'jail.linked',
      message: `You cannot break ${prisoner.character.username} out: your accounts are played from the same device or connection (see the fair-play rules).`,
    });
    expect(await rows.character(rescuer.character.id)).toMatchObject({ rescueCooldownEndsAt: null, jailbreaks: 0 });
    expect(await rows.character(prisoner.character.id)).toMatchObject({ jailedUntil: inMs(10 * MINUTE) });
  });

  it('is allowed for a household staff marked', async () => {
    const prisoner = await player({ jailedUntil: inMs(10 * MINUTE) });
    const rescuer = await player();
    await shareDevice(prisoner.userId, rescuer.userId);
    const [household] = await t.app.deps.db
      .insert(householdsTable)
      .values({ note: 'Brothers', reason: 'one flat', createdAt: t.clock.now(), createdByEmail: 'staff@example.com' })
      .returning({ id: householdsTable.id });
    await t.app.deps.db.insert(householdMembersTable).values([
      { userId: prisoner.userId, householdId: household!.id },
      { userId: rescuer.userId, householdId: household!.id },
    ]);
    draws.use(0);
    const res = await post('/api/character/actions/jailbreak', rescuer.cookie, { player: prisoner.character.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('is allowed between accounts that are not linked', async () => {
    const prisoner = await player({ jailedUntil: inMs(10 * MINUTE) });
    const rescuer = await player();
    draws.use(0);
    const res = await post('/api/character/actions/jailbreak', rescuer.cookie, { player: prisoner.character.id });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('bail between linked accounts', () => {
  it('frees the prisoner but earns no good points, and says why; an unlinked payer earns them', async () => {
    const prisoner = await player({ level: 2, experience: 134, jailedUntil: inMs(25 * MINUTE) });
    const payer = await player({ gold: 310 });
    await shareDevice(prisoner.userId, payer.userId);
    const res = await post('/api/character/bail', payer.cookie, { player: prisoner.character.id, maxPrice: 300 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paid: 300, gold: 10, goodPoints: 0 });
    expect(res.json().message).toBe(
      `You paid 300 gold bail for ${prisoner.character.username}. ${prisoner.character.username} is free. No good points: your accounts are played from the same device or connection (see the fair-play rules).`,
    );
    expect(await rows.character(payer.character.id)).toMatchObject({ gold: 10, good: 0 });

    const other = await player({ level: 2, experience: 134, jailedUntil: inMs(25 * MINUTE) });
    const stranger = await player({ gold: 310 });
    const paid = await post('/api/character/bail', stranger.cookie, { player: other.character.id, maxPrice: 300 });
    expect(paid.json()).toMatchObject({ paid: 300, goodPoints: 25 });
  });

  it("counts towards no rescue contract and no rescue tally: contracts never ask a linked account's help", async () => {
    const payer = await player({ gold: 700 });
    const rescue = { status: 'active' as const, kind: 'rescue', axis: null, target: 3 };
    const contract = await quests.contract(payer.character.id, cityId, rescue);
    const rescues = async () => {
      const [row] = await t.app.deps.db
        .select({ value: questTalliesTable.value })
        .from(questTalliesTable)
        .where(and(eq(questTalliesTable.characterId, payer.character.id), eq(questTalliesTable.stat, 'rescues')));
      return row?.value ?? 0;
    };
    const linked = await player({ level: 2, experience: 134, jailedUntil: inMs(25 * MINUTE) });
    await shareDevice(linked.userId, payer.userId);
    const res = await post('/api/character/bail', payer.cookie, { player: linked.character.id, maxPrice: 300 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await quests.row(contract)).progress).toBe(0);
    expect(await rescues()).toBe(0);

    const stranger = await player({ level: 2, experience: 134, jailedUntil: inMs(25 * MINUTE) });
    expect((await post('/api/character/bail', payer.cookie, { player: stranger.character.id, maxPrice: 300 })).statusCode).toBe(
      200,
    );
    expect((await quests.row(contract)).progress).toBe(1);
    expect(await rescues()).toBe(1);
  });

  it('a household changes nothing for bail: still no good points', async () => {
    const prisoner = await player({ level: 2, experience: 134, jailedUntil: inMs(25 * MINUTE) });
    const payer = await player({ gold: 310 });
    await shareDevice(prisoner.userId, payer.userId);
    const [household] = await t.app.deps.db
      .insert(householdsTable)
      .values({ note: 'Couple', reason: 'asked', createdAt: t.clock.now(), createdByEmail: 'staff@example.com' })
      .returning({ id: householdsTable.id });
    await t.app.deps.db.insert(householdMembersTable).values([
      { userId: prisoner.userId, householdId: household!.id },
      { userId: payer.userId, householdId: household!.id },
    ]);
    const res = await post('/api/character/bail', payer.cookie, { player: prisoner.character.id });
    expect(res.json()).toMatchObject({ goodPoints: 0 });
  });
});
