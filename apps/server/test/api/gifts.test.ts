import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntriesTable } from '../../src/modules/journal/index.ts';
import { giftsTable, goldLedgerTable } from '../../src/modules/economy/economy.sql.ts';
import { recordSightings } from '../../src/modules/fairplay/index.ts';
import { createTestApp, signUp, type TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows } from './gameplay-kit.ts';

let t: TestApp;
const rows = gameplayRows(() => t);
let cityId = '';
const db = () => t.app.deps.db;
const player = (values: CharacterValues = {}) => rows.player(cityId, values);
const giver = (values: CharacterValues = {}) => player({ level: 5, experience: 0, gold: 1000, ...values });
const give = (cookie: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/economy/gifts', payload: payload as object, ...(cookie ? { cookie } : {}) });
const allowance = (cookie: string, id: string) => t.request({ method: 'GET', url: `/api/economy/gifts/allowance/${id}`, cookie });
const ledger = (characterId: string) => db().select().from(goldLedgerTable).where(eq(goldLedgerTable.characterId, characterId));
const giftCount = async (recipientId: string) =>
  (await db().select().from(giftsTable).where(eq(giftsTable.recipientId, recipientId))).length;

beforeAll(async () => {
  t = await createTestApp();
  cityId = await rows.insertCity({ name: 'Test: Giftwell', alignment: 0, xPosition: 90, yPosition: 90 });
});
afterAll(() => t.close());

describe('a gift', () => {
  it('shows the allowance first, then moves the gold with a ledger line and an event on each side', async () => {
    const from = await giver();
    const to = await player({ level: 2, gold: 10 });
    const shown = await allowance(from.cookie, to.character.id);
    expect(shown.json()).toEqual({
      recipient: { id: to.character.id, username: to.character.username, level: 2 },
      allowance: 50,
      givenToday: 0,
      receivedToday: 0,
      maxGiftsPerDay: 3,
      minSenderLevel: 5,
      gold: 1000,
      refusal: null,
    });
    const res = await give(from.cookie, { to: to.character.id, amount: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `You gave 50 gold to ${to.character.username}.`,
      amount: 50,
      gold: 950,
      recipient: { id: to.character.id },
      character: { gold: 950 },
    });
    expect((await rows.character(to.character.id)).gold).toBe(60);
    expect((await ledger(from.character.id)).map((l) => [l.delta, l.balanceAfter, l.kind, l.counterpartyId])).toEqual([
      [-50, 950, 'gift', to.character.id],
    ]);
    expect((await ledger(to.character.id)).map((l) => [l.delta, l.balanceAfter, l.kind, l.counterpartyId])).toEqual([
      [50, 60, 'gift', from.character.id],
    ]);
    const events = await db()
      .select({ type: journalEntriesTable.type, userId: journalEntriesTable.userId })
      .from(journalEntriesTable)
      .where(and(eq(journalEntriesTable.type, 'gift.received'), eq(journalEntriesTable.characterId, to.character.id)));
    expect(events).toEqual([{ type: 'gift.received', userId: to.userId }]);
    const sent = await db().select().from(journalEntriesTable).where(eq(journalEntriesTable.characterId, from.character.id));
    expect(sent.map((e) => e.type)).toContain('gift.sent');

    const after = await allowance(from.cookie, to.character.id);
    expect(after.json()).toMatchObject({ allowance: 0, givenToday: 50, receivedToday: 1 });
    expect(after.json().refusal).toBe(`You have given ${to.character.username} all the gold you can today. Try again tomorrow.`);
  });

  it('takes the exact allowance, refuses one gold past it, and allows again the next UTC day', async () => {
    const from = await giver();
    const to = await player({ level: 3 });
    expect((await give(from.cookie, { to: to.character.id, amount: 70 })).statusCode).toBe(200);
    const over = await give(from.cookie, { to: to.character.id, amount: 6 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'gifts.over_allowance',
      message: `You can give ${to.character.username} at most 5 more gold today.`,
      details: { allowance: 5 },
    });
    expect((await give(from.cookie, { to: to.character.id, amount: 5 })).statusCode).toBe(200);
    t.clock.advance(24 * 3_600_000);
    expect((await give(from.cookie, { to: to.character.id, amount: 75 })).statusCode).toBe(200);
  });

  it('gives a recipient at most 3 gifts a day, from anyone', async () => {
    const to = await player({ level: 10 });
    const givers = await Promise.all([giver(), giver(), giver(), giver()]);
    for (const g of givers.slice(0, 3)) expect((await give(g.cookie, { to: to.character.id, amount: 1 })).statusCode).toBe(200);
    const fourth = await give(givers[3]!.cookie, { to: to.character.id, amount: 1 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'gifts.recipient_full',
      message: `${to.character.username} has already received 3 gifts today. Try again tomorrow.`,
    });
    expect((await rows.character(givers[3]!.character.id)).gold).toBe(1000);
  });

  it('refuses bad input, yourself, the unknown and the dead, a low level and missing gold, and changes nothing', async () => {
    const from = await giver({ gold: 20 });
    const to = await player({ level: 10 });
    const bad = [
      { to: to.character.id, amount: 0 },
      { to: to.character.id, amount: -5 },
      { to: to.character.id, amount: 1.5 },
    ];
    for (const body of [...bad, { to: to.character.id, amount: '5' }, { to: 'nobody', amount: 5 }, {}, []]) {
      const res = await give(from.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await give(from.cookie, { to: to.character.id, amount: 0 })).json().message).toBe(
      'The amount must be a whole number of gold, at least 1.',
    );
    const self = await give(from.cookie, { to: from.character.id, amount: 5 });
    expect(self.json()).toMatchObject({ code: 'gifts.self', message: 'You cannot give gold to yourself.' });
    expect((await give(from.cookie, { to: '00000000-0000-4000-8000-000000000000', amount: 5 })).statusCode).toBe(404);
    const dead = await player({ level: 10, dead: true });
    expect((await give(from.cookie, { to: dead.character.id, amount: 5 })).json()).toMatchObject({
      code: 'gifts.recipient_not_found',
    });
    const poor = await give(from.cookie, { to: to.character.id, amount: 21 });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({
      code: 'gifts.not_enough_gold',
      message: `You need 21 gold to give 21 gold to ${to.character.username}; you have 20.`,
      details: { price: 21, gold: 20 },
    });
    const low = await player({ level: 4, gold: 100 });
    const lowRes = await give(low.cookie, { to: to.character.id, amount: 5 });
    expect(lowRes.statusCode).toBe(403);
    expect(lowRes.json()).toMatchObject({ code: 'gifts.level_too_low', message: 'You can give gold from level 5.' });
    expect((await allowance(low.cookie, to.character.id)).json().refusal).toBe('You can give gold from level 5.');
    expect((await rows.character(from.character.id)).gold).toBe(20);
    expect((await rows.character(to.character.id)).gold).toBe(100);
    expect(await giftCount(to.character.id)).toBe(0);
  });

  it('answers 401 signed out and 403 without a living character', async () => {
    const to = await player();
    expect((await give(undefined, { to: to.character.id, amount: 1 })).statusCode).toBe(401);
    expect((await give((await signUp(t)).cookie, { to: to.character.id, amount: 1 })).statusCode).toBe(403);
  });

  it('refuses linked accounts with 409 gifts.linked, and shows why beforehand', async () => {
    const from = await giver();
    const to = await player({ level: 10 });
    const at = new Date(t.clock.now().getTime() - 3_600_000);
    const seen = { deviceId: 'gift-device-000000000001', address: '198.51.100.1', userAgent: 'Firefox', at };
    await recordSightings(db(), [
      { userId: from.userId, ...seen },
      { userId: to.userId, ...seen },
    ]);
    const res = await give(from.cookie, { to: to.character.id, amount: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'gifts.linked',
      message: `You cannot give gold to ${to.character.username}: your accounts are played from the same device or connection (see the fair-play rules).`,
    });
    expect((await allowance(from.cookie, to.character.id)).json().refusal).toBe(res.json().message);
    expect((await rows.character(from.character.id)).gold).toBe(1000);
  });
});

describe('50 concurrent gifts', () => {
  it('never spend gold the sender lacks nor pass the recipients’ caps', async () => {
    const from = await giver({ gold: 95 });
    const recipients = await Promise.all(Array.from({ length: 10 }, () => player({ level: 10, gold: 0 })));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => give(from.cookie, { to: recipients[i % 10]!.character.id, amount: 10 })),
    );
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(9);
    expect((await rows.character(from.character.id)).gold).toBe(5);
    const received = await Promise.all(recipients.map(async (r) => (await rows.character(r.character.id)).gold));
    expect(received.reduce((a, b) => a + b, 0)).toBe(90);
    expect(received.every((g) => g <= 30)).toBe(true);
    const lines = await ledger(from.character.id);
    expect(lines.reduce((sum, l) => sum + l.delta, 0)).toBe(-90);
  });

  it('give one recipient at most 3 gifts', async () => {
    const to = await player({ level: 10, gold: 0 });
    const givers = await Promise.all(Array.from({ length: 5 }, () => giver({ gold: 100 })));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => give(givers[i % 5]!.cookie, { to: to.character.id, amount: 1 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect((await rows.character(to.character.id)).gold).toBe(3);
    expect(await giftCount(to.character.id)).toBe(3);
  });
});
