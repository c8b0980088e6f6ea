import { randomUUID } from 'node:crypto';
import { buildPath, type ContactLists, contactsApi } from '@tod/contracts';
import { partnerRescueExperience, rescuerExperience } from '@tod/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSightings } from '../../src/modules/fairplay/index.ts';
import { createTestApp, type signUpWithCharacter, type TestApp } from '../kit.ts';
import { bareCharacters, contactCalls, makeFriends } from './contacts-kit.ts';
import { gameplayRows, replayedDraws } from './gameplay-kit.ts';

// Partners (docs/contacts.md, "Partners"): two friends who chose each other, one at a time;
// a paid rescue of one's partner earns 25% more; a jailed partner's partner gets a push.
let t: TestApp;
let calls: ReturnType<typeof contactCalls>;
const draws = replayedDraws();
const rows = gameplayRows(() => t);
let cityId = '';
let jailingDeed = '';
type Player = Awaited<ReturnType<typeof signUpWithCharacter>>;

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  calls = contactCalls(t);
  cityId = await rows.insertCity({ name: 'Test: Pairholm', alignment: 0, xPosition: 70, yPosition: 70 });
  jailingDeed = await rows.insertDeed({
    name: 'Test: Pick a Lock',
    level: 1,
    alignment: 0,
    failureMessage: 'The watch grabs you.',
    rewardGold: 10,
    rewardExperience: 60,
    rewardJailSeconds: 120,
  });
});
afterAll(() => t.close());

const partnerCall = (method: 'POST' | 'DELETE', cookie: string, id: string) =>
  t.request({ method, url: `/api${buildPath(contactsApi.partner.path, { id })}`, cookie });
const propose = (p: Player, other: Player | string) =>
  partnerCall('POST', p.cookie, typeof other === 'string' ? other : other.character.id);
const end = (p: Player, other: Player) => partnerCall('DELETE', p.cookie, other.character.id);
const lists = async (p: Player): Promise<ContactLists> => (await calls.list(p.cookie)).json();
const partnerRows = async (ids: string[]) => {
  const [row] = await t.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contacts WHERE kind = 'partner' AND (owner_id = ANY($1::uuid[]) OR contact_id = ANY($1::uuid[]))`,
    [ids],
  );
  return Number(row?.n);
};
const player = () => rows.player(cityId);

async function partners(): Promise<[Player, Player]> {
  const a = await player();
  const b = await player();
  await makeFriends(t, a, b);
  expect((await propose(a, b)).json()).toEqual({ status: 'proposed' });
  expect((await propose(b, a)).json()).toEqual({ status: 'partners' });
  return [a, b];
}

async function subscribe(p: Player) {
  await t.database.query(
    'INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)',
    [p.userId, `https://push.example.com/${randomUUID()}`, 'k'.repeat(87), 'a'.repeat(22), t.clock.now().toISOString()],
  );
}
const dueFor = async (p: Player) =>
  t.database.query<{ kind: string }>(`SELECT kind FROM due_notifications WHERE user_id = $1 AND kind = 'partnerJailed'`, [
    p.userId,
  ]);

