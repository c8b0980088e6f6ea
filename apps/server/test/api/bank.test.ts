import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccountsTable, goldLedgerTable } from '../../src/modules/economy/economy.sql.ts';
import { createTestApp, signUp, type TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows } from './gameplay-kit.ts';

let t: TestApp;
const rows = gameplayRows(() => t);
let cityId = '';
const db = () => t.app.deps.db;
const player = (values: CharacterValues = {}) => rows.player(cityId, values);
const post = (url: string, cookie: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url, payload: payload as object, ...(cookie ? { cookie } : {}) });
const deposit = (cookie: string | undefined, amount: unknown) => post('/api/economy/bank/deposit', cookie, { amount });
const withdraw = (cookie: string | undefined, amount: unknown) => post('/api/economy/bank/withdraw', cookie, { amount });
const bank = (cookie: string) => t.request({ method: 'GET', url: '/api/economy/bank', cookie });
const balance = async (characterId: string) =>
  (await db().select().from(bankAccountsTable).where(eq(bankAccountsTable.characterId, characterId)))[0]?.balance ?? 0;
const ledger = (characterId: string) => db().select().from(goldLedgerTable).where(eq(goldLedgerTable.characterId, characterId));

beforeAll(async () => {
  t = await createTestApp();
  cityId = await rows.insertCity({ name: 'Test: Vaultham', alignment: 0, xPosition: 95, yPosition: 95 });
});
afterAll(() => t.close());

describe('the bank', () => {
  it('shows the fee first, deposits with a 2% fee and withdraws for free, each with a ledger line', async () => {
    const p = await player({ gold: 300 });
    expect((await bank(p.cookie)).json()).toMatchObject({ balance: 0, gold: 300, feeRatePercent: 2, minFee: 1 });
    const put = await deposit(p.cookie, 251);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ message: 'You deposited 251 gold (fee 6 gold).', fee: 6, balance: 245, gold: 49 });
    expect((await deposit(p.cookie, 49)).json()).toMatchObject({ fee: 1, balance: 293, gold: 0 });
    const out = await withdraw(p.cookie, 293);
    expect(out.json()).toMatchObject({
      message: 'You withdrew 293 gold.',
      fee: 0,
      balance: 0,
      gold: 293,
      character: { gold: 293 },
    });
    expect((await ledger(p.character.id)).map((l) => [l.delta, l.kind, l.ref])).toEqual([
      [-251, 'bank', 'deposit, fee 6'],
      [-49, 'bank', 'deposit, fee 1'],
      [293, 'bank', 'withdrawal'],
    ]);
  });

  it('refuses bad amounts, a deposit no larger than its fee, missing gold and an overdraft, changing nothing', async () => {
    const p = await player({ gold: 100 });
    for (const amount of [0, -1, 1.5, '10', null]) {
      expect((await deposit(p.cookie, amount)).statusCode).toBe(400);
      expect((await withdraw(p.cookie, amount)).statusCode).toBe(400);
    }
    const tiny = await deposit(p.cookie, 1);
    expect(tiny.json()).toMatchObject({
      code: 'bank.amount_below_fee',
      message: 'A deposit must be larger than its fee of 1 gold.',
    });
    expect((await deposit(p.cookie, 2)).statusCode).toBe(200);
    const poor = await deposit(p.cookie, 99);
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({
      code: 'bank.not_enough_gold',
      message: 'You need 99 gold to deposit it; you have 98.',
      details: { price: 99, gold: 98 },
    });
    const over = await withdraw(p.cookie, 2);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'bank.not_enough_in_bank',
      message: 'You have 1 gold in the bank.',
      details: { balance: 1 },
    });
    expect((await rows.character(p.character.id)).gold).toBe(98);
    expect(await balance(p.character.id)).toBe(1);
  });

  it('answers 401 signed out and 403 without a living character', async () => {
    expect((await deposit(undefined, 10)).statusCode).toBe(401);
    expect((await withdraw((await signUp(t)).cookie, 10)).statusCode).toBe(403);
    expect((await bank((await signUp(t)).cookie)).statusCode).toBe(403);
  });
});

describe('50 concurrent bank moves', () => {
  it('deposits never spend gold that is not there', async () => {
    const p = await player({ gold: 1000 });
    const results = await Promise.all(Array.from({ length: 50 }, () => deposit(p.cookie, 100)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    expect((await rows.character(p.character.id)).gold).toBe(0);
    expect(await balance(p.character.id)).toBe(980);
  });

  it('withdrawals never take more than the balance', async () => {
    const p = await player({ gold: 0 });
    await db().insert(bankAccountsTable).values({ characterId: p.character.id, balance: 500, updatedAt: t.clock.now() });
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(p.cookie, 30)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(16);
    expect(await balance(p.character.id)).toBe(20);
    expect((await rows.character(p.character.id)).gold).toBe(480);
    const lines = await ledger(p.character.id);
    expect(lines.reduce((sum, l) => sum + l.delta, 0)).toBe(480);
  });
});
