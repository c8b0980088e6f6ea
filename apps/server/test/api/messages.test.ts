import { MessageLimits, PERSONAL_SSE_EVENT } from '@tod/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pruneMessages } from '../../src/modules/messages/index.ts';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { createTestApp, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { bareCharacters, contactCalls } from './contacts-kit.ts';
import { messageCalls, seasoned } from './messages-kit.ts';

let t: TestApp;
let baseUrl: string;
let calls: ReturnType<typeof messageCalls>;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
  calls = messageCalls(t);
});
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
afterAll(() => t.close());

/** A player past the new-account rule. */
async function player() {
  const p = await signUpWithCharacter(t);
  await seasoned(t, p);
  return p;
}
const messageCount = async () => {
  const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM direct_messages');
  return Number(row?.n);
};

describe('sending and reading', () => {
  it('starts a conversation both see; unread counts and read marks follow', async () => {
    const a = await player();
    const b = await player();
    const sent = await calls.send(a.cookie, b.character.id, '  Hail, [b]friend[/b]!  ');
    expect(sent.statusCode).toBe(201);
    const message = sent.json();
    expect(message).toEqual({
      id: expect.any(Number),
      conversationId: expect.any(String),
      senderId: a.character.id,
      senderName: a.character.username,
      body: 'Hail, [b]friend[/b]!',
      time: t.clock.now().toISOString(),
    });
    expect((await calls.unread(b.cookie)).json()).toEqual({ unread: 1 });
    expect((await calls.unread(a.cookie)).json()).toEqual({ unread: 0 });
    const list = (await calls.list(b.cookie)).json();
    expect(list).toEqual({
      unread: 1,
      conversations: [
        {
          id: message.conversationId,
          otherId: a.character.id,
          otherName: a.character.username,
          unread: 1,
          kept: false,
          lastMessageAt: message.time,
          preview: 'Hail, [b]friend[/b]!',
        },
      ],
    });
    await calls.send(b.cookie, a.character.id, 'Well met.');
    const page = (await calls.read(b.cookie, message.conversationId)).json();
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['Hail, [b]friend[/b]!', 'Well met.']);
    expect(page.before).toBeNull();
    expect((await calls.markRead(b.cookie, message.conversationId)).json()).toEqual({ unread: 0 });
    expect((await calls.unread(a.cookie)).json()).toEqual({ unread: 1 });
  });

  it.each([
    ['a blank message', '  \n ', 400, 'Message cannot be empty.'],
    ['a message over the limit', 'x'.repeat(MessageLimits.maxLength + 1), 400, 'Message must be at most 2000 characters.'],
  ])('refuses %s and stores nothing', async (_, text, status, message) => {
    const a = await player();
    const b = await player();
    const before = await messageCount();
    const res = await calls.send(a.cookie, b.character.id, text);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await messageCount()).toBe(before);
  });

  it('takes a message of exactly the limit', async () => {
    const a = await player();
    const b = await player();
    expect((await calls.send(a.cookie, b.character.id, 'x'.repeat(MessageLimits.maxLength))).statusCode).toBe(201);
  });

  it.each([
    ['yourself', 400, 'messages.self'],
    ['a dead character', 404, 'messages.not_found'],
    ['an unknown character', 404, 'messages.not_found'],
  ])('refuses a message to %s and stores nothing', async (who, status, code) => {
    const a = await player();
    let to = a.character.id;
    if (who === 'a dead character') {
      const d = await player();
      await t.database.query('UPDATE characters SET dead = true, died_at = now() WHERE id = $1', [d.character.id]);
      to = d.character.id;
    }
    if (who === 'an unknown character') to = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const before = await messageCount();
    const res = await calls.send(a.cookie, to, 'Hello');
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await messageCount()).toBe(before);
  });

  it('deleting for yourself hides the conversation until a new message, which comes back alone', async () => {
    const a = await player();
    const b = await player();
    const { conversationId } = (await calls.send(a.cookie, b.character.id, 'first')).json();
    expect((await calls.remove(b.cookie, conversationId)).json()).toEqual({ ok: true });
    expect((await calls.list(b.cookie)).json()).toEqual({ conversations: [], unread: 0 });
    expect((await calls.read(b.cookie, conversationId)).statusCode).toBe(404);
    expect((await calls.read(a.cookie, conversationId)).json().messages).toHaveLength(1);
    await calls.send(a.cookie, b.character.id, 'second');
    const page = (await calls.read(b.cookie, conversationId)).json();
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['second']);
    expect(page.conversation.preview).toBe('second');
  });

  it('messages past the retention are pruned unless the conversation is kept', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    const kept = (await calls.send(a.cookie, b.character.id, 'keep me')).json();
    const gone = (await calls.send(a.cookie, c.character.id, 'forget me')).json();
    expect((await calls.keep(b.cookie, kept.conversationId, true)).json().kept).toBe(true);
    expect((await calls.keep(b.cookie, kept.conversationId, 'yes')).statusCode).toBe(400);
    const later = new Date(t.clock.now().getTime() + MessageLimits.retentionDays * 86_400_000 + 1);
    await pruneMessages(t.app.deps.db, later);
    expect((await calls.read(a.cookie, kept.conversationId)).json().messages).toHaveLength(1);
    expect((await calls.read(a.cookie, gone.conversationId)).json().messages).toHaveLength(0);
  });

  it('pruned unread messages stop counting: the unread count falls to the unread ones left', async () => {
    const a = await player();
    const b = await player();
    const first = (await calls.send(a.cookie, b.character.id, 'old one')).json();
    await calls.send(a.cookie, b.character.id, 'old two');
    await calls.send(b.cookie, a.character.id, 'unread by a, pruned too');
    // Those three were sent ten days before the last one.
    const startedAt = t.clock.now().getTime() - 10 * 86_400_000;
    await t.database.query(`UPDATE direct_messages SET created_at = $1 WHERE conversation_id = $2`, [
      new Date(startedAt).toISOString(),
      first.conversationId,
    ]);
    await calls.send(a.cookie, b.character.id, 'new');
    expect((await calls.unread(b.cookie)).json()).toEqual({ unread: 3 });
    expect((await calls.unread(a.cookie)).json()).toEqual({ unread: 1 });
    await pruneMessages(t.app.deps.db, new Date(startedAt + MessageLimits.retentionDays * 86_400_000 + 1));
    expect((await calls.unread(b.cookie)).json()).toEqual({ unread: 1 });
    expect((await calls.unread(a.cookie)).json()).toEqual({ unread: 0 });
    expect((await calls.list(b.cookie)).json().conversations[0]).toMatchObject({ unread: 1, preview: 'new' });
    const page = (await calls.read(b.cookie, first.conversationId)).json();
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['new']);
  });
});

