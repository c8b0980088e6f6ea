import { GROUP_DEEDS, groupDeedFailureCost, groupDeedPay } from '@tod/game';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewDeedSeatsTable, crewGroupDeedsTable, crewLogTable, crewsTable } from '../../src/modules/crews/crews.sql.ts';
import { goldLedgerTable } from '../../src/modules/economy/index.ts';
import { recordSightings } from '../../src/modules/fairplay/index.ts';
import { journalEntriesTable } from '../../src/modules/journal/index.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { crewKit, type Player } from './crews-kit.ts';
import { replayedDraws } from './gameplay-kit.ts';

// Group deeds (docs/crews.md#group-deeds): planning, seats, launch with everyone free and in
// the deed's city, one roll for all, pay through the ledger, jail or purse on failure.
let t: TestApp;
let cityId = '';
let elsewhereId = '';
const draws = replayedDraws();
const k = crewKit(
  () => t,
  () => cityId,
);
const { post, get, crew, character, setCharacter } = k;
const db = () => t.app.deps.db;
const MINUTE = 60_000;
const deed = (key: string) => GROUP_DEEDS.find((d) => d.key === key)!;

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  cityId = await k.insertCity({ name: 'Test: Deedhold', alignment: 0, xPosition: 72, yPosition: 72 });
  elsewhereId = await k.insertCity({ name: 'Test: Farshore', alignment: 0, xPosition: 74, yPosition: 74 });
});
afterAll(() => t.close());

async function plan(by: Player, key: string) {
  const res = await post('/crews/mine/group-deeds', by.cookie, { key });
  if (res.statusCode !== 200) throw new Error(res.body);
  const view = (await get('/crews/mine/group-deeds', by.cookie)).json();
  return view.running.find((r: { key: string }) => r.key === key).id as string;
}
/** Moves a plan's planning time into the past (by `msAgo`), so it can be launched (or has lapsed). */
async function ripen(id: string, msAgo = 1) {
  await db()
    .update(crewGroupDeedsTable)
    .set({ closesAt: new Date(t.clock.now().getTime() - msAgo) })
    .where(eq(crewGroupDeedsTable.id, id));
}
const take = (p: Player, id: string, seat: number) => post(`/crews/mine/group-deeds/${id}/seats/${seat}`, p.cookie);
const launch = (p: Player, id: string) => post(`/crews/mine/group-deeds/${id}/launch`, p.cookie);
async function ledger(characterId: string) {
  return db()
    .select()
    .from(goldLedgerTable)
    .where(and(eq(goldLedgerTable.characterId, characterId), eq(goldLedgerTable.kind, 'group_deed')));
}
async function crewRow(id: string) {
  return (await db().select().from(crewsTable).where(eq(crewsTable.id, id)))[0]!;
}