describe('naming a partner', () => {
  it('a proposal the friend accepts makes both partners, shown on both lists', async () => {
    const a = await player();
    const b = await player();
    await makeFriends(t, a, b);
    const asked = await propose(a, b);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({ status: 'proposed' });
    expect((await lists(a)).partnerOutgoing.map((r) => r.characterId)).toEqual([b.character.id]);
    expect((await lists(b)).partnerIncoming.map((r) => r.characterId)).toEqual([a.character.id]);
    expect((await lists(b)).partner).toBeNull();

    expect((await propose(b, a)).json()).toEqual({ status: 'partners' });
    const mine = await lists(a);
    expect(mine.partner).toMatchObject({ characterId: b.character.id, name: b.character.username, state: 'free' });
    expect(mine.partnerOutgoing).toEqual([]);
    expect((await lists(b)).partner).toMatchObject({ characterId: a.character.id });
    // The partner stays a friend.
    expect(mine.friends.map((f) => f.characterId)).toEqual([b.character.id]);
  });

  it('refuses, changing nothing: not friends, twice, yourself, unknown, already partners', async () => {
    const a = await player();
    const b = await player();
    const notFriends = await propose(a, b);
    expect(notFriends.statusCode).toBe(409);
    expect(notFriends.json()).toMatchObject({ code: 'contacts.not_friends' });
    await makeFriends(t, a, b);
    await propose(a, b);
    expect((await propose(a, b)).json()).toMatchObject({ code: 'contacts.already_proposed' });
    expect((await propose(a, a)).statusCode).toBe(400);
    const unknown = await propose(a, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect((await propose(a, 'not-an-id')).statusCode).toBe(400);
    await propose(b, a);
    const again = await propose(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'contacts.already_partners' });
    expect(await partnerRows([a.character.id])).toBe(2);
  });

  it('one partner at a time, on both sides', async () => {
    const [a, b] = await partners();
    const c = await player();
    await makeFriends(t, a, c);
    await makeFriends(t, b, c);
    const mine = await propose(a, c);
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({
      code: 'contacts.have_partner',
      message: `${b.character.username} is your partner. End that partnership first.`,
    });
    const theirs = await propose(c, b);
    expect(theirs.json()).toMatchObject({ code: 'contacts.their_partner' });
    expect((await lists(c)).partnerOutgoing).toEqual([]);
  });

  it('a new proposal replaces the unanswered one', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    await makeFriends(t, a, b);
    await makeFriends(t, a, c);
    await propose(a, b);
    await propose(a, c);
    expect((await lists(a)).partnerOutgoing.map((r) => r.characterId)).toEqual([c.character.id]);
    expect((await lists(b)).partnerIncoming).toEqual([]);
  });

  it('is refused between linked accounts (fair play)', async () => {
    const a = await player();
    const b = await player();
    await makeFriends(t, a, b);
    const at = new Date(t.clock.now().getTime() - 3_600_000);
    const deviceId = `partner-device-${randomUUID()}`.slice(0, 22);
    await recordSightings(
      t.app.deps.db,
      [a, b].map((p) => ({ userId: p.userId, deviceId, address: '198.51.100.9', userAgent: 'Firefox', at })),
    );
    await propose(a, b);
    const res = await propose(b, a);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'contacts.linked' });
    expect(await partnerRows([a.character.id])).toBe(0);
  });

  it('blocks refuse proposals; a block or unfriending ends the partnership', async () => {
    const [a, b] = await partners();
    expect((await calls.unfriend(a.cookie, b.character.id)).statusCode).toBe(200);
    expect((await lists(b)).partner).toBeNull();
    expect(await partnerRows([a.character.id])).toBe(0);

    const [c, d] = await partners();
    await calls.block(c.cookie, d.character.id);
    expect((await lists(d)).partner).toBeNull();
    const blocked = await propose(d, c);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'contacts.blocked' });
    expect((await propose(c, d)).json()).toMatchObject({ code: 'contacts.you_blocked' });
  });

  it('writes the partnership, and its end, in both event logs', async () => {
    const [a, b] = await partners();
    const log = async (p: Player) =>
      (await t.request({ method: 'GET', url: '/api/character/events', cookie: p.cookie })).json() as {
        entries: Array<{ type: string; text: string }>;
      };
    expect((await log(a)).entries.filter((e) => e.type === 'contacts.partners').map((e) => e.text)).toEqual([
      `You and ${b.character.username} are now partners.`,
    ]);
    await end(a, b);
    expect((await log(b)).entries.filter((e) => e.type === 'contacts.partners').map((e) => e.text)).toEqual([
      `You and ${a.character.username} are no longer partners.`,
      `You and ${a.character.username} are now partners.`,
    ]);
  });

  it('ending a partnership keeps the friendship; ending none answers 404', async () => {
    const [a, b] = await partners();
    const ended = await end(b, a);
    expect(ended.statusCode).toBe(200);
    expect((ended.json() as ContactLists).partner).toBeNull();
    expect((await lists(a)).friends.map((f) => f.characterId)).toEqual([b.character.id]);
    const none = await end(a, b);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'contacts.not_partners' });
  });

  it('a partner who died is no partner: the other may choose again', async () => {
    const [a, b] = await partners();
    await rows.setCharacter(b.character.id, { dead: true });
    expect((await lists(a)).partner).toBeNull();
    const c = await player();
    await makeFriends(t, a, c);
    await propose(a, c);
    expect((await propose(c, a)).json()).toEqual({ status: 'partners' });
    expect((await lists(a)).partner).toMatchObject({ characterId: c.character.id });
  });

  it('of 50 proposals accepted at once, exactly one partnership forms', async () => {
    const me = await player();
    const suitors = await bareCharacters(t, 50);
    const now = t.clock.now().toISOString();
    for (const id of suitors) {
      await t.database.query(
        `INSERT INTO contacts (owner_id, contact_id, kind, created_at) VALUES ($1, $2, 'friend', $3), ($2, $1, 'friend', $3), ($2, $1, 'partner_request', $3)`,
        [me.character.id, id, now],
      );
    }
    const answers = await Promise.all(suitors.map((id) => propose(me, id)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(49).fill('contacts.have_partner'),
    );
    expect(await partnerRows([me.character.id])).toBe(2);
  });
});

