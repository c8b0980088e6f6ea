import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { casinoApi, economyAdminApi, watchApi } from '@tod/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows.ts';
import { flagsTable, householdsTable, watchStopsTable } from '../../src/modules/fairplay/index.ts';
import { signUp } from '../kit.ts';
import { badAmounts, type Case, NOBODY, useBadInputSuite } from './bad-input-kit.ts';

// Issue #29: bad input gets a clear JSON error and changes nothing; here the casino, the city watch and staff's fair-play screens.
// The kit sends each case and checks its answer, that its contract lists the code, and that
// nothing changed anywhere (docs/economy.md, "Bad input").
const s = useBadInputSuite();
const { send, player, refusesAndChangesNothing } = s;
const db = () => s.db();
const t = () => s.app();

describe('bad input to the casino', () => {
  const bet = casinoApi.bet;
  const place = (cookie: string, body: unknown) => send('POST', '/api/casino/bets', cookie, body);
  const commitmentOf = async (cookie: string) =>
    (await t().request({ method: 'GET', url: '/api/casino', cookie })).json().commitment as string;

  const betFor = async (cookie: string) => {
    const commitment = await commitmentOf(cookie);
    return (over: object = {}) => place(cookie, { side: 'low', stake: 10, clientSeed: 'my-seed', commitment, ...over });
  };

  it('refuses a bet outside the limits or of the wrong form, and against a commitment the house never made', async () => {
    const p = await player({ cityId: s.cities.evil, level: 1, gold: 1000 });
    const bets = await betFor(p.cookie);
    await refusesAndChangesNothing([
      ...badAmounts.map(([what, stake]): Case => [bet, `bet: ${what}`, 400, 'request.invalid', bets({ stake })]),
      [bet, 'bet: below the least stake', 400, 'casino.below_min', bets({ stake: 9 })],
      [bet, 'bet: past the most stake of the level', 400, 'casino.above_max', bets({ stake: 11 })],
      [bet, 'bet: a side that is not Low or High', 400, 'request.invalid', bets({ side: 'middle' })],
      [bet, 'bet: a seed with other characters', 400, 'request.invalid', bets({ clientSeed: 'no spaces!' })],
      [bet, 'bet: a commitment that is not a hash', 400, 'request.invalid', bets({ commitment: 'abc' })],
      [bet, 'bet: a commitment the house never made', 409, 'casino.commitment_changed', bets({ commitment: 'f'.repeat(64) })],
    ]);
  });

  it('refuses a bet without the gold, in a city that is not evil-leaning, or in jail', async () => {
    const poor = await betFor((await player({ cityId: s.cities.evil, level: 5, gold: 9 })).cookie);
    const good = await betFor((await player({ level: 5, gold: 100 })).cookie);
    const inJail = new Date(t().clock.now().getTime() + 3_600_000);
    const jailed = await betFor((await player({ cityId: s.cities.evil, level: 5, gold: 100, jailedUntil: inJail })).cookie);
    await refusesAndChangesNothing([
      [bet, 'bet: more gold than on hand', 409, 'casino.not_enough_gold', poor()],
      [bet, 'bet: not in an evil-leaning city', 403, 'casino.closed', good()],
      [bet, 'bet: in jail', 403, 'casino.jailed', jailed()],
    ]);
  });

  it("refuses a bet past the day's cap", async () => {
    const p = await player({ cityId: s.cities.evil, level: 1, gold: 1000 });
    const c = await commitmentOf(p.cookie);
    const body = (over: object) => ({ side: 'low', stake: 10, clientSeed: 'my-seed', commitment: c, ...over });
    // Level 1 stakes at most 100 a day: ten bets of 10, then the eleventh is past the day's cap.
    let next = c;
    for (let i = 0; i < 10; i++) {
      const res = await place(p.cookie, body({ commitment: next, clientSeed: `seed-${i}` }))();
      expect(res.statusCode, res.body).toBe(200);
      next = res.json().commitment;
    }
    await refusesAndChangesNothing([
      [bet, "bet: past the day's cap", 409, 'casino.daily_cap', place(p.cookie, body({ commitment: next }))],
    ]);
  });

  it('refuses to check a seed that was not committed, or is not revealed yet', async () => {
    const p = await player({ cityId: s.cities.evil, level: 5, gold: 100 });
    const c = await commitmentOf(p.cookie);
    const seedOfUnsettled = (
      await rowsOf<{ server_seed: string }>(db(), sql`select server_seed from casino_rounds where seed_hash = ${c}`)
    )[0]!.server_seed;
    expect(createHash('sha256').update(seedOfUnsettled).digest('hex')).toBe(c);
    const verify = casinoApi.verify;
    const check = (body: unknown) => send('POST', '/api/casino/verify', undefined, body);
    await refusesAndChangesNothing([
      [
        verify,
        'verify: a seed no round committed to',
        404,
        'casino.seed_not_committed',
        check({ serverSeed: '0'.repeat(64), clientSeed: 'x' }),
      ],
      [
        verify,
        'verify: a committed seed not revealed by a bet yet',
        404,
        'casino.seed_not_committed',
        check({ serverSeed: seedOfUnsettled, clientSeed: 'x' }),
      ],
      [verify, 'verify: a seed that is not 64 hex digits', 400, 'request.invalid', check({ serverSeed: 'xyz', clientSeed: 'x' })],
      [verify, 'verify: no player seed', 400, 'request.invalid', check({ serverSeed: '0'.repeat(64) })],
    ]);
  });
});

