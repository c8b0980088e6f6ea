import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldLedgerTable, termDepositsTable } from '../../src/modules/economy/economy.sql.ts';
import { journalEntriesTable } from '../../src/modules/journal/index.ts';
import { createTestApp, signUp, type TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows } from './gameplay-kit.ts';

let t: TestApp;
const rows = gameplayRows(() => t);
let cityId = '';
const db = () => t.app.deps.db;
const DAY = 86_400_000;
const player = (values: CharacterValues = {}) => rows.player(cityId, values);
const post = (url: string, cookie: string | undefined, payload?: unknown) =>
  t.request({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(cookie ? { cookie } : {}),
  });
const open = (cookie: string | undefined, days: unknown, principal: unknown) =>
  post('/api/economy/bank/terms', cookie, { days, principal });
const collect = (cookie: string | undefined, id: unknown) => post(`/api/economy/bank/terms/${id}/collect`, cookie);
const bank = (cookie: string) => t.request({ method: 'GET', url: '/api/economy/bank', cookie });
const ledger = (characterId: string) => db().select().from(goldLedgerTable).where(eq(goldLedgerTable.characterId, characterId));
const terms = (characterId: string) =>
  db().select().from(termDepositsTable).where(eq(termDepositsTable.characterId, characterId));

beforeAll(async () => {
  t = await createTestApp();
  cityId = await rows.insertCity({ name: 'Test: Coffers', alignment: 0, xPosition: 96, yPosition: 96 });
});
afterAll(() => t.close());