describe('partners in jail', () => {
  it('a paid rescue of the partner earns 25% more, and says so; the jail list marks the partner', async () => {
    const [rescuer, prisoner] = await partners();
    await rows.setCharacter(prisoner.character.id, {
      jailedUntil: new Date(t.clock.now().getTime() + 600_000),
      jailDeedLevel: 1,
      jailDeedMaxExperience: 60,
    });
    const jail = (await t.request({ method: 'GET', url: '/api/city/jail', cookie: rescuer.cookie })).json();
    expect(jail).toEqual([expect.objectContaining({ id: prisoner.character.id, partner: true })]);

    const base = rescuerExperience({ jailingDeedLevel: 1, jailingDeedMaxExperience: 60, rescuerLevel: 1 });
    const expected = partnerRescueExperience(base);
    expect(expected).toBeGreaterThan(base);
    draws.use(0);
    const res = await t.request({
      method: 'POST',
      url: '/api/character/actions/jailbreak',
      cookie: rescuer.cookie,
      payload: { player: prisoner.character.id },
    });
    expect(res.json()).toMatchObject({
      success: true,
      experience: expected,
      message: `You broke ${prisoner.character.username} out of jail! You earned ${expected} experience (partner bonus +25%).`,
    });
  });

  it('a friend who is not the partner earns the plain pay', async () => {
    const rescuer = await player();
    const prisoner = await player();
    await makeFriends(t, rescuer, prisoner);
    await rows.setCharacter(prisoner.character.id, {
      jailedUntil: new Date(t.clock.now().getTime() + 600_000),
      jailDeedLevel: 1,
      jailDeedMaxExperience: 60,
    });
    draws.use(0);
    const res = await t.request({
      method: 'POST',
      url: '/api/character/actions/jailbreak',
      cookie: rescuer.cookie,
      payload: { player: prisoner.character.id },
    });
    const base = rescuerExperience({ jailingDeedLevel: 1, jailingDeedMaxExperience: 60, rescuerLevel: 1 });
    expect(res.json()).toMatchObject({ success: true, experience: base });
  });

  it('a deed that jails a player schedules the partnerJailed push for the partner', async () => {
    const [a, b] = await partners();
    await subscribe(b);
    draws.use(0.99, 0.49);
    const res = await t.request({ method: 'POST', url: `/api/deeds/${jailingDeed}/complete`, cookie: a.cookie });
    expect(res.json()).toMatchObject({ success: 0, message: expect.stringContaining('imprisoned') });
    expect(await dueFor(b)).toHaveLength(1);
    // The jailed player's own account gets no partner push.
    expect(await dueFor(a)).toHaveLength(0);
  });

  it('a rescuer caught breaking in: the partner gets the push; without a partner nobody does', async () => {
    const [a, b] = await partners();
    await subscribe(b);
    const prisoner = await player();
    await rows.setCharacter(prisoner.character.id, { jailedUntil: new Date(t.clock.now().getTime() + 600_000) });
    draws.use(0.4, 0.49);
    const res = await t.request({
      method: 'POST',
      url: '/api/character/actions/jailbreak',
      cookie: a.cookie,
      payload: { player: prisoner.character.id },
    });
    expect(res.json()).toMatchObject({ success: false, jailTime: expect.any(String) });
    expect(await dueFor(b)).toHaveLength(1);
    expect(await dueFor(prisoner)).toHaveLength(0);
  });

  it('no push for a partner without a push subscription', async () => {
    const [a, b] = await partners();
    draws.use(0.99, 0.49);
    await t.request({ method: 'POST', url: `/api/deeds/${jailingDeed}/complete`, cookie: a.cookie });
    expect(await dueFor(b)).toHaveLength(0);
  });
});
