import { GameConstants } from '@tod/game';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntriesTable } from '../../src/modules/journal/journal.sql.ts';
import { questContractsTable } from '../../src/modules/quests/quests.sql.ts';
import { signUp } from '../kit.ts';
import { gameplayRows, useSeededWorldSuite } from './gameplay-kit.ts';
import { questRows } from './quests-kit.ts';

const suite = useSeededWorldSuite();
const t = suite.app;
const rows = gameplayRows(t);
const quests = questRows(t);
const Q = GameConstants.quests;
const DAY = 24 * 3_600_000;

const hearthmere = () => suite.cityIds.Hearthmere!;
const silverbrook = () => suite.cityIds.Silverbrook!;

async function journalTypes(characterId: string) {
  const found = await t()
    .app.deps.db.select({ type: journalEntriesTable.type })
    .from(journalEntriesTable)
    .where(sql`${journalEntriesTable.characterId} = ${characterId}`);
  return found.map((r) => r.type);
}

describe('GET /api/quests/board', () => {
  it('shows the three patrons of the city, each with one offer a day, at most three waiting', async () => {
    const p = await rows.player(hearthmere());
    const first = await quests.board(p.cookie);
    expect(first.cityName).toBe('Hearthmere');
    expect(first.patrons.map((x) => [x.axis, x.name])).toEqual([
      ['good', 'Sister Elowen'],
      ['neutral', 'Factor Brannoc'],
      ['evil', 'Old Mag Sable'],
    ]);
    expect(first.patrons.map((x) => x.offers.length)).toEqual([1, 1, 1]);
    expect(first.patrons[0]!.standing).toEqual({ points: 0, tier: 1, nextTierAt: 10 });
    expect(first.active).toEqual([]);
    const offer = first.patrons[0]!.offers[0]!;
    expect(offer).toMatchObject({ status: 'offered', deadline: null, progress: 0, tier: 1 });
    expect(offer.reward.gold).toBeGreaterThan(0);

    expect((await quests.board(p.cookie)).patrons.map((x) => x.offers.length)).toEqual([1, 1, 1]);
    for (let day = 1; day <= 4; day += 1) {
      t().clock.advance(DAY);
      await quests.board(p.cookie);
    }
    expect((await quests.board(p.cookie)).patrons.map((x) => x.offers.length)).toEqual([3, 3, 3]);
  });

  it('has no patrons for a character in no city, and refuses an account without a character', async () => {
    const p = await rows.player(hearthmere(), { cityId: null });
    expect((await quests.board(p.cookie)).patrons).toEqual([]);
    const bare = await signUp(t());
    const res = await t().request({ method: 'GET', url: '/api/quests/board', cookie: bare.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('character.none');
  });
});

describe('accepting contracts', () => {
  it('accepts an offer with a 72-hour deadline and refuses a fourth', async () => {
    const p = await rows.player(hearthmere());
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await quests.contract(p.character.id, hearthmere()));
    const res = await quests.act(p.cookie, ids[0]!, 'accept');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/^You accepted "Test contract \d+" from Sister Elowen\. You have 72 hours to finish it\.$/);
    expect(body.board.active.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(body.board.active[0].deadline).toBe(new Date(t().clock.now().getTime() + Q.deadlineMs).toISOString());
    expect(body.character.id).toBe(p.character.id);
    expect((await quests.act(p.cookie, ids[1]!, 'accept')).statusCode).toBe(200);
    expect((await quests.act(p.cookie, ids[2]!, 'accept')).statusCode).toBe(200);
    const fourth = await quests.act(p.cookie, ids[3]!, 'accept');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'quests.too_many',
      message: 'You already have 3 contracts. Hand one in or abandon it first.',
    });
    expect((await quests.row(ids[3]!)).status).toBe('offered');
  });

  it('of many accepts at once, three land', async () => {
    const p = await rows.player(hearthmere());
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await quests.contract(p.character.id, hearthmere()));
    const answers = await Promise.all(ids.map((id) => quests.act(p.cookie, id, 'accept')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'quests.too_many')).toBe(true);
    expect((await quests.board(p.cookie)).active).toHaveLength(3);
  });

  it("refuses another player's contract, an unknown one, a bad id, one from another city and one no longer offered", async () => {
    const p = await rows.player(hearthmere());
    const other = await rows.player(hearthmere());
    const theirs = await quests.contract(other.character.id, hearthmere());
    const elsewhere = await quests.contract(p.character.id, silverbrook());
    const taken = await quests.contract(p.character.id, hearthmere(), { status: 'active' });
    const cases: [string, number, string][] = [
      [theirs, 404, 'quests.not_found'],
      ['6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21', 404, 'quests.not_found'],
      [elsewhere, 403, 'quests.wrong_city'],
      [taken, 409, 'quests.not_open'],
    ];
    for (const [id, status, code] of cases) {
      const res = await quests.act(p.cookie, id, 'accept');
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const bad = await quests.act(p.cookie, 'nope', 'accept');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Contract not found.']);
    expect((await quests.row(theirs)).status).toBe('offered');
    expect((await quests.row(elsewhere)).status).toBe('offered');
  });

  it('declines an offer, which then may not be accepted', async () => {
    const p = await rows.player(hearthmere());
    const id = await quests.contract(p.character.id, hearthmere());
    const res = await quests.act(p.cookie, id, 'decline');
    expect([res.statusCode, res.json().message]).toEqual([200, `You turned down "${(await quests.row(id)).title}".`]);
    expect((await quests.act(p.cookie, id, 'accept')).json().code).toBe('quests.not_open');
  });

  it('refuses a jailed character', async () => {
    const p = await rows.player(hearthmere(), { jailedUntil: suite.inMs(60_000) });
    const id = await quests.contract(p.character.id, hearthmere());
    const res = await quests.act(p.cookie, id, 'accept');
    expect([res.statusCode, res.json().code]).toEqual([403, 'quests.in_jail']);
  });
});