describe('term deposits', () => {
  it('shows the terms and their returns first, then locks gold for a day and pays it back once with interest', async () => {
    const p = await player({ gold: 1000, level: 5 });
    const before = (await bank(p.cookie)).json();
    expect(before.terms).toEqual({
      offers: [
        { days: 1, ratePercent: 1, unlocked: true },
        { days: 7, ratePercent: 8, unlocked: false },
        { days: 28, ratePercent: 35, unlocked: false },
      ],
      minPrincipal: 100,
      maxPrincipal: 500,
      running: null,
      collected: [],
    });
    const opened = await open(p.cookie, 1, 500);
    expect(opened.statusCode, opened.body).toBe(200);
    const term = opened.json().term;
    expect(opened.json()).toMatchObject({
      message: 'You locked 500 gold for 1 day. It will pay 5 gold interest.',
      gold: 500,
      character: { gold: 500 },
      term: { days: 1, principal: 500, interest: 5, collectedAt: null },
    });
    expect(Date.parse(term.dueAt) - Date.parse(term.openedAt)).toBe(DAY);
    expect((await bank(p.cookie)).json().terms.running).toEqual(term);

    const early = await collect(p.cookie, term.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'bank.term_not_due', details: { dueAt: term.dueAt } });
    expect(early.json().message).toMatch(
      /^This term deposit is locked until \d{4}-\d\d-\d\d \d\d:\d\d UTC; it cannot be taken out before\.$/,
    );

    t.clock.advance(DAY);
    const paid = await collect(p.cookie, term.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ message: 'You collected 505 gold: 500 gold and 5 gold interest.', gold: 1005 });
    const again = await collect(p.cookie, term.id);
    expect(again.json()).toMatchObject({ code: 'bank.term_collected' });
    expect((await ledger(p.character.id)).map((l) => [l.delta, l.kind])).toEqual([
      [-500, 'bank'],
      [500, 'bank'],
      [5, 'interest'],
    ]);
    const log = await db().select().from(journalEntriesTable).where(eq(journalEntriesTable.characterId, p.character.id));
    expect(log.map((e) => [e.type, e.parts])).toContainEqual([
      'bank.term_collected',
      [{ text: 'You collected your 1-day term deposit: 500 gold and 5 gold interest.' }],
    ]);
    const after = (await bank(p.cookie)).json().terms;
    expect(after.offers[1]).toEqual({ days: 7, ratePercent: 8, unlocked: true });
    expect(after.running).toBeNull();
    expect(after.collected).toHaveLength(1);
  });

  it('unlocks each term by collecting the shorter one, and the 7-day term falls due after 7 game days', async () => {
    const p = await player({ gold: 1000, level: 10 });
    const locked = await open(p.cookie, 7, 200);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      code: 'bank.term_locked',
      message: 'Collect a 1-day term deposit first.',
      details: { needs: 1 },
    });
    const one = (await open(p.cookie, 1, 100)).json().term;
    t.clock.advance(DAY);
    expect((await collect(p.cookie, one.id)).statusCode).toBe(200);
    expect((await open(p.cookie, 28, 100)).json()).toMatchObject({
      code: 'bank.term_locked',
      message: 'Collect a 7-day term deposit first.',
    });
    const seven = (await open(p.cookie, 7, 1000)).json().term;
    expect(seven).toMatchObject({ principal: 1000, interest: 80 });
    t.clock.advance(7 * DAY - 1);
    expect((await collect(p.cookie, seven.id)).json()).toMatchObject({ code: 'bank.term_not_due' });
    t.clock.advance(1);
    expect((await collect(p.cookie, seven.id)).json()).toMatchObject({ gold: 1081 });
    expect((await open(p.cookie, 28, 1000)).json()).toMatchObject({ term: { interest: 350 } });
  });

  it('refuses bad input, a principal outside the range, a second running term and missing gold, changing nothing', async () => {
    const p = await player({ gold: 300, level: 2 });
    for (const [days, principal] of [
      [2, 100],
      ['1', 100],
      [1, 0],
      [1, -5],
      [1, 100.5],
      [1, '100'],
      [null, null],
    ]) {
      const r = await open(p.cookie, days, principal);
      expect(r.statusCode, `${days} ${principal}`).toBe(400);
    }
    expect((await open(p.cookie, 1, 99)).json()).toMatchObject({
      code: 'bank.term_below_min',
      message: 'A term deposit is at least 100 gold.',
    });
    expect((await open(p.cookie, 1, 201)).json()).toMatchObject({
      code: 'bank.term_above_max',
      message: 'At your level a term deposit is at most 200 gold.',
      details: { max: 200 },
    });
    const poor = await player({ gold: 150, level: 2 });
    const lacking = await open(poor.cookie, 1, 200);
    expect(lacking.statusCode).toBe(409);
    expect(lacking.json()).toMatchObject({ code: 'bank.not_enough_gold', details: { price: 200, gold: 150 } });
    expect(await terms(poor.character.id)).toEqual([]);
    expect((await open(p.cookie, 1, 200)).statusCode).toBe(200);
    expect((await open(p.cookie, 1, 100)).json()).toMatchObject({ code: 'bank.term_running' });
    expect((await rows.character(p.character.id)).gold).toBe(100);
    expect((await collect(p.cookie, 'abc')).statusCode).toBe(400);
    expect((await collect(p.cookie, 999_999)).json()).toMatchObject({ code: 'bank.term_not_found' });
    const other = (await terms(p.character.id))[0]!;
    expect((await collect(poor.cookie, other.id)).json()).toMatchObject({ code: 'bank.term_not_found' });
  });

  it('answers 401 signed out and 403 without a living character', async () => {
    expect((await open(undefined, 1, 100)).statusCode).toBe(401);
    expect((await open((await signUp(t)).cookie, 1, 100)).statusCode).toBe(403);
    expect((await collect((await signUp(t)).cookie, 1)).statusCode).toBe(403);
  });
});

describe('50 concurrent term moves', () => {
  it('open one term only and never lock gold that is not there', async () => {
    const p = await player({ gold: 100, level: 3 });
    const results = await Promise.all(Array.from({ length: 50 }, () => open(p.cookie, 1, 100)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    expect((await rows.character(p.character.id)).gold).toBe(0);
    expect(await terms(p.character.id)).toHaveLength(1);
  });

  it('pay a due term exactly once', async () => {
    const p = await player({ gold: 300, level: 3 });
    const term = (await open(p.cookie, 1, 300)).json().term;
    t.clock.advance(DAY);
    const results = await Promise.all(Array.from({ length: 50 }, () => collect(p.cookie, term.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().code === 'bank.term_collected')).toHaveLength(49);
    expect((await rows.character(p.character.id)).gold).toBe(303);
    const lines = await ledger(p.character.id);
    expect(lines.filter((l) => l.kind === 'interest').map((l) => l.delta)).toEqual([3]);
  });
});
