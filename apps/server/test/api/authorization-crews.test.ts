import { crewChannelApi, crewDeedsApi, crewsApi, Role } from '@tod/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../../src/modules/accounts/index.ts';
import {
  crewDeedSeatsTable,
  crewGroupDeedsTable,
  crewLogTable,
  crewMembersTable,
  crewMessagesTable,
  crewMovesTable,
  crewRequestsTable,
  crewsTable,
} from '../../src/modules/crews/crews.sql.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { joinPermissions } from '../../src/modules/crews/crew-lock.ts';
import { crewKit, type Player } from './crews-kit.ts';

// Who may call each crew endpoint (issue #28, "Rules"): every player endpoint of crews, its
// channel and group deeds, for every rank of the crew, a player outside any crew, a staff member
// outside any crew (staff rank gives no power in a crew) and the leader of another crew. Each
// case starts from the same crews, written straight into the tables; a refusal must leave the
// crew as it was. The staff-only calls (Manage Guilds, deleting a channel message) are in
// staff-routes-roles.test.ts.

let t: TestApp;
let cityId = '';
const k = crewKit(
  () => t,
  () => cityId,
);
const db = () => t.app.deps.db;

const ROLES = ['leader', 'officer', 'member', 'outsider', 'staff', 'otherCrew'] as const;
type Who = (typeof ROLES)[number];

/** The crew C of every case: leader, officer (invite, plan), plain member, and a plain member the calls aim at. */
interface World {
  crewId: string;
  otherCrewId: string;
  planId: string | null;
  application: string;
  messageId: number;
  people: Record<Who | 'target' | 'applicant' | 'invitee' | 'otherMember', Player>;
}

let people: World['people'];
const ids = () => Object.values(people).map((p) => p.character.id);
let seq = 0;
const MESSAGE = 'Meet at the old mill';

beforeAll(async () => {
  t = await createTestApp();
  cityId = await k.insertCity({ name: 'Test: Warrant', alignment: 0, xPosition: 80, yPosition: 80 });
  const names = [
    'leader',
    'officer',
    'member',
    'outsider',
    'staff',
    'otherCrew',
    'target',
    'applicant',
    'invitee',
    'otherMember',
  ] as const;
  const made: Partial<World['people']> = {};
  for (const name of names) made[name] = await k.player({ level: 20 });
  people = made as World['people'];
  await setRole({ db: db() }, people.staff.email, Role.staff);
});
afterAll(() => t.close());

/** Clears every crew of these players, then founds C and another crew D straight in the tables. */
async function world(opts: { plan?: boolean; seated?: Who[] } = {}): Promise<World> {
  const chars = ids();
  const old = await db()
    .select({ id: crewMembersTable.crewId })
    .from(crewMembersTable)
    .where(inArray(crewMembersTable.characterId, chars));
  if (old.length)
    await db()
      .delete(crewsTable)
      .where(inArray(crewsTable.id, [...new Set(old.map((o) => o.id))]));
  await db().delete(crewMovesTable).where(inArray(crewMovesTable.characterId, chars));
  await db().delete(crewRequestsTable).where(inArray(crewRequestsTable.characterId, chars));
  for (const id of chars) await k.setCharacter(id, { gold: 5_000, cityId, jailedUntil: null, deedCooldownEndsAt: null });
  const now = t.clock.now();
  seq += 1;
  const [c] = await db()
    .insert(crewsTable)
    .values({ name: `Warrant C ${seq}`, charter: 'neutral', homeCityId: cityId, seats: 10, purse: 1_000_000, createdAt: now })
    .returning();
  const [d] = await db()
    .insert(crewsTable)
    .values({ name: `Warrant D ${seq}`, charter: 'evil', homeCityId: cityId, seats: 10, purse: 1_000_000, createdAt: now })
    .returning();
  const member = (who: Player, crewId: string, rank: string, permissions: string[]) => ({
    characterId: who.character.id,
    crewId,
    rank,
    permissions: joinPermissions(permissions),
    joinedAt: now,
  });
  await db()
    .insert(crewMembersTable)
    .values([
      member(people.leader, c!.id, 'leader', []),
      member(people.officer, c!.id, 'officer', ['invite', 'plan']),
      member(people.member, c!.id, 'member', []),
      member(people.target, c!.id, 'member', []),
      member(people.otherCrew, d!.id, 'leader', []),
      member(people.otherMember, d!.id, 'member', []),
    ]);
  const [application] = await db()
    .insert(crewRequestsTable)
    .values({ crewId: c!.id, characterId: people.applicant.character.id, kind: 'application', createdAt: now })
    .returning();
  const [message] = await db()
    .insert(crewMessagesTable)
    .values({
      crewId: c!.id,
      characterId: people.target.character.id,
      username: people.target.character.username,
      message: MESSAGE,
      createdAt: now,
    })
    .returning();
  let planId: string | null = null;
  if (opts.plan !== false) {
    const [plan] = await db()
      .insert(crewGroupDeedsTable)
      .values({
        crewId: c!.id,
        deedKey: 'caravan-escort',
        cityId,
        plannedBy: people.leader.character.id,
        status: 'planning',
        plannedAt: new Date(now.getTime() - 60_000),
        closesAt: new Date(now.getTime() - 1),
      })
      .returning();
    planId = plan!.id;
    const seated = opts.seated ?? [];
    const sitters = [
      people.target,
      ...seated.filter((w) => w !== 'outsider' && w !== 'staff' && w !== 'otherCrew').map((w) => people[w]),
    ];
    await db()
      .insert(crewDeedSeatsTable)
      .values(sitters.map((p, seat) => ({ groupDeedId: planId!, seat, characterId: p.character.id, takenAt: now })));
  }
  return { crewId: c!.id, otherCrewId: d!.id, planId, application: application!.id, messageId: message!.id, people };
}

