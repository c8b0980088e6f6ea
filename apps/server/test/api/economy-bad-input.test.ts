import { describe, expect, it } from 'vitest';
import { economyApi } from '@tod/contracts';
import { bankAccountsTable } from '../../src/modules/economy/economy.sql.ts';
import { recordSightings } from '../../src/modules/fairplay/index.ts';
import { signUp } from '../kit.ts';
import { badAmounts, type Case, NOBODY, useBadInputSuite } from './bad-input-kit.ts';

// Issue #29: bad input gets a clear JSON error and changes nothing; here the bank, term deposits and gifts.
// The kit sends each case and checks its answer, that its contract lists the code, and that
// nothing changed anywhere (docs/economy.md, "Bad input").
const s = useBadInputSuite();
const { send, player, refusesAndChangesNothing } = s;
const db = () => s.db();
const t = () => s.app();

describe('bad input to the bank and term deposits', () => {
  it('refuses bad amounts, a deposit no larger than its fee, gold or balance that is not there, and changes nothing', async () => {
    const p = await player({ gold: 100, level: 5 });
    await db().insert(bankAccountsTable).values({ characterId: p.character.id, balance: 40, updatedAt: t().clock.now() });
    const deposit = economyApi.deposit;
    const withdraw = economyApi.withdraw;
    const put = (amount: unknown, cookie = p.cookie) => send('POST', '/api/economy/bank/deposit', cookie, { amount });
    const take = (amount: unknown) => send('POST', '/api/economy/bank/withdraw', p.cookie, { amount });
    await refusesAndChangesNothing([
      ...badAmounts.flatMap(([what, amount]): Case[] => [
        [deposit, `deposit: ${what}`, 400, 'request.invalid', put(amount)],
        [withdraw, `withdraw: ${what}`, 400, 'request.invalid', take(amount)],
      ]),
      [deposit, 'deposit: no body', 400, 'request.invalid', send('POST', '/api/economy/bank/deposit', p.cookie, [])],
      [deposit, 'deposit: no larger than its fee', 400, 'bank.amount_below_fee', put(1)],
      [deposit, 'deposit: more gold than on hand', 409, 'bank.not_enough_gold', put(101)],
      [withdraw, 'withdraw: more than the balance', 409, 'bank.not_enough_in_bank', take(41)],
      [deposit, 'deposit: no living character', 403, 'character.none', put(10, (await signUp(t())).cookie)],
    ]);
  });

  it('refuses bad terms and principals, a locked term, a second running term, and an early or foreign withdrawal', async () => {
    const p = await player({ gold: 600, level: 5 });
    const other = await player({ gold: 600, level: 5 });
    const open = economyApi.openTerm;
    const collect = economyApi.collectTerm;
    const opened = await t().request({
      method: 'POST',
      url: '/api/economy/bank/terms',
      cookie: other.cookie,
      payload: { days: 1, principal: 200 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const othersTerm = opened.json().term.id as number;
    const terms = (cookie: string, body: unknown) => send('POST', '/api/economy/bank/terms', cookie, body);
    const collectAs = (cookie: string, id: unknown) => send('POST', `/api/economy/bank/terms/${id}/collect`, cookie);
    await refusesAndChangesNothing([
      ...badAmounts.map(
        ([what, principal]): Case => [open, `open: ${what}`, 400, 'request.invalid', terms(p.cookie, { days: 1, principal })],
      ),
      [open, 'open: a term that is not offered', 400, 'request.invalid', terms(p.cookie, { days: 2, principal: 200 })],
      [open, 'open: below the least principal', 400, 'bank.term_below_min', terms(p.cookie, { days: 1, principal: 99 })],
      [open, 'open: past the cap of the level', 400, 'bank.term_above_max', terms(p.cookie, { days: 1, principal: 501 })],
      [
        open,
        'open: a 7-day term before a 1-day one is collected',
        403,
        'bank.term_locked',
        terms(p.cookie, { days: 7, principal: 200 }),
      ],
      [
        open,
        'open: more gold than on hand',
        409,
        'bank.not_enough_gold',
        terms((await player({ gold: 150, level: 5 })).cookie, { days: 1, principal: 151 }),
      ],
      [open, 'open: a second term while one runs', 409, 'bank.term_running', terms(other.cookie, { days: 1, principal: 200 })],
      [collect, 'collect: early withdrawal', 409, 'bank.term_not_due', collectAs(other.cookie, othersTerm)],
      [collect, "collect: another character's term", 404, 'bank.term_not_found', collectAs(p.cookie, othersTerm)],
      [collect, 'collect: an unknown term', 404, 'bank.term_not_found', collectAs(p.cookie, '999999999')],
      [collect, 'collect: a term id that is not a number', 400, 'request.invalid', collectAs(p.cookie, 'abc')],
      [collect, 'collect: a negative term id', 400, 'request.invalid', collectAs(p.cookie, '-1')],
    ]);
    t().clock.advance(86_400_000);
    expect(
      (await t().request({ method: 'POST', url: `/api/economy/bank/terms/${othersTerm}/collect`, cookie: other.cookie }))
        .statusCode,
    ).toBe(200);
    await refusesAndChangesNothing([
      [collect, 'collect: a term collected already', 409, 'bank.term_collected', collectAs(other.cookie, othersTerm)],
    ]);
  });
});

describe('bad input to gifts', () => {
  const gift = economyApi.gift;
  const allowance = economyApi.giftAllowance;
  /** A gift of `amount` to `to`'s character, sent as `from`. */
  const give = (from: { cookie: string }, to: { character: { id: string } } | string, amount: unknown) =>
    send('POST', '/api/economy/gifts', from.cookie, { to: typeof to === 'string' ? to : to.character.id, amount });
  const allowanceOf = (from: { cookie: string }, id: string) => send('GET', `/api/economy/gifts/allowance/${id}`, from.cookie);

  it('refuses bad amounts, past the cap, yourself, the dead and the unknown', async () => {
    const from = await player({ gold: 1000, level: 5 });
    const to = await player({ level: 1, gold: 0 });
    const dead = await player({ level: 10, dead: true });
    await refusesAndChangesNothing([
      ...badAmounts.map(([what, amount]): Case => [gift, `gift: ${what}`, 400, 'request.invalid', give(from, to, amount)]),
      [gift, 'gift: a recipient that is not an id', 400, 'request.invalid', give(from, 'nobody', 5)],
      [gift, 'gift: to yourself', 400, 'gifts.self', give(from, from, 5)],
      [gift, 'gift: to a dead character', 404, 'gifts.recipient_not_found', give(from, dead, 5)],
      [gift, 'gift: to an unknown character', 404, 'gifts.recipient_not_found', give(from, NOBODY, 5)],
      [gift, "gift: past the day's cap (25 x the recipient's level)", 409, 'gifts.over_allowance', give(from, to, 26)],
      [allowance, 'allowance: yourself', 400, 'gifts.self', allowanceOf(from, from.character.id)],
      [allowance, 'allowance: a dead character', 404, 'gifts.recipient_not_found', allowanceOf(from, dead.character.id)],
      [allowance, 'allowance: not an id', 400, 'request.invalid', allowanceOf(from, 'nobody')],
    ]);
  });

  it('refuses a low level, gold not on hand, a full recipient, a linked account, no character', async () => {
    const from = await player({ gold: 1000, level: 5 });
    const to = await player({ level: 1, gold: 0 });
    const low = await player({ level: 4, gold: 100 });
    const poor = await player({ level: 5, gold: 3 });
    const full = await player({ level: 10, gold: 0 });
    for (let i = 0; i < 3; i++) {
      expect((await give(await player({ level: 5, gold: 10 }), full, 1)()).statusCode).toBe(200);
    }
    const twin = await player({ level: 10, gold: 0 });
    const at = new Date(t().clock.now().getTime() - 3_600_000);
    const seen = { deviceId: 'bad-input-device-00000001', address: '198.51.100.7', userAgent: 'Firefox', at };
    await recordSightings(db(), [
      { userId: from.userId, ...seen },
      { userId: twin.userId, ...seen },
    ]);
    await refusesAndChangesNothing([
      [gift, 'gift: a sender below level 5', 403, 'gifts.level_too_low', give(low, to, 5)],
      [gift, 'gift: more gold than on hand', 409, 'gifts.not_enough_gold', give(poor, to, 4)],
      [gift, 'gift: a recipient that had 3 gifts today', 409, 'gifts.recipient_full', give(from, full, 5)],
      [gift, 'gift: to a linked account', 409, 'gifts.linked', give(from, twin, 5)],
      [gift, 'gift: no living character', 403, 'character.none', give(await signUp(t()), to, 5)],
    ]);
  });
});
