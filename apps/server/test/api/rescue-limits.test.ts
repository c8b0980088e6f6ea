import {
  GameConstants,
  deedMaxExperience,
  fatigueFactor,
  gameDay,
  rescueCooldownMs,
  rescueEffortMs,
  rescuerExperience,
} from '@tod/game';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rescuePairsTable } from '../../src/modules/gameplay/gameplay.sql.ts';
import { claimPairPay, pruneRescuePairs } from '../../src/modules/gameplay/rescue-limits.ts';
import { PASSWORD, sessionCookie, signUpWithCharacter, type TestApp } from '../kit.ts';
import { gameplayRows, useSeededWorldSuite } from './gameplay-kit.ts';

// Rescues cannot be farmed (docs/game-rules.md, "Rescues"; issue #24): the rescuer's cooldown,
// experience and effort like a deed's, and a cap on paid rescues per pair and game day.

const suite = useSeededWorldSuite();
const { useDraws, cityIds, inMs } = suite;
const { character, setCharacter } = gameplayRows(suite.app);
let t: TestApp;
beforeAll(() => {
  t = suite.app();
});

const CAP = GameConstants.jail.paidRescuesPerPairPerGameDay;
/** The jailing deed most tests use: level 1, a local deed's Max Experience. */
const DEED = { level: 1, maxExperience: deedMaxExperience(1, true) };

async function jail(id: string, deed: { level: number; maxExperience: number } | null = DEED, ms = 3_600_000) {
  await setCharacter(id, {
    cityId: cityIds.Hearthmere,
    jailedUntil: inMs(ms),
    jailDeedLevel: deed?.level ?? null,
    jailDeedMaxExperience: deed?.maxExperience ?? null,
  });
}
const jailbreak = (cookie: string, prisonerId: string) =>
  t.request({ method: 'POST', url: '/api/character/actions/jailbreak', cookie, payload: { player: prisonerId } });
const pairRow = async (rescuerId: string, prisonerId: string) =>
  (
    await t.app.deps.db
      .select()
      .from(rescuePairsTable)
      .where(and(eq(rescuePairsTable.rescuerId, rescuerId), eq(rescuePairsTable.prisonerId, prisonerId)))
  )[0];

describe('the rescuer cooldown', () => {
  it('refuses with 409 one ms before its end, changing nothing, and allows the rescue at its exact end', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await signUpWithCharacter(t);
    await jail(p.character.id);
    useDraws(0.4, 0.5); // driven off: a failed attempt starts the cooldown too
    const first = await jailbreak(rescuer.cookie, p.character.id);
    expect(first.statusCode).toBe(200);
    const endsAt = inMs(rescueCooldownMs(1));
    expect(first.json().rescueCooldown).toBe(endsAt.toISOString());
    expect((await character(rescuer.character.id)).rescueCooldownEndsAt).toEqual(endsAt);
    // The character carries the wait too, so a reload of the jail page still shows it.
    expect(first.json().character.rescueCooldown).toBe(endsAt.toISOString());
    const own = () => t.request({ method: 'GET', url: '/api/character/', cookie: rescuer.cookie });
    expect((await own()).json().rescueCooldown).toBe(endsAt.toISOString());

    t.clock.advance(rescueCooldownMs(1) - 1);
    useDraws(0);
    const early = await jailbreak(rescuer.cookie, p.character.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'jail.rescue_cooldown',
      message: 'You must wait before another rescue: you can try again in 1 second.',
      details: { rescueCooldownEndsAt: endsAt.toISOString() },
    });
    expect((await character(p.character.id)).jailedUntil!.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect((await character(rescuer.character.id)).rescueCooldownEndsAt).toEqual(endsAt);

    t.clock.advance(1);
    expect((await own()).json().rescueCooldown).toBeNull();
    const onTime = await jailbreak(rescuer.cookie, p.character.id);
    expect(onTime.statusCode).toBe(200);
    expect(onTime.json()).toMatchObject({ success: true, rescueCooldown: inMs(rescueCooldownMs(1)).toISOString() });
    expect((await character(p.character.id)).jailedUntil).toEqual(t.clock.now());
  });

  it('starts when the guards catch the rescuer, beside the jail', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await signUpWithCharacter(t);
    await jail(p.character.id);
    useDraws(0.9, 0);
    const res = await jailbreak(rescuer.cookie, p.character.id);
    expect(res.json()).toMatchObject({ success: false, rescueCooldown: inMs(rescueCooldownMs(1)).toISOString() });
    const row = await character(rescuer.character.id);
    expect(row.rescueCooldownEndsAt).toEqual(inMs(rescueCooldownMs(1)));
    // A caught rescuer was jailed by no deed: breaking it out pays nothing.
    expect(row.jailDeedLevel).toBeNull();
  });
});

describe('the rescuer experience', () => {
  it('follows rescuerExperience under fatigue and adds the rescue effort to the game day', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await signUpWithCharacter(t);
    const today = gameDay(t.clock.now().getTime());
    // 3 hours of effort today: fatigue x 0.3.
    await setCharacter(rescuer.character.id, { level: 10, experience: 0, effortDay: today, effortMs: 3 * 3_600_000 });
    await jail(p.character.id, { level: 99, maxExperience: 600 });
    useDraws(0);
    const res = await jailbreak(rescuer.cookie, p.character.id);
    // rescuerExperience: the level-99 deed counts as a local level-10 one at most (9), x 0.3.
    const base = rescuerExperience({ jailingDeedLevel: 99, jailingDeedMaxExperience: 600, rescuerLevel: 10 });
    expect(base).toBe(9);
    const expected = Math.round(base * fatigueFactor(3 * 3_600_000));
    expect(expected).toBe(3);
    expect(res.json()).toMatchObject({ success: true, experience: expected });
    const row = await character(rescuer.character.id);
    expect(row.experience).toBe(expected);
    expect(row).toMatchObject({ effortDay: today, effortMs: 3 * 3_600_000 + rescueEffortMs(99, 10) });
    expect(row.rescueCooldownEndsAt).toEqual(inMs(rescueCooldownMs(10)));
  });

  it('pays nothing and adds no effort for a prisoner no deed jailed', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await signUpWithCharacter(t);
    await jail(p.character.id, null);
    useDraws(0);
    const res = await jailbreak(rescuer.cookie, p.character.id);
    expect(res.json()).toMatchObject({ success: true, experience: 0, message: `You broke ${p.character.username} out of jail!` });
    expect(await character(rescuer.character.id)).toMatchObject({ experience: 0, effortMs: 0, effortDay: null });
    expect(await pairRow(rescuer.character.id, p.character.id)).toBeUndefined();
  });
});

