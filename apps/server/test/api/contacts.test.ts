import { ContactLimits, type ContactLists, PERSONAL_SSE_EVENT, PresenceLimits } from '@tod/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { createTestApp, PASSWORD, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { bareCharacters, contactCalls, makeFriends } from './contacts-kit.ts';

let t: TestApp;
let baseUrl: string;
let calls: ReturnType<typeof contactCalls>;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  calls = contactCalls(t);
});
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
afterAll(() => t.close());

const lists = async (cookie: string): Promise<ContactLists> => {
  const res = await calls.list(cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const names = (rows: Array<{ characterId: string }>) => rows.map((r) => r.characterId);
const rowCount = async (ownerId: string) => {
  const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts WHERE owner_id = $1', [ownerId]);
  return Number(row?.n);
};

describe('friends', () => {
  it('a request the other player accepts makes a mutual friendship', async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    const asked = await calls.befriend(a.cookie, b.character.id);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({ status: 'requested' });
    expect(names((await lists(a.cookie)).outgoing)).toEqual([b.character.id]);
    expect(names((await lists(b.cookie)).incoming)).toEqual([a.character.id]);
    expect((await lists(b.cookie)).friends).toEqual([]);

    const accepted = await calls.befriend(b.cookie, a.character.id);
    expect(accepted.json()).toEqual({ status: 'friends' });
    const mine = await lists(a.cookie);
    expect(mine.outgoing).toEqual([]);
    expect(mine.friends).toEqual([
      {
        characterId: b.character.id,
        name: b.character.username,
        level: 1,
        online: true,
        cityName: expect.any(String),
        state: 'free',
        until: null,
        since: t.clock.now().toISOString(),
      },
    ]);
    expect(names((await lists(b.cookie)).friends)).toEqual([a.character.id]);
  });

  it('shows jail, travel and rest with their ends', async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    await makeFriends(t, a, b);
    const inMinutes = (m: number) => new Date(t.clock.now().getTime() + m * 60_000).toISOString();
    const state = async () => (await lists(a.cookie)).friends[0]!;
    await t.database.query('UPDATE characters SET deed_cooldown_ends_at = $1 WHERE id = $2', [inMinutes(5), b.character.id]);
    expect(await state()).toMatchObject({ state: 'resting', until: inMinutes(5) });
    await t.database.query('UPDATE characters SET travel_cooldown_ends_at = $1 WHERE id = $2', [inMinutes(6), b.character.id]);
    expect(await state()).toMatchObject({ state: 'travelling', until: inMinutes(6) });
    await t.database.query('UPDATE characters SET jailed_until = $1 WHERE id = $2', [inMinutes(30), b.character.id]);
    expect(await state()).toMatchObject({ state: 'jailed', until: inMinutes(30) });
    t.clock.advance(31 * 60_000);
    expect(await state()).toMatchObject({ state: 'free', until: null, online: false });
  });

  it.each([
    ['yourself', 'self', 400, 'contacts.self'],
    ['an unknown character', 'unknown', 404, 'contacts.not_found'],
    ['a dead character', 'dead', 404, 'contacts.not_found'],
  ])('refuses a request to %s and changes nothing', async (_, who, status, code) => {
    const a = await signUpWithCharacter(t);
    let target = a.character.id;
    if (who === 'unknown') target = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    if (who === 'dead') {
      const d = await signUpWithCharacter(t);
      await t.database.query('UPDATE characters SET dead = true, died_at = $1 WHERE id = $2', [
        t.clock.now().toISOString(),
        d.character.id,
      ]);
      target = d.character.id;
    }
    const res = await calls.befriend(a.cookie, target);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message: expect.any(String) });
    expect(await rowCount(a.character.id)).toBe(0);
  });

  it('refuses a second request and a request to a friend with 409', async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    await calls.befriend(a.cookie, b.character.id);
    const twice = await calls.befriend(a.cookie, b.character.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('contacts.already_requested');
    expect(twice.json().message).toBe('You already asked this player to be friends.');
    await calls.befriend(b.cookie, a.character.id);
    const again = await calls.befriend(a.cookie, b.character.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('contacts.already_friends');
    expect(await rowCount(a.character.id)).toBe(1);
  });

  it('refuses a 51st friend with 409 and keeps 50; a full list on the other side refuses too', async () => {
    const a = await signUpWithCharacter(t);
    const others = await bareCharacters(t, ContactLimits.friendsMax);
    const now = t.clock.now().toISOString();
    for (const id of others) {
      await t.database.query(
        "INSERT INTO contacts (owner_id, contact_id, kind, created_at) VALUES ($1, $2, 'friend', $3), ($2, $1, 'friend', $3)",
        [a.character.id, id, now],
      );
    }
    const b = await signUpWithCharacter(t);
    const res = await calls.befriend(a.cookie, b.character.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'contacts.friends_full',
      message: 'Your friends list is full (50). Remove someone first.',
    });
    const theirs = await calls.befriend(b.cookie, a.character.id);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().code).toBe('contacts.their_friends_full');
    expect(await rowCount(a.character.id)).toBe(ContactLimits.friendsMax);
    expect(await rowCount(b.character.id)).toBe(0);
    // One place freed: the next request fits.
    expect((await calls.unfriend(a.cookie, others[0]!)).statusCode).toBe(200);
    expect((await calls.befriend(a.cookie, b.character.id)).statusCode).toBe(201);
  });

  it('50 requests at once from one player to 50 others stop at the cap', async () => {
    const a = await signUpWithCharacter(t);
    const others = await bareCharacters(t, ContactLimits.friendsMax + 5);
    const answers = await Promise.all(others.map((id) => calls.befriend(a.cookie, id)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(ContactLimits.friendsMax);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await rowCount(a.character.id)).toBe(ContactLimits.friendsMax);
  });

  it('unfriending ends it for both; declining removes the request; none answers 404', async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    await makeFriends(t, a, b);
    expect((await calls.unfriend(b.cookie, a.character.id)).json().friends).toEqual([]);
    expect((await lists(a.cookie)).friends).toEqual([]);
    await calls.befriend(a.cookie, b.character.id);
    expect((await calls.unfriend(b.cookie, a.character.id)).statusCode).toBe(200);
    expect((await lists(a.cookie)).outgoing).toEqual([]);
    const none = await calls.unfriend(a.cookie, b.character.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('contacts.not_friends');
  });
});

