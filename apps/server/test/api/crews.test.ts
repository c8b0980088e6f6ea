import { CrewRules } from '@tod/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@tod/contracts';
import { createTestApp, type TestApp } from '../kit.ts';
import { signUpWithRole } from './admin-kit.ts';
import { replaceAbsentLeaders } from '../../src/modules/crews/index.ts';
import { crewKit } from './crews-kit.ts';
import { replayedDraws } from './gameplay-kit.ts';

let t: TestApp;
let cityId = '';
const draws = replayedDraws();
const k = crewKit(
  () => t,
  () => cityId,
);
const { post, get, player, crew, character, setCharacter } = k;

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  cityId = await k.insertCity({ name: 'Test: Crewhold', alignment: 0, xPosition: 70, yPosition: 70 });
});
afterAll(() => t.close());

describe('founding', () => {
  it('takes the price from a level-10 founder in its city and makes it leader', async () => {
    const p = await player({ level: 10, gold: CrewRules.foundPrice });
    const res = await post('/crews', p.cookie, { name: '  The Grey Hands ', charter: 'evil', maxPrice: CrewRules.foundPrice });
    expect(res.statusCode).toBe(200);
    expect((await character(p.character.id)).gold).toBe(0);
    const mine = (await get('/crews/mine', p.cookie)).json();
    expect(mine.crew).toMatchObject({
      name: 'The Grey Hands',
      charter: 'evil',
      homeCity: { id: cityId },
      seats: 5,
      purse: 0,
      members: 1,
      charterBonus: 0.03,
      me: { rank: 'leader' },
    });
    const journal = (await get('/character/events', p.cookie)).json();
    expect(JSON.stringify(journal)).toContain('You founded the crew The Grey Hands');
  });

  it.each([
    [{ level: 9 }, 403, 'crews.level'],
    [{ gold: CrewRules.foundPrice - 1 }, 409, 'crews.not_enough_gold'],
    [{ cityId: null }, 409, 'crews.no_city'],
  ])('refuses a founder with %j (%d %s) and changes nothing', async (values, status, code) => {
    const p = await player({ level: 10, gold: CrewRules.foundPrice, ...values });
    const before = await character(p.character.id);
    const res = await post('/crews', p.cookie, { name: `Nobody ${code.replace('.', ' ')}`, charter: 'good' });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect((await character(p.character.id)).gold).toBe(before.gold);
    expect((await get('/crews/mine', p.cookie)).json().crew).toBeNull();
  });

  it.each([
    [{ name: 'ab', charter: 'good' }, 'Crew name must be 3 to 30 characters.'],
    [{ name: 'x'.repeat(31), charter: 'good' }, 'Crew name must be 3 to 30 characters.'],
    [{ name: 'Bad<b>', charter: 'good' }, "Crew name may use letters, digits, spaces, _, - and ' only."],
    [{ name: 'Fine Name', charter: 'chaotic' }, 'Choose a charter: good, neutral or evil.'],
    [{ name: 'Fine Name', charter: 'good', maxPrice: 0 }, 'The amount must be at least 1 gold.'],
  ])('answers 400 to %j', async (body, message) => {
    const p = await player();
    const res = await post('/crews', p.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await character(p.character.id)).gold).toBe(5_000);
  });

  it('accepts 30 characters exactly, refuses a name in use in any case, a second crew, and a price above the shown one', async () => {
    const a = await player();
    expect((await post('/crews', a.cookie, { name: 'y'.repeat(30), charter: 'good' })).statusCode).toBe(200);
    const b = await player();
    const taken = await post('/crews', b.cookie, { name: 'Y'.repeat(30), charter: 'good' });
    expect(taken.json()).toMatchObject({ code: 'crews.name_taken' });
    expect((await character(b.character.id)).gold).toBe(5_000);
    const second = await post('/crews', a.cookie, { name: 'Another One', charter: 'good' });
    expect(second.json()).toMatchObject({ code: 'crews.already_member' });
    const shown = await post('/crews', b.cookie, { name: 'Price Check', charter: 'good', maxPrice: CrewRules.foundPrice - 1 });
    expect(shown.json()).toMatchObject({ code: 'crews.price_changed' });
  });

  it('lets one of 10 racing founders of one name win', async () => {
    const ps = await Promise.all(Array.from({ length: 10 }, () => player()));
    const res = await Promise.all(ps.map((p) => post('/crews', p.cookie, { name: 'Race Name', charter: 'good' })));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(res.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'crews.name_taken')).toBe(true);
    const golds = await Promise.all(ps.map(async (p) => (await character(p.character.id)).gold));
    expect(golds.filter((g) => g === 5_000 - CrewRules.foundPrice)).toHaveLength(1);
  });
});

