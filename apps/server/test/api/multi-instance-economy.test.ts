import { JournalEntryType } from '@tod/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccountsTable, goldLedgerTable } from '../../src/modules/economy/economy.sql.ts';
import { runTermReminders } from '../../src/modules/economy/index.ts';
import { journalEntriesTable } from '../../src/modules/journal/journal.sql.ts';
import { FakeClock } from '../kit/clock.ts';
import { useTwoInstances } from '../two-instances.ts';
import { gameplayRows } from './gameplay-kit.ts';

// Issue #29: a term deposit pays its interest exactly once, a casino commitment decides one bet,
// and deposits, withdrawals and gifts never overspend, whichever instance is asked. Both instances share one clock, so the term falls due on both.
const clock = new FakeClock(new Date('2026-06-01T12:00:00Z'));

describe('term deposits and the casino with two instances on one PostgreSQL database', () => {
  const two = useTwoInstances({ clock });
  const rows = gameplayRows(() => two.a);
  const ledger = (id: string) => two.a.app.deps.db.select().from(goldLedgerTable).where(eq(goldLedgerTable.characterId, id));
  const post = (i: number, url: string, cookie: string, payload?: object) =>
    (i % 2 === 0 ? two.a : two.b).request({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });

  it('50 collects of one due term split over both instances pay it once', async () => {
    const city = await rows.insertCity({ name: 'Test: Twin Vaults', alignment: 0, xPosition: 90, yPosition: 90 });
    const p = await rows.player(city, { gold: 300, level: 3 });
    const opened = await post(0, '/api/economy/bank/terms', p.cookie, { days: 1, principal: 300 });
    expect(opened.statusCode, opened.body).toBe(200);
    clock.advance(86_400_000);
    const id = opened.json().term.id;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(i, `/api/economy/bank/terms/${id}/collect`, p.cookie)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().code === 'bank.term_collected')).toHaveLength(49);
    expect((await rows.character(p.character.id)).gold).toBe(303);
    expect((await ledger(p.character.id)).filter((l) => l.kind === 'interest').map((l) => l.delta)).toEqual([3]);
  });

  it("a due term is told once when both instances' dispatcher beats look for it at once, 25 times each", async () => {
    const city = await rows.insertCity({ name: 'Test: Twin Tellers', alignment: 0, xPosition: 94, yPosition: 94 });
    const p = await rows.player(city, { gold: 300, level: 3 });
    expect((await post(1, '/api/economy/bank/terms', p.cookie, { days: 1, principal: 300 })).statusCode).toBe(200);
    clock.advance(86_400_000);
    const told = await Promise.all(
      Array.from({ length: 50 }, (_, i) => runTermReminders((i % 2 === 0 ? two.a : two.b).app.deps, clock.now())),
    );
    expect(told.reduce((a, b) => a + b, 0)).toBe(1);
    const entries = await two.a.app.deps.db
      .select()
      .from(journalEntriesTable)
      .where(and(eq(journalEntriesTable.characterId, p.character.id), eq(journalEntriesTable.type, JournalEntryType.termDue)));
    expect(entries.map((e) => e.pushKind)).toEqual(['termDeposit']);
  });

  it('50 bets on one commitment split over both instances settle one', async () => {
    const city = await rows.insertCity({ name: 'Test: Twin Dens', alignment: -10, xPosition: 91, yPosition: 91 });
    const p = await rows.player(city, { gold: 50, level: 5 });
    const { commitment } = (await two.b.request({ method: 'GET', url: '/api/casino', cookie: p.cookie })).json();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(i, '/api/casino/bets', p.cookie, { side: 'high', stake: 50, clientSeed: `s${i}`, commitment }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const lines = await ledger(p.character.id);
    expect(lines.filter((l) => l.delta < 0).map((l) => l.delta)).toEqual([-50]);
    expect((await rows.character(p.character.id)).gold).toBe(50 + lines.reduce((sum, l) => sum + l.delta, 0));
  });

  const balance = async (id: string) =>
    (await two.a.app.deps.db.select().from(bankAccountsTable).where(eq(bankAccountsTable.characterId, id)))[0]?.balance ?? 0;

  it('50 deposits and 50 withdrawals split over both instances never spend gold or balance that is not there', async () => {
    const city = await rows.insertCity({ name: 'Test: Twin Banks', alignment: 0, xPosition: 92, yPosition: 92 });
    const p = await rows.player(city, { gold: 1000 });
    const deposits = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(i, '/api/economy/bank/deposit', p.cookie, { amount: 100 })),
    );
    expect(deposits.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect((await rows.character(p.character.id)).gold).toBe(0);
    expect(await balance(p.character.id)).toBe(980);
    const withdrawals = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(i, '/api/economy/bank/withdraw', p.cookie, { amount: 30 })),
    );
    expect(withdrawals.filter((r) => r.statusCode === 200)).toHaveLength(32);
    expect(await balance(p.character.id)).toBe(20);
    expect((await rows.character(p.character.id)).gold).toBe(960);
    expect((await ledger(p.character.id)).reduce((sum, l) => sum + l.delta, 0)).toBe(960 - 1000);
  });

  it('50 gifts from one sender split over both instances never spend gold it lacks nor pass the caps', async () => {
    const city = await rows.insertCity({ name: 'Test: Twin Gates', alignment: 0, xPosition: 93, yPosition: 93 });
    const from = await rows.player(city, { gold: 95, level: 5 });
    const recipients = await Promise.all(Array.from({ length: 10 }, () => rows.player(city, { level: 10, gold: 0 })));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(i, '/api/economy/gifts', from.cookie, { to: recipients[i % 10]!.character.id, amount: 10 }),
      ),
    );
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(9);
    expect((await rows.character(from.character.id)).gold).toBe(5);
    const received = await Promise.all(recipients.map(async (r) => (await rows.character(r.character.id)).gold));
    expect(received.reduce((a, b) => a + b, 0)).toBe(90);
    expect(received.every((g) => g <= 30)).toBe(true);
  });
});