describe("bad input to the city watch and staff's fair-play screens", () => {
  it("refuses an empty or long answer and another's question", async () => {
    const flagged = await player({ level: 3 });
    const other = await player({ level: 3 });
    const now = t().clock.now();
    const [stop] = await db()
      .insert(watchStopsTable)
      .values({
        characterId: flagged.character.id,
        question: 'What is one plus one?',
        answers: ['two', '2'],
        askedAt: now,
        dueAt: new Date(now.getTime() + 300_000),
      })
      .returning();
    const answer = watchApi.answer;
    const stopId = stop!.id;
    const reply = (cookie: string, id: string, body: unknown) => send('POST', `/api/fair-play/watch/${id}/answer`, cookie, body);
    await refusesAndChangesNothing([
      [answer, 'answer: empty', 400, 'request.invalid', reply(flagged.cookie, stopId, { answer: '   ' })],
      [answer, 'answer: past 40 characters', 400, 'request.invalid', reply(flagged.cookie, stopId, { answer: 'x'.repeat(41) })],
      [
        answer,
        "answer: another character's question",
        404,
        'fairplay.stop_not_found',
        reply(other.cookie, stopId, { answer: 'two' }),
      ],
      [answer, 'answer: an unknown question', 404, 'fairplay.stop_not_found', reply(flagged.cookie, NOBODY, { answer: 'two' })],
      [answer, 'answer: a question id that is not an id', 400, 'request.invalid', reply(flagged.cookie, 'x', { answer: 'two' })],
    ]);
  });

  it('refuses bad households, unknown households and flags, and empty or long notes, writing no audit line', async () => {
    const a = await signUp(t());
    const b = await signUp(t());
    const c = await signUp(t());
    const d = await signUp(t());
    const marked = await t().request({
      method: 'POST',
      url: '/api/admin/fair-play/households',
      cookie: s.staff(),
      payload: { userIds: [c.userId, d.userId], note: 'Siblings', reason: 'Ticket 7' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const flagged = await player();
    const [flag] = await db()
      .insert(flagsTable)
      .values({ characterId: flagged.character.id, reason: 'Test: no rest', createdAt: t().clock.now() })
      .returning();
    const [cleared] = await db()
      .insert(flagsTable)
      .values({
        characterId: flagged.character.id,
        reason: 'Test: old',
        createdAt: t().clock.now(),
        clearedAt: t().clock.now(),
        clearedBy: 'staff',
      })
      .returning();
    expect((await db().select().from(householdsTable)).length).toBe(1);
    const mark = economyAdminApi.markHousehold;
    const remove = economyAdminApi.removeHousehold;
    const clear = economyAdminApi.clearFlag;
    const overview = economyAdminApi.overview;
    const household = (body: unknown) => send('POST', '/api/admin/fair-play/households', s.staff(), body);
    const ok = { note: 'Two people', reason: 'Ticket 8' };
    const seven = Array.from({ length: 7 }, () => NOBODY);
    await refusesAndChangesNothing([
      [mark, 'household: one account', 400, 'request.invalid', household({ userIds: [a.userId], ...ok })],
      [mark, 'household: the same account twice', 400, 'request.invalid', household({ userIds: [a.userId, a.userId], ...ok })],
      [mark, 'household: seven accounts', 400, 'request.invalid', household({ userIds: seven, ...ok })],
      [mark, 'household: an id that is not one', 400, 'request.invalid', household({ userIds: [a.userId, 'x'], ...ok })],
      [
        mark,
        'household: an unknown account',
        404,
        'fairplay.account_not_found',
        household({ userIds: [a.userId, NOBODY], ...ok }),
      ],
      [
        mark,
        'household: an empty note',
        400,
        'request.invalid',
        household({ userIds: [a.userId, b.userId], note: '  ', reason: 'r' }),
      ],
      [
        mark,
        'household: a reason past 200 characters',
        400,
        'request.invalid',
        household({ userIds: [a.userId, b.userId], note: 'n', reason: 'r'.repeat(201) }),
      ],
      [
        mark,
        'household: an account in one already',
        409,
        'fairplay.already_household',
        household({ userIds: [a.userId, c.userId], ...ok }),
      ],
      [
        remove,
        'remove: an unknown household',
        404,
        'fairplay.household_not_found',
        send('POST', `/api/admin/fair-play/households/${NOBODY}/remove`, s.staff()),
      ],
      [
        remove,
        'remove: an id that is not one',
        400,
        'request.invalid',
        send('POST', '/api/admin/fair-play/households/x/remove', s.staff()),
      ],
      [
        clear,
        'clear: an unknown flag',
        404,
        'fairplay.flag_not_found',
        send('POST', `/api/admin/fair-play/flags/${NOBODY}/clear`, s.staff(), { note: 'ok' }),
      ],
      [
        clear,
        'clear: a flag cleared already',
        404,
        'fairplay.flag_not_found',
        send('POST', `/api/admin/fair-play/flags/${cleared!.id}/clear`, s.staff(), { note: 'ok' }),
      ],
      [
        clear,
        'clear: an empty note',
        400,
        'request.invalid',
        send('POST', `/api/admin/fair-play/flags/${flag!.id}/clear`, s.staff(), { note: '' }),
      ],
      [
        clear,
        'clear: a note past 200 characters',
        400,
        'request.invalid',
        send('POST', `/api/admin/fair-play/flags/${flag!.id}/clear`, s.staff(), { note: 'n'.repeat(201) }),
      ],
      ...['0', '31', 'x', '1.5'].map(
        (days): Case => [
          overview,
          `economy page: ${days} days`,
          400,
          'request.invalid',
          send('GET', `/api/admin/economy?days=${days}`, s.staff()),
        ],
      ),
    ]);
  });
});