describe('the pair cap', () => {
  it(`pays the same pair ${CAP} times a game day, then frees the prisoner without pay`, async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await signUpWithCharacter(t);
    const paid: number[] = [];
    for (let i = 0; i <= CAP; i += 1) {
      await jail(p.character.id);
      useDraws(0);
      const res = await jailbreak(rescuer.cookie, p.character.id);
      expect(res.statusCode).toBe(200);
      paid.push(res.json().experience);
      t.clock.advance(new Date(res.json().rescueCooldown).getTime() - t.clock.now().getTime());
    }
    const each = rescuerExperience({ jailingDeedLevel: 1, jailingDeedMaxExperience: DEED.maxExperience, rescuerLevel: 1 });
    expect(each).toBeGreaterThan(0);
    expect(paid).toEqual([...Array<number>(CAP).fill(each), 0]);
    expect((await pairRow(rescuer.character.id, p.character.id))?.paid).toBe(CAP);
    expect((await character(p.character.id)).jailedUntil!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await character(rescuer.character.id)).jailbreaks).toBe(CAP + 1);
  });

  it('pays again on the next game day', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await signUpWithCharacter(t);
    await t.app.deps.db.insert(rescuePairsTable).values({
      rescuerId: rescuer.character.id,
      prisonerId: p.character.id,
      gameDay: gameDay(t.clock.now().getTime() - 86_400_000),
      paid: CAP,
      lastPaidAt: inMs(-86_400_000),
    });
    await jail(p.character.id);
    useDraws(0);
    expect((await jailbreak(rescuer.cookie, p.character.id)).json().experience).toBeGreaterThan(0);
  });

  it('claims the cap race-free: of concurrent claims at one below it, exactly one succeeds', async () => {
    const rescuer = await signUpWithCharacter(t);
    const p = await signUpWithCharacter(t);
    const pair = { rescuerId: rescuer.character.id, prisonerId: p.character.id };
    const now = t.clock.now();
    await t.app.deps.db
      .insert(rescuePairsTable)
      .values({ ...pair, gameDay: gameDay(now.getTime()), paid: CAP - 1, lastPaidAt: now });
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => t.app.deps.db.transaction((tx) => claimPairPay(tx, pair, now, 1))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect((await pairRow(pair.rescuerId, pair.prisonerId))?.paid).toBe(CAP);
  });

  it('prunes pair counts a week old and keeps newer ones', async () => {
    const rescuer = await signUpWithCharacter(t);
    const [a, b] = [await signUpWithCharacter(t), await signUpWithCharacter(t)];
    const week = 7 * 86_400_000;
    for (const [p, ago] of [
      [a, week + 1],
      [b, week],
    ] as const) {
      await t.app.deps.db.insert(rescuePairsTable).values({
        rescuerId: rescuer.character.id,
        prisonerId: p.character.id,
        gameDay: gameDay(t.clock.now().getTime() - ago),
        paid: 1,
        lastPaidAt: inMs(-ago),
      });
    }
    await pruneRescuePairs(t.app.deps.db, t.clock.now());
    expect(await pairRow(rescuer.character.id, a.character.id)).toBeUndefined();
    expect(await pairRow(rescuer.character.id, b.character.id)).toBeDefined();
  });
});

describe('concurrent rescues', () => {
  it('gives one effect when one rescuer tries the same prisoner 20 times at once from two sessions', async () => {
    const { cookie, email, character: me } = await signUpWithCharacter(t);
    const second = sessionCookie(
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } }),
    );
    const p = await signUpWithCharacter(t);
    await jail(p.character.id);
    useDraws(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => jailbreak(i % 2 === 0 ? cookie : second, p.character.id)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const each = rescuerExperience({ jailingDeedLevel: 1, jailingDeedMaxExperience: DEED.maxExperience, rescuerLevel: 1 });
    expect(ok[0]!.json()).toMatchObject({ success: true, experience: each });
    expect(await character(me.id)).toMatchObject({ experience: each, jailbreaks: 1 });
    expect((await pairRow(me.id, p.character.id))?.paid).toBe(1);
  });

  it('pays one of two rescuers racing for the same prisoner, on its own pair count', async () => {
    const [a, b] = [await signUpWithCharacter(t), await signUpWithCharacter(t)];
    const p = await signUpWithCharacter(t);
    await jail(p.character.id);
    useDraws(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => jailbreak(i % 2 === 0 ? a.cookie : b.cookie, p.character.id)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await t.app.deps.db.select().from(rescuePairsTable).where(eq(rescuePairsTable.prisonerId, p.character.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.paid).toBe(1);
    const winner = rows[0]!.rescuerId;
    expect([a.character.id, b.character.id]).toContain(winner);
    expect((await character(winner)).jailbreaks).toBe(1);
  });
});
