import { ChatLimits } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { createTestApp, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

let t: TestApp;
let baseUrl: string;
const HEARTBEAT_MS = 100;

beforeAll(async () => {
  t = await createTestApp({ realtime: { sse: { heartbeatMs: HEARTBEAT_MS } } });
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/shoutbox/message', payload: payload as object, cookie });
const history = async (cookie: string) => {
  const res = await t.request({ method: 'GET', url: '/api/shoutbox/history', cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ id: number; message: string; username: string; playerId: string; time: string }>;
};
/** Each post needs its own second: the clock moves on so tests never wait for the limit. */
const nextSecond = () => t.clock.advance(ChatLimits.minIntervalMs);

async function countMessages(characterId: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE character_id = $1', [
    characterId,
  ]);
  return Number(row?.n);
}

describe('history', () => {
  it('starts empty and needs a signed-in user (401)', async () => {
    const { cookie } = await signUp(t);
    expect(await history(cookie)).toEqual([]);
    const out = await t.request({ method: 'GET', url: '/api/shoutbox/history' });
    expect(out.statusCode).toBe(401);
    expect(out.json().message).toBe('You must be signed in.');
  });
});

describe('posting', () => {
  it('stores the trimmed text and answers the created message with 201', async () => {
    const player = await signUpWithCharacter(t);
    nextSecond();
    const res = await post(player.cookie, { message: '  Hello, realm!\nSecond line  ' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      message: 'Hello, realm!\nSecond line',
      username: player.character.username,
      playerId: player.character.id,
      time: t.clock.now().toISOString(),
    });
    expect((await history(player.cookie)).at(-1)).toEqual(created);
  });

  it('stores HTML-looking and markup text verbatim', async () => {
    const player = await signUpWithCharacter(t);
    const text = `<script>alert("x")</script> <img src=x onerror=alert(1)> &amp; [color=#f00]red[/color] /me 'waves'`;
    nextSecond();
    const res = await post(player.cookie, { message: text });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(text);
    expect((await history(player.cookie)).at(-1)?.message).toBe(text);
  });

  it.each([
    [{ message: '' }, 'Message cannot be empty.'],
    [{ message: ' \n\t ' }, 'Message cannot be empty.'],
    [{ message: 'x'.repeat(ChatLimits.maxLength + 1) }, 'Message must be at most 500 characters.'],
    [{ message: 'nul\u0000byte' }, 'Message contains a character that is not allowed.'],
    [{}, 'Message is required.'],
    [{ message: 42 }, 'Message is required.'],
  ])('refuses %j with 400 and stores nothing', async (payload, message) => {
    const player = await signUpWithCharacter(t);
    nextSecond();
    const res = await post(player.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countMessages(player.character.id)).toBe(0);
  });

  it('accepts exactly 500 characters once surrounding spaces are trimmed', async () => {
    const player = await signUpWithCharacter(t);
    nextSecond();
    const res = await post(player.cookie, { message: `   ${'y'.repeat(ChatLimits.maxLength)}   ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toHaveLength(ChatLimits.maxLength);
  });

  it('answers 401 signed out and 403 without a living character, storing nothing', async () => {
    expect((await post(undefined, { message: 'hi' })).statusCode).toBe(401);

    const noCharacter = await signUp(t);
    const refused = await post(noCharacter.cookie, { message: 'hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'character.none', message: 'You need a living character to do that.' });

    const retired = await signUpWithCharacter(t);
    const retire = await t.request({ method: 'POST', url: '/api/character/retire', cookie: retired.cookie });
    expect(retire.statusCode).toBe(200);
    nextSecond();
    expect((await post(retired.cookie, { message: 'from beyond' })).statusCode).toBe(403);
    expect(await countMessages(retired.character.id)).toBe(0);
  });

  it('allows one message a second per account (429 with a retry time), others unaffected', async () => {
    const player = await signUpWithCharacter(t);
    const other = await signUpWithCharacter(t);
    nextSecond();
    expect((await post(player.cookie, { message: 'first' })).statusCode).toBe(201);
    const fast = await post(player.cookie, { message: 'second' });
    expect(fast.statusCode).toBe(429);
    expect(fast.headers['retry-after']).toBe('1');
    expect(fast.json()).toMatchObject({
      message: 'You are sending messages too fast. Wait a second and try again.',
      details: { retryAfterSeconds: 1 },
    });
    expect((await post(other.cookie, { message: 'not throttled' })).statusCode).toBe(201);
    t.clock.advance(ChatLimits.minIntervalMs - 1);
    expect((await post(player.cookie, { message: 'still early' })).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await post(player.cookie, { message: 'on time' })).statusCode).toBe(201);
    expect((await history(player.cookie)).filter((m) => m.playerId === player.character.id).map((m) => m.message)).toEqual([
      'first',
      'on time',
    ]);
  });

  it('a refused post does not use up the second', async () => {
    const player = await signUpWithCharacter(t);
    nextSecond();
    expect((await post(player.cookie, { message: '' })).statusCode).toBe(400);
    expect((await post(player.cookie, { message: 'counts' })).statusCode).toBe(201);
  });

  it('stores exactly one of 20 concurrent posts from one account', async () => {
    const player = await signUpWithCharacter(t);
    nextSecond();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(player.cookie, { message: `burst ${i}` })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(19);
    expect(await countMessages(player.character.id)).toBe(1);
  });
});

describe('history window', () => {
  it('gives the latest 100 messages, oldest first', async () => {
    const player = await signUpWithCharacter(t);
    for (let i = 1; i <= 105; i += 1) {
      nextSecond();
      expect((await post(player.cookie, { message: `count ${i}` })).statusCode).toBe(201);
    }
    const list = await history(player.cookie);
    expect(list).toHaveLength(ChatLimits.historySize);
    expect(list.at(0)?.message).toBe('count 6');
    expect(list.at(-1)?.message).toBe('count 105');
    const ids = list.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('feed', () => {
  const open = (cookie: string | undefined, path = '/api/shoutbox/feed', headers: Record<string, string> = {}) =>
    openEventStream(baseUrl, path, { cookie, headers });
  const streams: EventStream[] = [];
  const track = (s: EventStream) => {
    streams.push(s);
    return s;
  };
  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('needs a signed-in user (401 JSON)', async () => {
    const res = await open(undefined);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).message).toBe('You must be signed in.');
  });

  it('streams each new message as `id: <id>` + JSON data to every open feed', async () => {
    const player = await signUpWithCharacter(t);
    const watcher = await signUp(t);
    const a = track(await open(player.cookie));
    const b = track(await open(watcher.cookie));
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(a.headers['cache-control']).toContain('no-cache');
    expect(a.retries).toEqual([String(ChatLimits.reconnectMs)]);

    nextSecond();
    const created = (await post(player.cookie, { message: '<b>live</b> "news"' })).json();
    for (const s of [a, b]) {
      const event = await s.next();
      expect(event.id).toBe(String(created.id));
      expect(JSON.parse(event.data)).toEqual({
        id: created.id,
        message: '<b>live</b> "news"',
        username: player.character.username,
        playerId: player.character.id,
        time: created.time,
      });
    }
  });

  it('has no HEAD variant (it would be a stream without end)', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request({ method: 'HEAD', url: '/api/shoutbox/feed', cookie });
    expect(res.statusCode).toBe(404);
  });

  it('sends a heartbeat comment', async () => {
    const { cookie } = await signUp(t);
    const s = track(await open(cookie));
    expect(await s.comment()).toBe('heartbeat');
  });

  it('carries the largest possible message (the event holds the whole message)', async () => {
    const player = await signUpWithCharacter(t);
    const s = track(await open(player.cookie));
    // Control characters are escaped as \uXXXX in JSON: six bytes each, the worst case.
    const text = `a${'\u0001'.repeat(ChatLimits.maxLength - 2)}z`;
    nextSecond();
    expect((await post(player.cookie, { message: text })).statusCode).toBe(201);
    expect(JSON.parse((await s.next()).data).message).toBe(text);
  });

  it('replays what was missed after Last-Event-ID, then goes live', async () => {
    const player = await signUpWithCharacter(t);
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three']) {
      nextSecond();
      ids.push((await post(player.cookie, { message: text })).json().id);
    }
    const s = track(await open(player.cookie, '/api/shoutbox/feed', { 'last-event-id': String(ids[0]) }));
    const replayed = [await s.next(), await s.next()];
    expect(replayed.map((e) => e.id)).toEqual([String(ids[1]), String(ids[2])]);
    expect(replayed.map((e) => JSON.parse(e.data).message)).toEqual(['two', 'three']);
    nextSecond();
    const live = (await post(player.cookie, { message: 'four' })).json();
    const next = await s.next();
    expect(next.id).toBe(String(live.id));
    expect(s.events).toHaveLength(3);
  });

  it('takes lastEventId from the query for clients that cannot set headers; the header wins', async () => {
    const player = await signUpWithCharacter(t);
    const ids: number[] = [];
    for (const text of ['q1', 'q2', 'q3']) {
      nextSecond();
      ids.push((await post(player.cookie, { message: text })).json().id);
    }
    const byQuery = track(await open(player.cookie, `/api/shoutbox/feed?lastEventId=${ids[1]}`));
    expect((await byQuery.next()).id).toBe(String(ids[2]));

    const both = track(
      await open(player.cookie, `/api/shoutbox/feed?lastEventId=${ids[0]}`, { 'last-event-id': String(ids[1]) }),
    );
    expect((await both.next()).id).toBe(String(ids[2]));
  });

  it('replays at most the latest 100 messages', async () => {
    const player = await signUpWithCharacter(t);
    const s = track(await open(player.cookie, '/api/shoutbox/feed?lastEventId=0'));
    const replayed: string[] = [];
    for (let i = 0; i < ChatLimits.historySize; i += 1) replayed.push((await s.next()).id ?? '');
    const latest = await history(player.cookie);
    expect(replayed).toEqual(latest.map((m) => String(m.id)));
  });

  it.each([
    ['/api/shoutbox/feed?lastEventId=abc', {}, 'lastEventId must be a message id.'],
    ['/api/shoutbox/feed', { 'last-event-id': '12x' }, 'Last-Event-ID must be a message id.'],
  ])('refuses a bad resume point %s with 400', async (path, headers, message) => {
    const { cookie } = await signUp(t);
    const res = await open(cookie, path, headers);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toBe(message);
  });

  it('delivers concurrent posts from many players in id order, and a replay gives the same sequence', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => signUpWithCharacter(t)));
    const watcher = await signUp(t);
    const before = (await history(watcher.cookie)).at(-1)?.id ?? 0;
    const s = track(await open(watcher.cookie));
    nextSecond();
    const answers = await Promise.all(players.map((p, i) => post(p.cookie, { message: `together ${i}` })));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const live: string[] = [];
    for (let i = 0; i < players.length; i += 1) live.push((await s.next()).id ?? '');
    expect(live.map(Number)).toEqual([...live.map(Number)].sort((a, b) => a - b));

    const replay = track(await open(watcher.cookie, '/api/shoutbox/feed', { 'last-event-id': String(before) }));
    const replayed: string[] = [];
    for (let i = 0; i < players.length; i += 1) replayed.push((await replay.next()).id ?? '');
    expect(replayed).toEqual(live);
  });
});

describe('shutdown', () => {
  it('ends open feeds when the app closes, so close() does not hang', async () => {
    const other = await createTestApp({ realtime: { sse: { heartbeatMs: HEARTBEAT_MS } } });
    const url = await listen(other.app);
    const { cookie } = await signUp(other);
    const s = await openEventStream(url, '/api/shoutbox/feed', { cookie });
    expect(s.status).toBe(200);
    await other.close();
    await s.ended;
    expect(s.events).toEqual([]);
  });
});
