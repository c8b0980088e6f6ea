import { ChatLimits, MessageLimits, Role } from '@tod/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tsParam } from '../../src/db/columns.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { messageCalls, seasoned } from './messages-kit.ts';
import { type Person, withRole } from './moderation-kit.ts';

// Issue #27, "Safety" and "Staff": a mute's scopes set from Manage Chat's call, lifted early,
// audited with them; the inbox cap on both sides (docs/contacts.md).
let t: TestApp;
let calls: ReturnType<typeof messageCalls>;
let moderator: Person;
let owner: Person;

beforeAll(async () => {
  t = await createTestApp();
  calls = messageCalls(t);
  moderator = await withRole(t, Role.moderator);
  owner = await withRole(t, Role.owner);
});
afterAll(() => t.close());

type Player = Person & { userId: string };
async function player(): Promise<Player> {
  const p = await withRole(t, Role.player);
  const [row] = await t.database.query<{ user_id: string }>('SELECT user_id FROM characters WHERE id = $1', [p.character.id]);
  const withId = { ...p, userId: row!.user_id };
  await seasoned(t, withId);
  return withId;
}
const messageCount = async () => {
  const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM direct_messages');
  return Number(row?.n);
};
const muteCall = (payload: object) =>
  t.request({ method: 'POST', url: '/api/moderation/mutes', cookie: moderator.cookie, payload });
const shout = (p: Person, message: string) =>
  t.request({ method: 'POST', url: '/api/shoutbox/message', cookie: p.cookie, payload: { message } });