describe('progress', () => {
  it('counts successful deeds of the kind in the city, from the deed attempt itself', async () => {
    const p = await rows.player(hearthmere());
    const good = await rows.insertDeed({
      name: 'Quest test alms',
      cityId: hearthmere(),
      alignment: 1,
      rewardGold: 5,
      rewardExperience: 5,
      rewardAlignment: 2,
    });
    const evil = await rows.insertDeed({
      name: 'Quest test theft',
      cityId: hearthmere(),
      alignment: -1,
      rewardGold: 5,
      rewardExperience: 5,
      rewardAlignment: 2,
    });
    const id = await quests.contract(p.character.id, hearthmere(), { status: 'active', target: 2 });
    const points = await quests.contract(p.character.id, hearthmere(), {
      status: 'active',
      kind: 'alignment',
      placeCityId: null,
      target: 100,
    });
    const attempt = async (deedId: string, draw: number) => {
      suite.useDraws(draw);
      const res = await t().request({ method: 'POST', url: `/api/deeds/${deedId}/complete`, cookie: p.cookie });
      // Past the cooldown, well within the contracts' 72 hours.
      t().clock.advance(3_600_000);
      await rows.setCharacter(p.character.id, { jailedUntil: null });
      return res.json();
    };
    expect((await attempt(good, 0)).success).toBe(1);
    expect((await quests.row(id)).progress).toBe(1);
    const earned = (await quests.row(points)).progress;
    expect(earned).toBeGreaterThan(0);
    expect((await attempt(evil, 0)).success).toBe(1);
    expect((await quests.row(id)).progress).toBe(1);
    expect((await attempt(good, 0.999)).success).toBe(0);
    expect((await quests.row(id)).progress).toBe(1);
    await rows.setCharacter(p.character.id, { cityId: silverbrook() });
    const far = await rows.insertDeed({
      name: 'Quest test far',
      cityId: silverbrook(),
      alignment: 1,
      rewardGold: 5,
      rewardExperience: 5,
      rewardAlignment: 2,
    });
    expect((await attempt(far, 0)).success).toBe(1);
    expect((await quests.row(id)).progress).toBe(1);
    expect((await quests.row(points)).progress).toBeGreaterThan(earned);
  });

  it('counts training sessions and arrivals', async () => {
    const p = await rows.player(hearthmere(), { gold: 10_000 });
    const training = await quests.contract(p.character.id, hearthmere(), {
      status: 'active',
      kind: 'training',
      axis: null,
      target: 3,
    });
    const letter = await quests.contract(p.character.id, hearthmere(), {
      status: 'active',
      kind: 'travel',
      axis: null,
      placeCityId: silverbrook(),
      target: 1,
    });
    const skills = (await t().request({ method: 'GET', url: '/api/character/skills/', cookie: p.cookie })).json();
    suite.useDraws(0.5);
    expect(
      (await t().request({ method: 'POST', url: `/api/character/skills/${skills[0].id}`, cookie: p.cookie })).statusCode,
    ).toBe(200);
    expect((await quests.row(training)).progress).toBe(1);

    const early = await quests.act(p.cookie, letter, 'complete');
    expect([early.statusCode, early.json()]).toEqual([
      409,
      expect.objectContaining({ code: 'quests.not_finished', message: 'This contract is not finished yet: 0 of 1.' }),
    ]);
    const went = await t().request({
      method: 'POST',
      url: '/api/character/travel',
      cookie: p.cookie,
      payload: { cityID: silverbrook() },
    });
    expect(went.statusCode).toBe(200);
    expect((await quests.row(letter)).progress).toBe(1);
    const away = await quests.act(p.cookie, letter, 'complete');
    expect([away.statusCode, away.json().code, away.json().message]).toEqual([
      403,
      'quests.wrong_city',
      'You must be in Hearthmere to hand this contract in to Sister Elowen.',
    ]);
    await rows.setCharacter(p.character.id, { cityId: hearthmere() });
    expect((await quests.act(p.cookie, letter, 'complete')).statusCode).toBe(200);
  });

  it('two pieces of work at once count twice and never pass the target', async () => {
    const p = await rows.player(hearthmere());
    const big = await quests.contract(p.character.id, hearthmere(), { status: 'active', kind: 'rescue', axis: null, target: 20 });
    const small = await quests.contract(p.character.id, silverbrook(), {
      status: 'active',
      kind: 'rescue',
      axis: null,
      placeCityId: hearthmere(),
      target: 3,
    });
    const { db, progress } = t().app.deps;
    const now = t().clock.now();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) =>
          progress.record(tx, p.character.id, [{ kind: 'rescue', cityId: hearthmere(), axis: null, amount: 1 }], now),
        ),
      ),
    );
    expect((await quests.row(big)).progress).toBe(8);
    expect((await quests.row(small)).progress).toBe(3);
  });
});