describe('authorization', () => {
  it("a player never reads another's conversation: 404 as for an unknown one", async () => {
    const a = await player();
    const b = await player();
    const stranger = await player();
    const { conversationId } = (await calls.send(a.cookie, b.character.id, 'private')).json();
    for (const res of [
      await calls.read(stranger.cookie, conversationId),
      await calls.markRead(stranger.cookie, conversationId),
      await calls.keep(stranger.cookie, conversationId, true),
      await calls.remove(stranger.cookie, conversationId),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('messages.no_conversation');
    }
    expect((await calls.list(stranger.cookie)).json()).toEqual({ conversations: [], unread: 0 });
    expect((await calls.read(b.cookie, conversationId)).statusCode).toBe(200);
    expect((await calls.send(undefined, b.character.id, 'x')).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    expect((await calls.send(cookie, b.character.id, 'x')).json().code).toBe('character.none');
  });

  it('a player whose character died no longer reads its inbox: both reads ask for a living character', async () => {
    const a = await player();
    const b = await player();
    await calls.send(a.cookie, b.character.id, 'Before the fall.');
    expect((await calls.unread(b.cookie)).json()).toEqual({ unread: 1 });
    await t.database.query('UPDATE characters SET dead = true, died_at = now() WHERE id = $1', [b.character.id]);
    for (const res of [await calls.unread(b.cookie), await calls.list(b.cookie)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('character.none');
    }
  });
});

describe('safety', () => {
  it('a blocked player cannot write; the blocker must unblock to write', async () => {
    const a = await player();
    const b = await player();
    await calls.send(a.cookie, b.character.id, 'hi');
    await contactCalls(t).block(b.cookie, a.character.id);
    const before = await messageCount();
    const res = await calls.send(a.cookie, b.character.id, 'are you there?');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'messages.blocked', message: 'This player does not accept that from you.' });
    const mine = await calls.send(b.cookie, a.character.id, 'go away');
    expect(mine.statusCode).toBe(409);
    expect(mine.json().code).toBe('messages.you_blocked');
    expect(await messageCount()).toBe(before);
  });

  it('a new account writes only to players who befriended it first', async () => {
    const fresh = await signUpWithCharacter(t);
    const stranger = await player();
    const res = await calls.send(fresh.cookie, stranger.character.id, 'buy gold');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('messages.new_account');
    // Asking the stranger to be friends is not enough; their request to the new player is.
    await contactCalls(t).befriend(fresh.cookie, stranger.character.id);
    expect((await calls.send(fresh.cookie, stranger.character.id, 'hi')).statusCode).toBe(403);
    const friendly = await player();
    await contactCalls(t).befriend(friendly.cookie, fresh.character.id);
    expect((await calls.send(fresh.cookie, friendly.character.id, 'thanks!')).statusCode).toBe(201);
    // The stranger accepts the new player's request: now they are friends.
    expect((await contactCalls(t).befriend(stranger.cookie, fresh.character.id)).json()).toEqual({ status: 'friends' });
    expect((await calls.send(fresh.cookie, stranger.character.id, 'hi')).statusCode).toBe(201);
  });

  it('an 11th new conversation within the hour answers 429; an hour later it goes', async () => {
    const a = await player();
    const others = await bareCharacters(t, MessageLimits.newConversationsPerHour + 1);
    for (const id of others.slice(0, -1)) expect((await calls.send(a.cookie, id, 'hi')).statusCode).toBe(201);
    const res = await calls.send(a.cookie, others.at(-1)!, 'hi');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('messages.too_many_new');
    // Writing on in a started conversation is not a new one.
    expect((await calls.send(a.cookie, others[0]!, 'again')).statusCode).toBe(201);
    t.clock.advance(3_600_001);
    expect((await calls.send(a.cookie, others.at(-1)!, 'hi')).statusCode).toBe(201);
  });

  it('a mute with the messages scope stops direct messages, a chat mute does not', async () => {
    const a = await player();
    const b = await player();
    const until = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await t.database.query(
      "INSERT INTO mutes (user_id, reason, created_at, created_by_email, ends_at, scopes) VALUES ($1, 'Spam', now(), 'mod@example.com', $2, '{chat}')",
      [a.userId, until],
    );
    expect((await calls.send(a.cookie, b.character.id, 'hi')).statusCode).toBe(201);
    await t.database.query("UPDATE mutes SET scopes = '{chat,messages}' WHERE user_id = $1", [a.userId]);
    const res = await calls.send(a.cookie, b.character.id, 'hi again');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'messages.muted', details: { reason: 'Spam', endsAt: until } });
  });
});

describe('concurrency and live delivery', () => {
  it('50 messages sent at once are stored and delivered once each, in order, and counted exactly', async () => {
    const a = await player();
    const b = await player();
    const feedB = await openEventStream(baseUrl, '/api/shoutbox/feed', { cookie: b.cookie });
    streams.push(feedB);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => calls.send(a.cookie, b.character.id, `m${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const ids = answers.map((r) => r.json().id as number);
    expect(new Set(ids).size).toBe(50);
    expect((await calls.unread(b.cookie)).json()).toEqual({ unread: 50 });
    const conversationId = answers[0]!.json().conversationId;
    const page = (await calls.read(b.cookie, conversationId)).json();
    expect(page.messages.map((m: { id: number }) => m.id)).toEqual([...ids].sort((x, y) => x - y));
    const delivered: number[] = [];
    while (delivered.length < 50) {
      const event = await feedB.next();
      expect(event.event).toBe(PERSONAL_SSE_EVENT);
      const data = JSON.parse(event.data);
      expect(data).toMatchObject({ type: 'messages.message_sent', conversationId });
      delivered.push(data.messageId);
    }
    expect(delivered).toEqual([...ids].sort((x, y) => x - y));
  });
});