const audit = async (action: string, targetId: string) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/audit?action=${action}&limit=20`, cookie: owner.cookie });
  return (res.json() as Array<{ targetId: string; before: unknown; after: unknown }>).filter((e) => e.targetId === targetId);
};

describe('mutes with scopes (Manage Chat)', () => {
  it('a messages-only mute stops direct messages but not the chat; lifted early, both go; each step audited', async () => {
    const a = await player();
    const b = await player();
    const res = await muteCall({ characterId: a.character.id, durationMinutes: 60, reason: 'Scam offers', scopes: ['messages'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ characterId: a.character.id, scopes: ['messages'] });
    const listed = (await t.request({ method: 'GET', url: '/api/moderation/mutes', cookie: moderator.cookie })).json();
    expect(listed.find((m: { characterId: string }) => m.characterId === a.character.id)).toMatchObject({ scopes: ['messages'] });

    const before = await messageCount();
    const refused = await calls.send(a.cookie, b.character.id, 'cheap gold!');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'messages.muted', details: { reason: 'Scam offers' } });
    expect(await messageCount()).toBe(before);
    expect((await shout(a, 'hello all')).statusCode).toBe(201);
    expect(await audit('moderation.muted', a.userId)).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ reason: 'Scam offers', scopes: ['messages'] }) }),
    ]);

    const lifted = await t.request({ method: 'DELETE', url: `/api/moderation/mutes/${a.userId}`, cookie: moderator.cookie });
    expect(lifted.statusCode).toBeLessThan(300);
    expect((await calls.send(a.cookie, b.character.id, 'sorry')).statusCode).toBe(201);
    expect(await audit('moderation.unmuted', a.userId)).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ reason: 'Scam offers', scopes: ['messages'] }), after: null }),
    ]);
    // Lifting it again: there is nothing to lift.
    const again = await t.request({ method: 'DELETE', url: `/api/moderation/mutes/${a.userId}`, cookie: moderator.cookie });
    expect(again.statusCode).toBe(404);
  });

  it('a mute without scopes covers the chat only; both scopes cover both', async () => {
    const a = await player();
    const b = await player();
    expect((await muteCall({ characterId: a.character.id, durationMinutes: 30, reason: 'Flood' })).json().scopes).toEqual([
      'chat',
    ]);
    expect((await shout(a, 'x')).statusCode).toBe(403);
    expect((await calls.send(a.cookie, b.character.id, 'hi')).statusCode).toBe(201);
    const both = await muteCall({
      characterId: a.character.id,
      durationMinutes: 30,
      reason: 'Flood',
      scopes: ['chat', 'messages'],
    });
    expect(both.json().scopes).toEqual(['chat', 'messages']);
    t.clock.advance(ChatLimits.minIntervalMs);
    expect((await shout(a, 'x')).statusCode).toBe(403);
    expect((await calls.send(a.cookie, b.character.id, 'hi')).json().code).toBe('messages.muted');
    // The mute ends on time: at its end both go again.
    t.clock.advance(30 * 60_000);
    expect((await calls.send(a.cookie, b.character.id, 'back')).statusCode).toBe(201);
  });

  it.each([
    ['an unknown scope', ['hat']],
    ['no scope', []],
    ['not a list', 'messages'],
  ])('refuses %s with 400 and mutes nobody', async (_, scopes) => {
    const a = await player();
    const res = await muteCall({ characterId: a.character.id, durationMinutes: 30, reason: 'x', scopes });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.invalid');
    expect(await t.database.query('SELECT 1 FROM mutes WHERE user_id = $1', [a.userId])).toHaveLength(0);
  });
});

/**
 * Gives a character `n` conversations, each with a new character of its own, written straight
 * to the tables (300 sign-ups would hash 300 passwords). Started two hours ago by the other
 * side, so they count against nobody's hourly limit.
 */
async function fillInbox(characterId: string, n: number) {
  const at = tsParam(new Date(t.clock.now().getTime() - 2 * 3_600_000));
  await t.app.deps.db.execute(sqlFill(characterId, n, at));
}
const sqlFill = (characterId: string, n: number, at: ReturnType<typeof tsParam>) => sql`
  with u as (
    insert into users (id, email, password_hash, created_at)
    select gen_random_uuid(), 'inbox-' || gen_random_uuid() || '@example.com', 'x', ${at} from generate_series(1, ${n})
    returning id),
  ch as (
    insert into characters (id, user_id, name, child_code, created_at, last_seen_at)
    select gen_random_uuid(), u.id, 'In' || substr(md5(u.id::text), 1, 12), substr(md5(u.id::text), 13, 8), ${at}, ${at} from u
    returning id),
  cv as (
    insert into conversations (low_id, high_id, started_by, created_at)
    select least(ch.id, ${characterId}::uuid), greatest(ch.id, ${characterId}::uuid), ch.id, ${at} from ch
    returning id, low_id, high_id)
  insert into conversation_members (conversation_id, character_id, other_id, last_message_at)
  select cv.id, ${characterId}::uuid, case when cv.low_id = ${characterId}::uuid then cv.high_id else cv.low_id end, ${at}
  from cv`;

describe('the inbox cap', () => {
  it(`holds ${MessageLimits.inboxMax} conversations: the last place starts one, one past it answers 409 and stores nothing`, async () => {
    const a = await player();
    const [b, c, d] = [await player(), await player(), await player()];
    await fillInbox(a.character.id, MessageLimits.inboxMax - 1);
    const last = await calls.send(a.cookie, b.character.id, 'the 300th');
    expect(last.statusCode).toBe(201);
    const before = await messageCount();
    const full = await calls.send(a.cookie, c.character.id, 'the 301st');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'messages.inbox_full',
      message: `Your inbox is full (${MessageLimits.inboxMax} conversations). Delete one first.`,
    });
    expect(await messageCount()).toBe(before);
    // A conversation that exists goes on; someone else writing first is held by the same cap.
    expect((await calls.send(a.cookie, b.character.id, 'still here')).statusCode).toBe(201);
    expect((await calls.send(d.cookie, a.character.id, 'hello?')).json().code).toBe('messages.their_inbox_full');
    // Deleting one for yourself frees its place.
    expect((await calls.remove(a.cookie, last.json().conversationId)).statusCode).toBe(200);
    expect((await calls.send(a.cookie, c.character.id, 'now it fits')).statusCode).toBe(201);
  });

  it('refuses to start a conversation with a player whose inbox is full, and stores nothing', async () => {
    const a = await player();
    const b = await player();
    await fillInbox(b.character.id, MessageLimits.inboxMax);
    const before = await messageCount();
    const res = await calls.send(a.cookie, b.character.id, 'hi');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'messages.their_inbox_full', message: 'Their inbox is full.' });
    expect(await messageCount()).toBe(before);
    expect((await calls.list(a.cookie)).json().conversations).toEqual([]);
  });
});