describe('joining and leaving', () => {
  it('invites, accepts, keeps the 24-hour cooldown, and logs it for members only', async () => {
    const c = await crew();
    const p = await player();
    await k.join(c.leader, p);
    const left = await post('/crews/mine/leave', p.cookie);
    expect(left.json()).toMatchObject({ code: 'crews.cooldown' });
    t.clock.advance(CrewRules.moveCooldownMs);
    expect((await post('/crews/mine/leave', p.cookie)).statusCode).toBe(200);
    const again = await post(`/crews/${c.id}/apply`, p.cookie);
    expect(again.json()).toMatchObject({ code: 'crews.cooldown' });
    const log = (await get('/crews/mine/log', c.leader.cookie)).json() as { text: string }[];
    expect(log.map((l) => l.text).join(' ')).toMatch(/joined the crew.*|left the crew/);
    expect((await get('/crews/mine/log', p.cookie)).json()).toMatchObject({ code: 'crews.not_member' });
  });

  it('refuses to invite a player who blocked the inviter (403 crews.blocked), and writes nothing', async () => {
    const c = await crew();
    const p = await player();
    const blocked = await t.request({ method: 'PUT', url: `/api/contacts/blocks/${c.leader.character.id}`, cookie: p.cookie });
    expect(blocked.statusCode).toBe(200);
    const res = await post('/crews/mine/invites', c.leader.cookie, { characterId: p.character.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'crews.blocked' });
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM crew_requests WHERE character_id = $1', [
      p.character.id,
    ]);
    expect(Number(row?.n)).toBe(0);
  });

  it('keeps a player to 5 open applications (the 6th is refused)', async () => {
    const crews = await Promise.all(Array.from({ length: 6 }, () => crew()));
    const p = await player();
    for (const c of crews.slice(0, 5)) expect((await post(`/crews/${c.id}/apply`, p.cookie)).statusCode).toBe(200);
    const sixth = await post(`/crews/${crews[5]!.id}/apply`, p.cookie);
    expect(sixth.json()).toMatchObject({ code: 'crews.too_many_applications' });
    const twice = await post(`/crews/${crews[0]!.id}/apply`, p.cookie);
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a sixth member of a 5-seat crew and a member of another crew', async () => {
    const c = await crew(4);
    const p = await player();
    const full = await post('/crews/mine/invites', c.leader.cookie, { characterId: p.character.id });
    expect(full.json()).toMatchObject({ code: 'crews.full' });
    const other = await crew();
    const inOther = await post('/crews/mine/invites', c.leader.cookie, { characterId: other.leader.character.id });
    expect(inOther.json()).toMatchObject({ code: 'crews.already_member' });
  });

  it('lets only the applicant crew accept an application', async () => {
    const c = await crew();
    const other = await crew();
    const p = await player();
    await post(`/crews/${c.id}/apply`, p.cookie);
    const app = (await get('/crews/mine', c.leader.cookie)).json().crew.applications[0];
    expect(app).toMatchObject({ kind: 'application', character: { id: p.character.id } });
    const stranger = await post(`/crews/requests/${app.id}/accept`, other.leader.cookie);
    expect(stranger.statusCode).toBe(404);
    const self = await post(`/crews/requests/${app.id}/accept`, p.cookie);
    expect(self.json()).toMatchObject({ code: 'crews.not_member' });
    expect((await post(`/crews/requests/${app.id}/accept`, c.leader.cookie)).statusCode).toBe(200);
    expect((await get('/crews/mine', p.cookie)).json().crew).toMatchObject({ id: c.id, me: { rank: 'member' } });
  });

  it('makes the leader hand over before leaving, and disbands a crew its last member leaves, returning the purse', async () => {
    const c = await crew(1);
    t.clock.advance(CrewRules.moveCooldownMs);
    expect((await post('/crews/mine/leave', c.leader.cookie)).json()).toMatchObject({ code: 'crews.leader_leaving' });
    expect(
      (await post(`/crews/mine/members/${c.members[0]!.character.id}/rank`, c.leader.cookie, { rank: 'leader' })).statusCode,
    ).toBe(200);
    expect((await post('/crews/mine/leave', c.leader.cookie)).statusCode).toBe(200);
    await k.setPurse(c.id, 77);
    const heir = c.members[0]!;
    const before = (await character(heir.character.id)).gold;
    expect((await post('/crews/mine/leave', heir.cookie)).statusCode).toBe(200);
    expect((await character(heir.character.id)).gold).toBe(before + 77);
    expect(await k.purse(c.id)).toBeUndefined();
  });
});

