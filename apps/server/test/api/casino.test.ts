import { createHash } from 'node:crypto';
import { casinoPayout, casinoRoll } from '@tod/game';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoRoundsTable, goldLedgerTable } from '../../src/modules/economy/economy.sql.ts';
import { journalEntriesTable } from '../../src/modules/journal/index.ts';
import { createTestApp, signUp, type TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows } from './gameplay-kit.ts';

let t: TestApp;
const rows = gameplayRows(() => t);
let evilCity = '';
let goodCity = '';
const db = () => t.app.deps.db;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const player = (values: CharacterValues = {}) => rows.player(evilCity, values);
const state = (cookie: string) => t.request({ method: 'GET', url: '/api/casino', cookie });
const bet = (cookie: string | undefined, body: object) =>
  t.request({ method: 'POST', url: '/api/casino/bets', payload: body, ...(cookie ? { cookie } : {}) });
const verify = (body: object) => t.request({ method: 'POST', url: '/api/casino/verify', payload: body });
const ledger = (characterId: string) => db().select().from(goldLedgerTable).where(eq(goldLedgerTable.characterId, characterId));
/** The unsettled round's seed, read from the database: the test knows what the player cannot, to pick a winning side. */
async function openSeed(characterId: string) {
  const [row] = await db()
    .select()
    .from(casinoRoundsTable)
    .where(and(eq(casinoRoundsTable.characterId, characterId), isNull(casinoRoundsTable.settledAt)));
  return row!.serverSeed;
}
const rollFor = (serverSeed: string, clientSeed: string) => casinoRoll(sha(`${serverSeed}:${clientSeed}`));
/** A client seed whose roll with this server seed lands where wanted. */
function seedRolling(serverSeed: string, want: (roll: number) => boolean): string {
  for (let i = 0; ; i++) if (want(rollFor(serverSeed, `s${i}`))) return `s${i}`;
}

beforeAll(async () => {
  t = await createTestApp();
  evilCity = await rows.insertCity({ name: 'Test: Blackmoor', alignment: -20, xPosition: 97, yPosition: 97 });
  goodCity = await rows.insertCity({ name: 'Test: Dawnhold', alignment: 5, xPosition: 98, yPosition: 98 });
});
afterAll(() => t.close());