describe('handing in', () => {
  it('pays gold, experience and standing once, however many hand-ins race', async () => {
    const p = await rows.player(hearthmere(), { gold: 100 });
    const id = await quests.contract(p.character.id, hearthmere(), { status: 'active', progress: 2 });
    const before = await rows.character(p.character.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => quests.act(p.cookie, id, 'complete')));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'quests.not_active')).toBe(true);
    expect(ok[0]!.json().message).toBe(
      `You handed in "${(await quests.row(id)).title}" to Sister Elowen: 50 gold, 20 experience and 3 standing.`,
    );
    expect(ok[0]!.json().board.patrons[0].standing.points).toBe(3);
    const after = await rows.character(p.character.id);
    expect(after.gold).toBe(before.gold + 50);
    expect(after.experience).toBe(before.experience + 20);
    expect(await quests.standing(p.character.id, hearthmere())).toBe(3);
    expect((await quests.row(id)).status).toBe('done');
    expect(await journalTypes(p.character.id)).toContain('quests.contract_completed');
  });

  it('abandoning and expiry cost standing, never below 0', async () => {
    const p = await rows.player(hearthmere());
    const done = await quests.contract(p.character.id, hearthmere(), { status: 'active', progress: 2, rewardStanding: 9 });
    await quests.act(p.cookie, done, 'complete');
    const dropped = await quests.contract(p.character.id, hearthmere(), { status: 'active' });
    const res = await quests.act(p.cookie, dropped, 'abandon');
    expect(res.json().message).toBe(
      `You abandoned "${(await quests.row(dropped)).title}" and lost 2 standing with Sister Elowen.`,
    );
    expect(await quests.standing(p.character.id, hearthmere())).toBe(7);
    expect((await quests.act(p.cookie, dropped, 'abandon')).json().code).toBe('quests.not_active');

    const late = await quests.contract(p.character.id, hearthmere(), { status: 'active', progress: 2 });
    const later = await quests.contract(p.character.id, hearthmere(), { status: 'active' });
    t().clock.advance(Q.deadlineMs);
    const refused = await quests.act(p.cookie, late, 'complete');
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'quests.expired']);
    expect((await quests.row(later)).status).toBe('expired');
    expect(await quests.standing(p.character.id, hearthmere())).toBe(0);
    expect((await quests.board(p.cookie)).active).toEqual([]);
    expect((await journalTypes(p.character.id)).filter((x) => x === 'quests.contract_expired')).toHaveLength(2);
  });

  it('an expiry costs more standing than abandoning', async () => {
    const p = await rows.player(hearthmere());
    const paid = await quests.contract(p.character.id, hearthmere(), { status: 'active', progress: 2, rewardStanding: 20 });
    await quests.act(p.cookie, paid, 'complete');
    const dropped = await quests.contract(p.character.id, hearthmere(), { status: 'active' });
    await quests.act(p.cookie, dropped, 'abandon');
    expect(await quests.standing(p.character.id, hearthmere())).toBe(20 - Q.abandonPenalty);
    await quests.contract(p.character.id, hearthmere(), { status: 'active', deadline: t().clock.now() });
    await quests.board(p.cookie);
    expect(await quests.standing(p.character.id, hearthmere())).toBe(20 - Q.abandonPenalty - Q.expiryPenalty);
    expect(Q.expiryPenalty).toBeGreaterThan(Q.abandonPenalty);
  });

  it('an expired contract counts no more work', async () => {
    const p = await rows.player(hearthmere());
    const id = await quests.contract(p.character.id, hearthmere(), {
      status: 'active',
      kind: 'rescue',
      axis: null,
      deadline: t().clock.now(),
    });
    const { db, progress } = t().app.deps;
    await db.transaction((tx) =>
      progress.record(tx, p.character.id, [{ kind: 'rescue', cityId: hearthmere(), axis: null, amount: 1 }], t().clock.now()),
    );
    expect((await quests.row(id)).progress).toBe(0);
    await db.delete(questContractsTable).where(sql`${questContractsTable.id} = ${id}`);
  });
});