describe('rivals and blocks', () => {
  it('a rival is private: the listed player sees nothing', async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    const res = await calls.addRival(a.cookie, b.character.id);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().rivals)).toEqual([b.character.id]);
    expect(await lists(b.cookie)).toEqual({
      friends: [],
      rivals: [],
      blocked: [],
      incoming: [],
      outgoing: [],
      partner: null,
      partnerIncoming: [],
      partnerOutgoing: [],
    });
    expect((await calls.addRival(a.cookie, b.character.id)).json().code).toBe('contacts.already_rival');
    expect((await calls.removeRival(a.cookie, b.character.id)).json().rivals).toEqual([]);
    expect((await calls.removeRival(a.cookie, b.character.id)).statusCode).toBe(404);
  });

  it('a 51st rival answers 409', async () => {
    const a = await signUpWithCharacter(t);
    const others = await bareCharacters(t, ContactLimits.rivalsMax + 1);
    expect((await calls.addRival(a.cookie, others[0]!)).statusCode).toBe(200);
    // The rest straight to the table: 49 more calls would only repeat the first.
    for (const id of others.slice(1, -1)) {
      await t.database.query("INSERT INTO contacts (owner_id, contact_id, kind, created_at) VALUES ($1, $2, 'rival', $3)", [
        a.character.id,
        id,
        t.clock.now().toISOString(),
      ]);
    }
    const res = await calls.addRival(a.cookie, others.at(-1)!);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('contacts.rivals_full');
    expect(await rowCount(a.character.id)).toBe(ContactLimits.rivalsMax);
  });

  it('a block ends the friendship, stops requests both ways and hides their chat lines', async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    await makeFriends(t, a, b);
    const blocked = await calls.block(a.cookie, b.character.id);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ friends: [], blocked: [{ characterId: b.character.id, name: b.character.username }] });
    expect((await lists(b.cookie)).friends).toEqual([]);
    const theirs = await calls.befriend(b.cookie, a.character.id);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ code: 'contacts.blocked', message: 'This player does not accept that from you.' });
    const mine = await calls.befriend(a.cookie, b.character.id);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().code).toBe('contacts.you_blocked');
    const hidden = await t.request({ method: 'GET', url: '/api/shoutbox/hidden', cookie: a.cookie });
    expect(hidden.json()).toEqual([{ characterId: b.character.id, name: b.character.username }]);
    expect((await calls.unblock(a.cookie, b.character.id)).json().blocked).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/shoutbox/hidden', cookie: a.cookie })).json()).toEqual([]);
    expect((await calls.befriend(b.cookie, a.character.id)).statusCode).toBe(201);
  });
});