describe('the casino', () => {
  it('shows the rules and a commitment first; a win pays double, a loss keeps the stake; each roll checks out', async () => {
    const p = await player({ gold: 500, level: 5 });
    const s = (await state(p.cookie)).json();
    expect(s).toMatchObject({
      refusal: null,
      cityName: 'Test: Blackmoor',
      houseEdgePercent: 2,
      payoutMultiplier: 2,
      lowMax: 49,
      highMin: 52,
      minStake: 10,
      maxStake: 50,
      dailyCap: 500,
      stakedToday: 0,
      gold: 500,
      rounds: [],
    });
    const seed = await openSeed(p.character.id);
    expect(s.commitment).toBe(sha(seed));
    expect((await state(p.cookie)).json().commitment).toBe(s.commitment);

    const winSeed = seedRolling(seed, (r) => r <= 49);
    const won = await bet(p.cookie, { side: 'low', stake: 50, clientSeed: winSeed, commitment: s.commitment });
    expect(won.statusCode, won.body).toBe(200);
    const roll = rollFor(seed, winSeed);
    expect(won.json()).toMatchObject({
      message: `The roll is ${roll}. Low wins: you receive 100 gold.`,
      gold: 550,
      character: { gold: 550 },
      round: { seedHash: s.commitment, serverSeed: seed, clientSeed: winSeed, side: 'low', stake: 50, roll, payout: 100 },
    });
    const next = won.json().commitment;
    expect(next).not.toBe(s.commitment);

    const seed2 = await openSeed(p.character.id);
    const loseSeed = seedRolling(seed2, (r) => r < 52);
    const lost = await bet(p.cookie, { side: 'high', stake: 30, clientSeed: loseSeed, commitment: next });
    expect(lost.json()).toMatchObject({
      message: `The roll is ${rollFor(seed2, loseSeed)}. You lose your stake of 30 gold.`,
      gold: 520,
    });
    expect((await ledger(p.character.id)).map((l) => [l.delta, l.kind])).toEqual([
      [-50, 'casino'],
      [100, 'casino'],
      [-30, 'casino'],
    ]);

    const log = await db().select().from(journalEntriesTable).where(eq(journalEntriesTable.characterId, p.character.id));
    expect(log.map((e) => e.parts)).toContainEqual([
      { text: `You staked 50 gold in the casino; the roll was ${roll} and paid 100 gold.` },
    ]);
    const checked = await verify({ serverSeed: seed, clientSeed: winSeed });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ seedHash: s.commitment, roll, round: { payout: 100 } });
    const after = (await state(p.cookie)).json();
    expect(after.stakedToday).toBe(80);
    expect(after.rounds.map((r: { stake: number }) => r.stake)).toEqual([30, 50]);
  });

  it('refuses a seed that was never committed or not yet revealed', async () => {
    const p = await player({ gold: 100 });
    await state(p.cookie);
    const unrevealed = await openSeed(p.character.id);
    for (const serverSeed of ['a'.repeat(64), unrevealed]) {
      const r = await verify({ serverSeed, clientSeed: 'x' });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({
        code: 'casino.seed_not_committed',
        message: 'No settled bet was committed to this seed.',
      });
    }
    expect((await verify({ serverSeed: 'nothex', clientSeed: 'x' })).statusCode).toBe(400);
  });

  it('refuses bad input, stakes outside the limits, the day cap, a stale commitment and missing gold, changing nothing', async () => {
    const p = await player({ gold: 60, level: 2 });
    const { commitment } = (await state(p.cookie)).json();
    const ok = { side: 'low', stake: 10, clientSeed: 'abc', commitment };
    for (const bad of [
      { ...ok, side: 'middle' },
      { ...ok, stake: 10.5 },
      { ...ok, stake: -10 },
      { ...ok, stake: '10' },
      { ...ok, clientSeed: '' },
      { ...ok, clientSeed: 'has space' },
      { ...ok, commitment: 'short' },
      {},
    ]) {
      expect((await bet(p.cookie, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await bet(p.cookie, { ...ok, stake: 9 })).json()).toMatchObject({
      code: 'casino.below_min',
      message: 'The least stake is 10 gold.',
    });
    expect((await bet(p.cookie, { ...ok, stake: 21 })).json()).toMatchObject({
      code: 'casino.above_max',
      message: 'At your level the most you can stake is 20 gold.',
    });
    expect((await bet(p.cookie, { ...ok, commitment: 'f'.repeat(64) })).json()).toMatchObject({
      code: 'casino.commitment_changed',
    });
    const poor = await player({ gold: 15, level: 2 });
    const pc = (await state(poor.cookie)).json().commitment;
    const lacking = await bet(poor.cookie, { ...ok, stake: 20, commitment: pc });
    expect(lacking.statusCode).toBe(409);
    expect(lacking.json()).toMatchObject({ code: 'casino.not_enough_gold', details: { price: 20, gold: 15 } });
    expect((await state(poor.cookie)).json()).toMatchObject({ commitment: pc, stakedToday: 0, gold: 15 });
    expect(await ledger(poor.character.id)).toEqual([]);

    // The day's cap at level 2 is 200 gold: staked rounds count whatever they paid.
    const capped = await player({ gold: 10_000, level: 2 });
    let c = (await state(capped.cookie)).json().commitment;
    for (let i = 0; i < 10; i++) {
      const r = await bet(capped.cookie, { ...ok, stake: 20, commitment: c });
      expect(r.statusCode, r.body).toBe(200);
      c = r.json().commitment;
    }
    const over = await bet(capped.cookie, { ...ok, commitment: c });
    expect(over.json()).toMatchObject({
      code: 'casino.daily_cap',
      message: 'You have staked all you can today. Come back tomorrow.',
    });
    t.clock.advance(86_400_000);
    expect((await bet(capped.cookie, { ...ok, commitment: c })).statusCode).toBe(200);
  });

  it('is closed outside evil-leaning cities and to prisoners', async () => {
    const good = await rows.player(goodCity, { gold: 100 });
    const gs = (await state(good.cookie)).json();
    expect(gs.refusal).toBe('There is no casino here: only evil-leaning cities keep one.');
    const r = await bet(good.cookie, { side: 'low', stake: 10, clientSeed: 'a', commitment: gs.commitment });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 'casino.closed' });
    const jailed = await player({ gold: 100, jailedUntil: new Date(t.clock.now().getTime() + 600_000) });
    const js = (await state(jailed.cookie)).json();
    expect(js.refusal).toBe('You cannot gamble while in jail.');
    expect(
      (await bet(jailed.cookie, { side: 'low', stake: 10, clientSeed: 'a', commitment: js.commitment })).json(),
    ).toMatchObject({
      code: 'casino.jailed',
    });
    expect((await rows.character(jailed.character.id)).gold).toBe(100);
  });

  it('answers 401 signed out and 403 without a living character', async () => {
    expect((await bet(undefined, {})).statusCode).toBe(401);
    expect((await state((await signUp(t)).cookie)).statusCode).toBe(403);
  });
});

describe('50 concurrent bets', () => {
  it('settle one commitment once and never stake gold that is not there', async () => {
    const p = await player({ gold: 10, level: 5 });
    const { commitment } = (await state(p.cookie)).json();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bet(p.cookie, { side: 'low', stake: 10, clientSeed: `c${i}`, commitment })),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const round = won[0]!.json().round;
    expect((await rows.character(p.character.id)).gold).toBe(casinoPayout('low', round.roll, 10));
    const lines = await ledger(p.character.id);
    expect(lines.reduce((sum, l) => sum + l.delta, 0)).toBe(casinoPayout('low', round.roll, 10) - 10);
  });
});