describe('planning', () => {
  it('needs the plan permission, an unlocked tier, a known deed, and one running deed per 5 members', async () => {
    const c = await crew(1);
    const m = c.members[0]!;
    expect((await post('/crews/mine/group-deeds', m.cookie, { key: 'caravan-escort' })).json()).toMatchObject({
      code: 'crews.forbidden',
    });
    expect((await post('/crews/mine/group-deeds', c.leader.cookie, { key: 'counting-house' })).json()).toMatchObject({
      code: 'crews.tier_locked',
      message: `"Crack the Counting House" needs 50 crew respect; ${c.name} has 0.`,
    });
    expect((await post('/crews/mine/group-deeds', c.leader.cookie, { key: 'no-such-deed' })).statusCode).toBe(404);
    expect((await post('/crews/mine/group-deeds', c.leader.cookie, {})).statusCode).toBe(400);
    const ok = await post('/crews/mine/group-deeds', c.leader.cookie, { key: 'caravan-escort' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(
      /^You planned "Escort the Salt Caravan" in Test: Deedhold\. It can be launched from .+ until .+\.$/,
    );
    expect((await post('/crews/mine/group-deeds', c.leader.cookie, { key: 'smugglers-run' })).json()).toMatchObject({
      code: 'crews.too_many_running',
    });
    const view = (await get('/crews/mine/group-deeds', m.cookie)).json();
    expect(view.maxRunning).toBe(1);
    expect(view.running).toHaveLength(1);
    expect(view.running[0]).toMatchObject({
      name: 'Escort the Salt Caravan',
      city: { id: cityId, name: 'Test: Deedhold' },
      pay: groupDeedPay(deed('caravan-escort')),
      failureCost: groupDeedFailureCost(deed('caravan-escort')),
      blockers: [expect.stringMatching(/^The planning ends at /), '2 seats are still empty.'],
    });
    expect(view.catalogue.find((d: { key: string }) => d.key === 'counting-house')).toMatchObject({ unlocked: false });
    // Outsiders see nothing.
    const outsider = await k.player();
    expect((await get('/crews/mine/group-deeds', outsider.cookie)).json()).toMatchObject({ code: 'crews.not_member' });
  });
});

describe('seats', () => {
  it('takes one seat per member, refuses taken, unknown and second seats, and keeps a seated member in the crew', async () => {
    const c = await crew(2);
    const [a, b] = c.members as [Player, Player];
    const id = await plan(c.leader, 'caravan-escort');
    expect((await take(a, id, 0)).json().message).toBe('You took the Swordsmanship seat of "Escort the Salt Caravan".');
    expect((await take(b, id, 0)).json()).toMatchObject({ code: 'crews.seat_taken' });
    expect((await take(a, id, 1)).json()).toMatchObject({ code: 'crews.already_seated' });
    expect((await take(b, id, 2)).json()).toMatchObject({ code: 'crews.seat_not_found' });
    expect((await take(b, id, 9)).statusCode).toBe(400);
    expect((await take(b, '00000000-0000-4000-8000-000000000000', 0)).statusCode).toBe(404);
    await k.forgetMove(a.character.id);
    expect((await post('/crews/mine/leave', a.cookie)).json()).toMatchObject({ code: 'crews.seated' });
    expect((await post(`/crews/mine/members/${a.character.id}/remove`, c.leader.cookie)).json()).toMatchObject({
      code: 'crews.seated',
    });
    expect((await post(`/crews/mine/group-deeds/${id}/leave-seat`, a.cookie)).statusCode).toBe(200);
    expect((await post(`/crews/mine/group-deeds/${id}/leave-seat`, a.cookie)).json()).toMatchObject({ code: 'crews.not_seated' });
    expect((await take(b, id, 0)).statusCode).toBe(200);
    const log = (await get('/crews/mine/log', a.cookie)).json() as { kind: string; text: string }[];
    expect(log.filter((l) => l.kind === 'group_deed').map((l) => l.text)).toContain(
      `${b.character.username} took the Swordsmanship seat of "Escort the Salt Caravan".`,
    );
  });

  it('refuses a seat to an account linked to one already seated (fair play)', async () => {
    const c = await crew(2);
    const [a, b] = c.members as [Player, Player];
    const id = await plan(c.leader, 'caravan-escort');
    await recordSightings(db(), [
      {
        userId: a.userId,
        deviceId: 'crew-linked-device'.padEnd(22, '0'),
        address: '198.51.100.9',
        userAgent: 'Firefox',
        at: new Date(t.clock.now().getTime() - 60 * MINUTE),
      },
      {
        userId: b.userId,
        deviceId: 'crew-linked-device'.padEnd(22, '0'),
        address: '198.51.100.9',
        userAgent: 'Firefox',
        at: new Date(t.clock.now().getTime() - 60 * MINUTE),
      },
    ]);
    expect((await take(a, id, 0)).statusCode).toBe(200);
    expect((await take(b, id, 1)).json()).toMatchObject({ code: 'crews.linked_seat' });
  });

  it('frees the seats of a plan whose planning time ran out', async () => {
    const c = await crew(1);
    const a = c.members[0]!;
    const id = await plan(c.leader, 'caravan-escort');
    expect((await take(a, id, 0)).statusCode).toBe(200);
    // Planned 12 hours ago plus the 24-hour launch window, and a moment.
    await ripen(id, 24 * 3_600_000 + 1);
    expect((await get('/crews/mine/group-deeds', a.cookie)).json().running).toEqual([]);
    expect((await launch(c.leader, id)).json()).toMatchObject({ code: 'crews.not_planning' });
    // The lapsed plan no longer holds its seat: the member may leave the crew.
    await k.forgetMove(a.character.id);
    expect((await post('/crews/mine/leave', a.cookie)).statusCode).toBe(200);
    const [row] = await db().select().from(crewGroupDeedsTable).where(eq(crewGroupDeedsTable.id, id));
    expect(row!.status).toBe('expired');
    expect(await db().select().from(crewDeedSeatsTable).where(eq(crewDeedSeatsTable.groupDeedId, id))).toEqual([]);
  });
});

describe('launch', () => {
  it('waits for a jailed or absent member, then pays everyone through the ledger on success', async () => {
    const c = await crew(2);
    const [a, b] = c.members as [Player, Player];
    const id = await plan(c.leader, 'caravan-escort');
    await take(a, id, 0);
    await take(b, id, 1);
    // Seats full, but the planning time is not over.
    expect((await launch(c.leader, id)).json().message).toMatch(/cannot start yet: The planning ends at /);
    await ripen(id);
    await post(`/crews/mine/group-deeds/${id}/leave-seat`, b.cookie);
    expect((await launch(c.leader, id)).json()).toMatchObject({ code: 'crews.not_ready' });
    await take(b, id, 1);
    expect((await launch(a, id)).json()).toMatchObject({ code: 'crews.forbidden' });
    await setCharacter(a.character.id, { jailedUntil: new Date(t.clock.now().getTime() + 10 * MINUTE) });
    await setCharacter(b.character.id, { cityId: elsewhereId });
    const blocked = (await launch(c.leader, id)).json();
    expect(blocked).toMatchObject({
      code: 'crews.not_ready',
      message: `"Escort the Salt Caravan" cannot start yet: ${a.character.username} is in jail. ${b.character.username} is not in Test: Deedhold.`,
    });
    // Bail paid (the jail ends), and the traveller is back.
    await setCharacter(a.character.id, { jailedUntil: null });
    await setCharacter(b.character.id, { cityId });
    const before = { a: await character(a.character.id), b: await character(b.character.id) };
    draws.use(0);
    const res = await launch(c.leader, id);
    expect(res.statusCode).toBe(200);
    const pay = groupDeedPay(deed('caravan-escort'));
    expect(res.json()).toMatchObject({ success: true, chance: 0.175 });
    for (const [p, was] of [
      [a, before.a],
      [b, before.b],
    ] as const) {
      const now = await character(p.character.id);
      expect(now.gold).toBe(was.gold + pay.gold);
      expect(now.good).toBe(was.good + 2);
      expect(await ledger(p.character.id)).toHaveLength(1);
      const events = JSON.stringify((await get('/character/events', p.cookie)).json());
      expect(events).toContain(`${c.name} pulled off \\"Escort the Salt Caravan\\" together.`);
    }
    expect(await crewRow(c.id)).toMatchObject({ respect: 10, groupDeedsDone: 1 });
    const log = (await get('/crews/mine/log', c.leader.cookie)).json() as { text: string }[];
    expect(log[0]!.text).toMatch(/^"Escort the Salt Caravan" succeeded \(18% chance\)/);
    expect((await launch(c.leader, id)).json()).toMatchObject({ code: 'crews.not_planning' });
    expect(await db().select().from(crewDeedSeatsTable).where(eq(crewDeedSeatsTable.groupDeedId, id))).toEqual([]);
  });

  it('jails every member when a neutral deed fails, and costs the purse when a good one fails', async () => {
    const c = await crew(3);
    const [a, b, d] = c.members as [Player, Player, Player];
    const run = await plan(c.leader, 'smugglers-run');
    await take(a, run, 0);
    await take(b, run, 1);
    await take(d, run, 2);
    await ripen(run);
    draws.use(0.99);
    const failed = await launch(c.leader, run);
    expect(failed.json()).toMatchObject({ success: false });
    expect(failed.json().message).toMatch(/every member was jailed for/);
    for (const p of [a, b, d]) {
      const row = await character(p.character.id);
      expect(row.jailedUntil!.getTime()).toBe(t.clock.now().getTime() + 30 * MINUTE);
      expect(row.jailDeedLevel).toBe(12);
      expect(await ledger(p.character.id)).toHaveLength(0);
    }
    for (const p of [a, b, d]) await setCharacter(p.character.id, { jailedUntil: null });
    await k.setPurse(c.id, 30);
    const escort = await plan(c.leader, 'caravan-escort');
    await take(a, escort, 0);
    await take(b, escort, 1);
    await ripen(escort);
    draws.use(0.99);
    expect((await launch(c.leader, escort)).json().message).toMatch(/the purse paid 30 gold for it\.$/);
    expect(await k.purse(c.id)).toBe(0);
    expect((await character(a.character.id)).jailedUntil).toBeNull();
  });

  it("a failure that jails tells each jailed member's partner, unless the partner sat at the table too", async () => {
    const c = await crew(3);
    const [a, b, d] = c.members as [Player, Player, Player];
    const outsider = await signUpWithCharacter(t);
    const now = t.clock.now().toISOString();
    // Partners straight to the table (docs/contacts.md): a with the outsider, b with d.
    for (const [x, y] of [
      [a.character.id, outsider.character.id],
      [b.character.id, d.character.id],
    ]) {
      await t.database.query(
        `INSERT INTO contacts (owner_id, contact_id, kind, created_at) VALUES ($1, $2, 'friend', $3), ($2, $1, 'friend', $3), ($1, $2, 'partner', $3), ($2, $1, 'partner', $3)`,
        [x, y, now],
      );
    }
    for (const userId of [outsider.userId, b.userId, d.userId]) {
      await t.database.query(
        'INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)',
        [userId, `https://push.example.com/${userId}`, 'k'.repeat(87), 'a'.repeat(22), now],
      );
    }
    const run = await plan(c.leader, 'smugglers-run');
    await take(a, run, 0);
    await take(b, run, 1);
    await take(d, run, 2);
    await ripen(run);
    draws.use(0.99);
    expect((await launch(c.leader, run)).json()).toMatchObject({ success: false });
    const due = await t.database.query<{ user_id: string }>(`SELECT user_id FROM due_notifications WHERE kind = 'partnerJailed'`);
    const told = due.map((r) => r.user_id);
    expect(told).toContain(outsider.userId);
    expect(told).not.toContain(b.userId);
    expect(told).not.toContain(d.userId);
  });

  it('rolls once under 50 concurrent launches: each member is paid exactly once', async () => {
    const c = await crew(1);
    const a = c.members[0]!;
    const id = await plan(c.leader, 'caravan-escort');
    await take(c.leader, id, 0);
    await take(a, id, 1);
    await ripen(id);
    const before = (await character(a.character.id)).gold;
    draws.use(0);
    const res = await Promise.all(Array.from({ length: 50 }, () => launch(c.leader, id)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(res.every((r) => r.statusCode === 200 || r.json().code === 'crews.not_planning')).toBe(true);
    expect((await character(a.character.id)).gold).toBe(before + groupDeedPay(deed('caravan-escort')).gold);
    expect(await ledger(a.character.id)).toHaveLength(1);
    expect(await ledger(c.leader.character.id)).toHaveLength(1);
    expect(await crewRow(c.id)).toMatchObject({ respect: 10, groupDeedsDone: 1 });
  });

  it('gives one seat to one of 50 concurrent takers', async () => {
    const c = await crew(4);
    const id = await plan(c.leader, 'caravan-escort');
    const takers = [c.leader, ...c.members];
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => take(takers[i % takers.length]!, id, 0)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(res.every((r) => r.statusCode === 200 || ['crews.seat_taken', 'crews.already_seated'].includes(r.json().code))).toBe(
      true,
    );
    expect(await db().select().from(crewDeedSeatsTable).where(eq(crewDeedSeatsTable.groupDeedId, id))).toHaveLength(1);
  });
});

describe('crew board', () => {
  it('ranks crews by respect, members and group deeds done, for anyone', async () => {
    const big = await crew(2);
    const famed = await crew(0);
    await db().update(crewsTable).set({ respect: 1_000_000, groupDeedsDone: 0 }).where(eq(crewsTable.id, famed.id));
    await db().update(crewsTable).set({ groupDeedsDone: 1_000 }).where(eq(crewsTable.id, big.id));
    const board = async (by: string) => {
      const res = await t.request({ method: 'GET', url: `/api/leaderboard/crews?by=${by}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { by: string; entries: { rank: number; id: string; value: number; members: number }[] };
    };
    const respect = await board('respect');
    expect(respect.entries[0]).toMatchObject({ rank: 1, id: famed.id, value: 1_000_000, members: 1 });
    const deeds = await board('deeds');
    expect(deeds.entries[0]).toMatchObject({ rank: 1, id: big.id, value: 1_000, members: 3 });
    const members = await board('members');
    expect(members.entries[0]!.value).toBeGreaterThanOrEqual(3);
    expect(members.entries.map((e) => e.value)).toEqual([...members.entries.map((e) => e.value)].sort((a, b) => b - a));
    expect((await t.request({ method: 'GET', url: '/api/leaderboard/crews?by=gold' })).statusCode).toBe(400);
  });
});

describe('crew news and fair play at the purse', () => {
  it('tells the leader of a withdrawal with a crew push, and refuses deposits and withdrawals between linked accounts', async () => {
    const c = await crew(2);
    const [a, b] = c.members as [Player, Player];
    await post(`/crews/mine/members/${a.character.id}/permissions`, c.leader.cookie, { permissions: ['withdraw'] });
    await k.setPurse(c.id, 500);
    expect((await post('/crews/mine/purse/withdraw', a.cookie, { amount: 100 })).statusCode).toBe(200);
    const [news] = await db()
      .select()
      .from(journalEntriesTable)
      .where(and(eq(journalEntriesTable.userId, c.leader.userId), eq(journalEntriesTable.type, 'crew.purse')));
    expect(news).toMatchObject({ pushKind: 'crewWithdrawals' });
    expect(JSON.stringify(news!.parts)).toContain(`took 100 gold from the purse of ${c.name}.`);
    // b shares a device with a, who may withdraw: b cannot feed the purse.
    const at = new Date(t.clock.now().getTime() - 60 * MINUTE);
    const deviceId = 'crew-purse-device'.padEnd(22, '0');
    await recordSightings(db(), [
      { userId: a.userId, deviceId, address: '198.51.100.7', userAgent: 'Firefox', at },
      { userId: b.userId, deviceId, address: '198.51.100.7', userAgent: 'Firefox', at },
    ]);
    expect((await post('/crews/mine/purse/deposit', b.cookie, { amount: 50 })).json()).toMatchObject({
      code: 'crews.linked_deposit',
    });
    // Once a cannot withdraw, b may deposit; then a, granted again, cannot take it out this week.
    await post(`/crews/mine/members/${a.character.id}/permissions`, c.leader.cookie, { permissions: [] });
    expect((await post('/crews/mine/purse/deposit', b.cookie, { amount: 50 })).statusCode).toBe(200);
    await post(`/crews/mine/members/${a.character.id}/permissions`, c.leader.cookie, { permissions: ['withdraw'] });
    expect((await post('/crews/mine/purse/withdraw', a.cookie, { amount: 10 })).json()).toMatchObject({
      code: 'crews.linked_withdraw',
    });
    // A week after the deposit (the log line moved back 7 days and a minute), a may withdraw again.
    await db()
      .update(crewLogTable)
      .set({ at: new Date(t.clock.now().getTime() - 7 * 24 * 3_600_000 - MINUTE) })
      .where(and(eq(crewLogTable.crewId, c.id), eq(crewLogTable.kind, 'deposit')));
    expect((await post('/crews/mine/purse/withdraw', a.cookie, { amount: 10 })).statusCode).toBe(200);
  });
});