/** What C looks like to a refusal: nothing of it may change. */
async function snapshot(crewId: string) {
  const n = async (
    table: typeof crewLogTable | typeof crewMembersTable | typeof crewRequestsTable | typeof crewMessagesTable,
  ) => {
    const [row] = await db().select({ n: count() }).from(table).where(eq(table.crewId, crewId));
    return row!.n;
  };
  const [crew] = await db().select().from(crewsTable).where(eq(crewsTable.id, crewId));
  const plans = await db()
    .select({ s: crewGroupDeedsTable.status })
    .from(crewGroupDeedsTable)
    .where(eq(crewGroupDeedsTable.crewId, crewId));
  const members = await db().select().from(crewMembersTable).where(eq(crewMembersTable.crewId, crewId));
  return {
    log: await n(crewLogTable),
    requests: await n(crewRequestsTable),
    messages: await n(crewMessagesTable),
    crew: { ...crew, createdAt: null },
    plans: plans.map((p) => p.s).sort(),
    members: members.map((m) => `${m.characterId}:${m.rank}:${m.permissions}`).sort(),
  };
}

/** `ok`: answered 2xx and acted on crew C; `own`: 2xx acting on the caller's own crew or nothing of C; else the refusal's code. */
type Expect = 'ok' | 'own' | string;
interface Case {
  call: (w: World) => { method: 'GET' | 'POST'; url: string; payload?: object };
  expect: Record<Who, Expect>;
  setup?: Parameters<typeof world>[0] | ((who: Who) => Parameters<typeof world>[0]);
}

const NOT_MEMBER = 'crews.not_member';
const FORBIDDEN = 'crews.forbidden';
const rankOnly = (leader: Expect, officer: Expect, member: Expect, otherCrew: Expect): Record<Who, Expect> => ({
  leader,
  officer,
  member,
  outsider: NOT_MEMBER,
  staff: NOT_MEMBER,
  otherCrew,
});
const everyone: Record<Who, Expect> = {
  leader: 'own',
  officer: 'own',
  member: 'own',
  outsider: 'own',
  staff: 'own',
  otherCrew: 'own',
};
const inCrew: Record<Who, Expect> = {
  leader: 'already_member',
  officer: 'already_member',
  member: 'already_member',
  outsider: 'ok',
  staff: 'ok',
  otherCrew: 'already_member',
};
const target = (w: World) => w.people.target.character.id;