describe('authorization', () => {
  it('needs a signed-in player with a living character; a list is only ever the caller’s own', async () => {
    expect((await calls.list()).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    const res = await calls.list(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('character.none');
    const other = await signUpWithCharacter(t);
    expect((await calls.befriend(cookie, other.character.id)).statusCode).toBe(403);
  });
});

describe('live status', () => {
  it("pushes a friend's jailing to the watcher's feed, and nothing to a stranger", async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    const stranger = await signUpWithCharacter(t);
    await makeFriends(t, a, b);
    const feedA = await openEventStream(baseUrl, '/api/shoutbox/feed', { cookie: a.cookie });
    const feedS = await openEventStream(baseUrl, '/api/shoutbox/feed', { cookie: stranger.cookie });
    streams.push(feedA, feedS);
    const until = new Date(t.clock.now().getTime() + 600_000).toISOString();
    await t.database.query('UPDATE characters SET jailed_until = $1 WHERE id = $2', [until, b.character.id]);
    const event = await feedA.next();
    expect(event.event).toBe(PERSONAL_SSE_EVENT);
    expect(JSON.parse(event.data)).toEqual({ type: 'contacts.status_changed', characterId: b.character.id });
    expect((await lists(a.cookie)).friends[0]).toMatchObject({ state: 'jailed', until });
    // The stranger's next personal event is its own friend request, not B's jailing.
    await calls.befriend(a.cookie, stranger.character.id);
    expect(JSON.parse((await feedS.next()).data)).toEqual({ type: 'contacts.changed' });
  });

  it("a friend going offline by inactivity reaches the watcher's feed with no write to announce it", async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    await makeFriends(t, a, b);
    // Every page of the list: this file signs up more players than one page holds.
    const active = async () => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const res = await t.request({ method: 'GET', url: `/api/character/active?page=${page}`, cookie: a.cookie });
        const body = res.json() as { count: number; characters: Array<{ id: string }> };
        ids.push(...body.characters.map((c) => c.id));
        if (ids.length >= body.count || body.characters.length === 0) return ids;
      }
    };
    expect(await active()).toContain(b.character.id);
    expect((await lists(a.cookie)).friends[0]).toMatchObject({ online: true });
    const feedA = await openEventStream(baseUrl, '/api/shoutbox/feed', { cookie: a.cookie });
    streams.push(feedA);
    // B does nothing: the window passes. A's next call keeps A active; the re-read drops B.
    t.clock.advance(PresenceLimits.activeWindowMs + 1);
    expect(await active()).not.toContain(b.character.id);
    expect(JSON.parse((await feedA.next()).data)).toEqual({ type: 'contacts.status_changed', characterId: b.character.id });
    expect((await lists(a.cookie)).friends[0]).toMatchObject({ online: false });
  });

  it("pushes a rival's travel and rest too, and a sign-in tells the watcher to read again", async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    expect((await calls.addRival(a.cookie, b.character.id)).statusCode).toBeLessThan(300);
    const feedA = await openEventStream(baseUrl, '/api/shoutbox/feed', { cookie: a.cookie });
    streams.push(feedA);
    const changed = { type: 'contacts.status_changed', characterId: b.character.id };
    const until = new Date(t.clock.now().getTime() + 300_000).toISOString();
    await t.database.query('UPDATE characters SET travel_cooldown_ends_at = $1 WHERE id = $2', [until, b.character.id]);
    expect(JSON.parse((await feedA.next()).data)).toEqual(changed);
    expect((await lists(a.cookie)).rivals[0]).toMatchObject({ state: 'travelling', until });
    await t.database.query('UPDATE characters SET travel_cooldown_ends_at = NULL, deed_cooldown_ends_at = $1 WHERE id = $2', [
      until,
      b.character.id,
    ]);
    expect(JSON.parse((await feedA.next()).data)).toEqual(changed);
    expect((await lists(a.cookie)).rivals[0]).toMatchObject({ state: 'resting', until });
    // Signing in again touches B's row (one status push) and announces presence (a push naming nobody).
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: b.email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const seen: unknown[] = [];
    while (!seen.some((m) => (m as { characterId: unknown }).characterId === null)) {
      seen.push(JSON.parse((await feedA.next()).data));
    }
    expect(seen.at(-1)).toEqual({ type: 'contacts.status_changed', characterId: null });
    expect((await lists(a.cookie)).rivals[0]).toMatchObject({ online: true });
  });
});