describe('ranks and permissions', () => {
  it('refuses members without the permission and an officer demoted before the request', async () => {
    const c = await crew(2);
    const [a, b] = c.members as [(typeof c.members)[0], (typeof c.members)[0]];
    const outsider = await player();
    expect((await post('/crews/mine/invites', a.cookie, { characterId: outsider.character.id })).json()).toMatchObject({
      code: 'crews.forbidden',
    });
    expect((await post(`/crews/mine/members/${a.character.id}/rank`, c.leader.cookie, { rank: 'officer' })).statusCode).toBe(200);
    // An officer may invite by default, not remove.
    expect((await post(`/crews/mine/members/${b.character.id}/remove`, a.cookie)).json()).toMatchObject({
      code: 'crews.forbidden',
    });
    expect((await post(`/crews/mine/members/${a.character.id}/rank`, c.leader.cookie, { rank: 'member' })).statusCode).toBe(200);
    expect((await post('/crews/mine/invites', a.cookie, { characterId: outsider.character.id })).json()).toMatchObject({
      code: 'crews.forbidden',
    });
    expect((await post(`/crews/mine/members/${c.leader.character.id}/remove`, b.cookie)).statusCode).toBe(403);
  });

  it('grants and takes permissions; a non-leader grants only what it holds, never to officers', async () => {
    const c = await crew(2);
    const [a, b] = c.members as [(typeof c.members)[0], (typeof c.members)[0]];
    expect(
      (await post(`/crews/mine/members/${a.character.id}/permissions`, c.leader.cookie, { permissions: ['grant', 'invite'] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`/crews/mine/members/${b.character.id}/permissions`, a.cookie, { permissions: ['invite'] })).statusCode,
    ).toBe(200);
    expect(
      (await post(`/crews/mine/members/${b.character.id}/permissions`, a.cookie, { permissions: ['withdraw'] })).json(),
    ).toMatchObject({
      code: 'crews.forbidden',
    });
    expect((await post(`/crews/mine/members/${b.character.id}/permissions`, a.cookie, { permissions: ['fly'] })).statusCode).toBe(
      400,
    );
    expect(
      (await post(`/crews/mine/members/${c.leader.character.id}/permissions`, a.cookie, { permissions: [] })).statusCode,
    ).toBe(403);
    const mine = (await get('/crews/mine', b.cookie)).json();
    expect(mine.crew.me.permissions).toEqual(['invite']);
  });

  it('refuses to act on a member of another crew', async () => {
    const c = await crew();
    const other = await crew(1);
    const res = await post(`/crews/mine/members/${other.members[0]!.character.id}/remove`, c.leader.cookie);
    expect(res.json()).toMatchObject({ code: 'crews.member_not_found' });
    expect(
      (await post(`/crews/mine/members/${other.members[0]!.character.id}/rank`, c.leader.cookie, { rank: 'officer' })).statusCode,
    ).toBe(404);
  });

  it('saves the crew text only with editText', async () => {
    const c = await crew(1);
    expect((await post('/crews/mine/text', c.members[0]!.cookie, { text: 'Ours.' })).statusCode).toBe(403);
    expect((await post('/crews/mine/text', c.leader.cookie, { text: 'Ours.' })).statusCode).toBe(200);
    expect((await post('/crews/mine/text', c.leader.cookie, { text: 'x'.repeat(CrewRules.textMax + 1) })).statusCode).toBe(400);
    expect((await get('/crews/mine', c.members[0]!.cookie)).json().crew.text).toBe('Ours.');
  });
});

describe('purse', () => {
  it('takes deposits from any member and withdrawals up to 100 x level a day', async () => {
    const c = await crew(1);
    const m = c.members[0]!;
    expect((await post('/crews/mine/purse/deposit', m.cookie, { amount: 5_001 })).json()).toMatchObject({
      code: 'crews.not_enough_gold',
    });
    expect((await post('/crews/mine/purse/deposit', m.cookie, { amount: 0 })).statusCode).toBe(400);
    expect((await post('/crews/mine/purse/deposit', m.cookie, { amount: 4_000 })).json()).toMatchObject({
      purse: 4_000,
      gold: 1_000,
    });
    expect((await post('/crews/mine/purse/withdraw', m.cookie, { amount: 1 })).json()).toMatchObject({ code: 'crews.forbidden' });
    // The leader is level 12: 1,200 a day.
    expect((await post('/crews/mine/purse/withdraw', c.leader.cookie, { amount: 1_000 })).statusCode).toBe(200);
    expect((await post('/crews/mine/purse/withdraw', c.leader.cookie, { amount: 201 })).json()).toMatchObject({
      code: 'crews.withdraw_cap',
    });
    expect((await post('/crews/mine/purse/withdraw', c.leader.cookie, { amount: 200 })).statusCode).toBe(200);
    expect(await k.purse(c.id)).toBe(2_800);
    t.clock.advance(24 * 3_600_000);
    expect((await post('/crews/mine/purse/withdraw', c.leader.cookie, { amount: 2_801 })).json()).toMatchObject({
      code: 'crews.purse_short',
    });
    const mine = (await get('/crews/mine', c.leader.cookie)).json();
    expect(mine.crew.me.withdrawRoom).toBe(1_200);
    const log = (await get('/crews/mine/log', m.cookie)).json() as { kind: string; amount: number | null }[];
    expect(log.filter((l) => l.kind === 'withdraw').map((l) => l.amount)).toEqual([200, 1_000]);
  });

  it('never overdraws under 50 concurrent withdrawals', async () => {
    const c = await crew(0);
    await setCharacter(c.leader.character.id, { level: 100 });
    await k.setPurse(c.id, 1_000);
    const before = (await character(c.leader.character.id)).gold;
    const res = await Promise.all(
      Array.from({ length: 50 }, () => post('/crews/mine/purse/withdraw', c.leader.cookie, { amount: 30 })),
    );
    const ok = res.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(33);
    expect(res.every((r) => r.statusCode === 200 || r.json().code === 'crews.purse_short')).toBe(true);
    expect(await k.purse(c.id)).toBe(10);
    expect((await character(c.leader.character.id)).gold).toBe(before + 990);
  });

  it('buys seats from the purse at the ladder price', async () => {
    const c = await crew(0);
    await k.setPurse(c.id, 1_499);
    expect((await post('/crews/mine/seats', c.leader.cookie)).json()).toMatchObject({ code: 'crews.purse_short' });
    await k.setPurse(c.id, 1_500);
    expect((await post('/crews/mine/seats', c.leader.cookie)).json()).toMatchObject({ purse: 0 });
    expect((await get('/crews/mine', c.leader.cookie)).json().crew).toMatchObject({ seats: 6, nextSeatPrice: 2_025 });
  });
});

describe('without a crew or a character', () => {
  it('refuses members-only calls with crews.not_member and players without a character', async () => {
    const p = await player();
    for (const url of ['/crews/mine/leave', '/crews/mine/seats'])
      expect((await post(url, p.cookie)).json()).toMatchObject({ code: 'crews.not_member' });
    expect((await post('/crews/mine/purse/deposit', p.cookie, { amount: 1 })).json()).toMatchObject({ code: 'crews.not_member' });
    expect((await post(`/crews/${'00000000-0000-4000-8000-000000000000'}/apply`, p.cookie)).statusCode).toBe(404);
  });
});

describe('charter bonus', () => {
  it("adds 0.03 to a member's solo deed of the charter's alignment, and nothing to an outsider", async () => {
    const deedId = await k.insertDeed({
      name: 'Test: Lift a Purse',
      level: 1,
      alignment: -1,
      successMessage: 'Gone.',
      failureMessage: 'Caught.',
      rewardGold: 10,
      rewardExperience: 10,
      rewardAlignment: 1,
    });
    const c = await crew(1, 'evil');
    const member = c.members[0]!;
    const outsider = await player();
    for (const p of [member, outsider]) await setCharacter(p.character.id, { level: 1, experience: 0 });
    // The deed list shows the chance the attempt uses.
    const shown = async (p: { cookie: string }) =>
      ((await get('/deeds', p.cookie)).json() as { id: string; successChance: number }[]).find((d) => d.id === deedId)!
        .successChance;
    expect(await shown(outsider)).toBe(0.5);
    expect(await shown(member)).toBe(0.53);
    // Base chance 0.5 in an alignment-0 city; the draw 0.52 is under 0.53 only.
    draws.use(0.52, 0.5, 0.5, 0.5);
    const won = await post(`/deeds/${deedId}/complete`, member.cookie);
    expect(won.json()).toMatchObject({ success: 1 });
    draws.use(0.52, 0.5, 0.5, 0.5);
    const lost = await post(`/deeds/${deedId}/complete`, outsider.cookie);
    expect(lost.json()).toMatchObject({ success: 0 });
  });
});

describe('absent leader', () => {
  it('hands the crew to the longest-serving officer after 30 days away, not a day before', async () => {
    const c = await crew(2);
    const [first, second] = c.members as [(typeof c.members)[0], (typeof c.members)[0]];
    expect((await post(`/crews/mine/members/${second.character.id}/rank`, c.leader.cookie, { rank: 'officer' })).statusCode).toBe(
      200,
    );
    const now = t.clock.now().getTime();
    const day = 24 * 3_600_000;
    await setCharacter(c.leader.character.id, { lastSeenAt: new Date(now - CrewRules.leaderAbsenceMs + day) });
    await replaceAbsentLeaders(t.app.deps.db, t.clock.now());
    expect((await get('/crews/mine', c.leader.cookie)).json().crew.me.rank).toBe('leader');
    await setCharacter(c.leader.character.id, { lastSeenAt: new Date(now - CrewRules.leaderAbsenceMs - 1) });
    await replaceAbsentLeaders(t.app.deps.db, t.clock.now());
    // The officer, though the member joined first.
    expect((await get('/crews/mine', second.cookie)).json().crew.me.rank).toBe('leader');
    expect((await get('/crews/mine', first.cookie)).json().crew.me.rank).toBe('member');
    const log = (await get('/crews/mine/log', first.cookie)).json() as { kind: string }[];
    expect(log[0]?.kind).toBe('leader');
  });
});

describe('staff: Manage Guilds', () => {
  it('finds, reads the log, renames and disbands with the purse returned; all audited; players and moderators refused', async () => {
    const staff = await signUpWithRole(t, Role.staff);
    const moderator = await signUpWithRole(t, Role.moderator);
    const c = await crew(1);
    const m = c.members[0]!;
    for (const who of [c.leader.cookie, moderator.cookie]) {
      expect((await get(`/admin/crews?q=${encodeURIComponent(c.name)}`, who)).statusCode).toBe(403);
      expect((await post(`/admin/crews/${c.id}/disband`, who)).statusCode).toBe(403);
    }
    const found = (await get(`/admin/crews?q=${encodeURIComponent(c.name)}`, staff.cookie)).json();
    expect(found).toMatchObject([{ id: c.id, members: 2 }]);
    expect((await get(`/admin/crews/${c.id}/log`, staff.cookie)).json().length).toBeGreaterThan(0);
    const other = await crew();
    expect((await post(`/admin/crews/${c.id}/rename`, staff.cookie, { name: other.name.toUpperCase() })).json()).toMatchObject({
      code: 'crews.name_taken',
    });
    expect((await post(`/admin/crews/${c.id}/rename`, staff.cookie, { name: 'x' })).statusCode).toBe(400);
    expect((await post(`/admin/crews/${c.id}/rename`, staff.cookie, { name: 'Renamed By Staff' })).statusCode).toBe(200);
    await k.setPurse(c.id, 11);
    const golds = [(await character(c.leader.character.id)).gold, (await character(m.character.id)).gold];
    expect((await post(`/admin/crews/${c.id}/disband`, staff.cookie)).json()).toMatchObject({ returned: 11 });
    // Founded and joined at one moment of the test clock: the tie goes by id, one gets the odd gold.
    const gained = [
      (await character(c.leader.character.id)).gold - golds[0]!,
      (await character(m.character.id)).gold - golds[1]!,
    ];
    expect(gained.sort()).toEqual([5, 6]);
    expect((await get('/crews/mine', m.cookie)).json().crew).toBeNull();
    expect((await post(`/admin/crews/${c.id}/disband`, staff.cookie)).statusCode).toBe(404);
    const audit = (await get('/admin/audit?action=crews.', staff.cookie)).json();
    expect(JSON.stringify(audit)).toContain('crews.disbanded');
    expect(JSON.stringify(audit)).toContain('crews.renamed');
  });
});