const CASES: Record<string, Case> = {
  'GET /crews/mine': { call: () => ({ method: 'GET', url: '/crews/mine' }), expect: everyone },
  'GET /crews': { call: () => ({ method: 'GET', url: '/crews?q=Warrant' }), expect: everyone },
  'GET /crews/mine/log': {
    call: () => ({ method: 'GET', url: '/crews/mine/log' }),
    expect: rankOnly('own', 'own', 'own', 'own'),
  },
  'POST /crews': {
    call: () => ({ method: 'POST', url: '/crews', payload: { name: `Warrant New ${seq}`, charter: 'good' } }),
    expect: { ...inCrew, outsider: 'own', staff: 'own' },
  },
  'POST /crews/{id}/apply': { call: (w) => ({ method: 'POST', url: `/crews/${w.crewId}/apply` }), expect: inCrew },
  'POST /crews/mine/invites': {
    call: (w) => ({ method: 'POST', url: '/crews/mine/invites', payload: { characterId: w.people.invitee.character.id } }),
    expect: rankOnly('ok', 'ok', FORBIDDEN, 'own'),
  },
  'POST /crews/requests/{id}/accept': {
    call: (w) => ({ method: 'POST', url: `/crews/requests/${w.application}/accept` }),
    expect: rankOnly('ok', 'ok', FORBIDDEN, 'crews.request_not_found'),
  },
  'POST /crews/requests/{id}/decline': {
    call: (w) => ({ method: 'POST', url: `/crews/requests/${w.application}/decline` }),
    expect: {
      ...rankOnly('ok', 'ok', FORBIDDEN, 'crews.request_not_found'),
      outsider: 'crews.request_not_found',
      staff: 'crews.request_not_found',
    },
  },
  'POST /crews/mine/leave': {
    call: () => ({ method: 'POST', url: '/crews/mine/leave' }),
    expect: rankOnly('crews.leader_leaving', 'ok', 'ok', 'crews.leader_leaving'),
    setup: { plan: false },
  },
  'POST /crews/mine/members/{id}/remove': {
    call: (w) => ({ method: 'POST', url: `/crews/mine/members/${target(w)}/remove` }),
    expect: rankOnly('ok', FORBIDDEN, FORBIDDEN, 'crews.member_not_found'),
    setup: { plan: false },
  },
  'POST /crews/mine/members/{id}/rank': {
    call: (w) => ({ method: 'POST', url: `/crews/mine/members/${target(w)}/rank`, payload: { rank: 'officer' } }),
    expect: rankOnly('ok', FORBIDDEN, FORBIDDEN, 'crews.member_not_found'),
  },
  'POST /crews/mine/members/{id}/permissions': {
    call: (w) => ({ method: 'POST', url: `/crews/mine/members/${target(w)}/permissions`, payload: { permissions: ['invite'] } }),
    expect: rankOnly('ok', FORBIDDEN, FORBIDDEN, 'crews.member_not_found'),
  },
  'POST /crews/mine/text': {
    call: () => ({ method: 'POST', url: '/crews/mine/text', payload: { text: 'We ride at dawn.' } }),
    expect: rankOnly('ok', FORBIDDEN, FORBIDDEN, 'own'),
  },
  'POST /crews/mine/purse/deposit': {
    call: () => ({ method: 'POST', url: '/crews/mine/purse/deposit', payload: { amount: 10 } }),
    expect: rankOnly('ok', 'ok', 'ok', 'own'),
  },
  'POST /crews/mine/purse/withdraw': {
    call: () => ({ method: 'POST', url: '/crews/mine/purse/withdraw', payload: { amount: 10 } }),
    expect: rankOnly('ok', FORBIDDEN, FORBIDDEN, 'own'),
  },
  'POST /crews/mine/seats': {
    call: () => ({ method: 'POST', url: '/crews/mine/seats' }),
    expect: rankOnly('ok', FORBIDDEN, FORBIDDEN, 'own'),
  },
  'GET /crews/mine/messages': {
    call: () => ({ method: 'GET', url: '/crews/mine/messages' }),
    expect: rankOnly('own', 'own', 'own', 'own'),
  },
  'POST /crews/mine/messages': {
    call: () => ({ method: 'POST', url: '/crews/mine/messages', payload: { message: 'Hello crew' } }),
    expect: rankOnly('ok', 'ok', 'ok', 'own'),
  },
  'POST /crews/mine/messages/{id}/report': {
    call: (w) => ({ method: 'POST', url: `/crews/mine/messages/${w.messageId}/report`, payload: { reason: 'Rude' } }),
    expect: rankOnly('own', 'own', 'own', 'crews.no_message'),
  },
  'POST /crews/{id}/report': {
    call: (w) => ({ method: 'POST', url: `/crews/${w.crewId}/report`, payload: { reason: 'Offensive name' } }),
    expect: { ...everyone, leader: 'reports.self' },
  },
  'GET /crews/mine/group-deeds': {
    call: () => ({ method: 'GET', url: '/crews/mine/group-deeds' }),
    expect: rankOnly('own', 'own', 'own', 'own'),
  },
  'POST /crews/mine/group-deeds': {
    call: () => ({ method: 'POST', url: '/crews/mine/group-deeds', payload: { key: 'caravan-escort' } }),
    expect: rankOnly('ok', 'ok', FORBIDDEN, 'own'),
    setup: { plan: false },
  },
  'POST /crews/mine/group-deeds/{id}/seats/{seat}': {
    call: (w) => ({ method: 'POST', url: `/crews/mine/group-deeds/${w.planId}/seats/1` }),
    expect: rankOnly('ok', 'ok', 'ok', 'crews.group_deed_not_found'),
  },
  'POST /crews/mine/group-deeds/{id}/leave-seat': {
    call: (w) => ({ method: 'POST', url: `/crews/mine/group-deeds/${w.planId}/leave-seat` }),
    expect: rankOnly('ok', 'ok', 'ok', 'crews.group_deed_not_found'),
    setup: (who) => ({ seated: [who] }),
  },
  'POST /crews/mine/group-deeds/{id}/cancel': {
    call: (w) => ({ method: 'POST', url: `/crews/mine/group-deeds/${w.planId}/cancel` }),
    expect: rankOnly('ok', 'ok', FORBIDDEN, 'crews.group_deed_not_found'),
  },
  'POST /crews/mine/group-deeds/{id}/launch': {
    call: (w) => ({ method: 'POST', url: `/crews/mine/group-deeds/${w.planId}/launch` }),
    expect: rankOnly('ok', 'ok', FORBIDDEN, 'crews.group_deed_not_found'),
    setup: { seated: ['member'] },
  },
};

const table = Object.entries(CASES).flatMap(([name, c]) => ROLES.map((who) => [name, who, c.expect[who]!, c] as const));

it('covers every player endpoint of crews, the crew channel and group deeds', async () => {
  const declared = [...Object.values(crewsApi), ...Object.values(crewChannelApi), ...Object.values(crewDeedsApi)].map(
    (e) => `${e.method} ${e.path.replace(/:([A-Za-z]+)/g, '{$1}').replace('{characterId}', '{id}')}`,
  );
  expect(Object.keys(CASES).sort()).toEqual([...new Set(declared)].sort());
});

describe('each crew endpoint, for each rank, outsiders, staff and another crew', () => {
  it.each(table)('%s as %s: %s', async (_name, who, expected, c) => {
    const w = await world(typeof c.setup === 'function' ? c.setup(who) : c.setup);
    const before = await snapshot(w.crewId);
    const { method, url, payload } = c.call(w);
    const cookie = people[who].cookie;
    const res = method === 'GET' ? await k.get(url, cookie) : await k.post(url, cookie, payload);
    if (expected === 'ok' || expected === 'own') {
      expect(res.statusCode, res.body).toBeLessThan(300);
      if (expected === 'own') expect(await snapshot(w.crewId)).toEqual(before);
      else expect(await snapshot(w.crewId)).not.toEqual(before);
      // What another crew reads is its own: nothing of C.
      if (who === 'otherCrew' && url.startsWith('/crews/mine')) {
        for (const mark of [w.crewId, w.planId ?? w.crewId, MESSAGE]) expect(res.body).not.toContain(mark);
      }
      return;
    }
    const code = expected === 'already_member' ? 'crews.already_member' : expected;
    expect(res.json(), res.body).toMatchObject({ code });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await snapshot(w.crewId)).toEqual(before);
  });
});
