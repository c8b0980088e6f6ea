import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS_PER_SESSION } from '../../src/plugins/stream-slots.ts';
import { type EventStream, listen, openEventStream } from '../event-stream.ts';
import { createTestApp, PASSWORD, sessionCookie, signUpWithCharacter, type TestApp } from '../kit.ts';

const REQUEST_TIMEOUT_MS = 1_000;

let t: TestApp;
let baseUrl: string;
const opened: EventStream[] = [];
beforeAll(async () => {
  t = await createTestApp({
    config: { requestTimeoutMs: REQUEST_TIMEOUT_MS },
    // Long polls hold far longer than any test here, and the set is not re-read on a timer: on a
    // busy machine a re-read could answer (and so free) some polls before the last one arrives.
    // Heartbeats come often so a live stream shows it.
    realtime: { presence: { holdMs: 120_000, recheckMs: 120_000 }, sse: { heartbeatMs: 200 } },
  });
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t.close();
});

const TOO_MANY = 'Too many live connections are open for this session. Close some of your tabs and try again.';

async function stream(cookie: string): Promise<EventStream> {
  const s = await openEventStream(baseUrl, '/api/shoutbox/feed', { cookie });
  opened.push(s);
  return s;
}

/** A presence long poll on the real socket; resolves with its answer when it ends. */
function longPoll(cookie: string, hash: string): { answer: Promise<{ status: number; body: string }>; abort(): void } {
  const controller = new AbortController();
  const answer = fetch(`${baseUrl}/api/character/active`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ hash }),
    signal: controller.signal,
  }).then(async (res) => ({ status: res.status, body: await res.text() }));
  answer.catch(() => {});
  return { answer, abort: () => controller.abort() };
}

async function currentHash(cookie: string): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/api/character/active', cookie });
  return res.json().hash as string;
}

/** A second session of the same account. */
async function secondSession(email: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  return sessionCookie(res);
}

describe('live connections per session', () => {
  it(`takes ${STREAMS_PER_SESSION} chat streams from one session and refuses the next with a JSON 429`, async () => {
    const p = await signUpWithCharacter(t);
    const streams: EventStream[] = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i += 1) {
      const s = await stream(p.cookie);
      expect(s.status).toBe(200);
      streams.push(s);
    }
    const refused = await stream(p.cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'realtime.too_many_streams', message: TOO_MANY });

    // Another session, even of the same account, has its own slots.
    const other = await stream(await secondSession(p.email));
    expect(other.status).toBe(200);
    other.close();

    // A closed stream frees its slot (the server learns of the close a moment later).
    streams[0]!.close();
    let again = await stream(p.cookie);
    for (let tries = 0; again.status === 429 && tries < 50; tries += 1) {
      await new Promise((r) => setTimeout(r, 100));
      again = await stream(p.cookie);
    }
    expect(again.status).toBe(200);
    expect((await stream(p.cookie)).status).toBe(429);
    for (const s of [...streams, again]) s.close();
  });

  it('counts long polls in the same slots as chat streams', async () => {
    const p = await signUpWithCharacter(t);
    const streams: EventStream[] = [];
    for (let i = 0; i < STREAMS_PER_SESSION - 1; i += 1) streams.push(await stream(p.cookie));
    // A poll sent with a hash the list has just left behind (the new player's own arrival can
    // land after the read) is answered at once and frees its slot: send it again with the new one.
    const hold = async () => {
      const poll = longPoll(p.cookie, await currentHash(p.cookie));
      let answered = false;
      poll.answer.then(
        () => {
          answered = true;
        },
        () => {},
      );
      return { ...poll, answered: () => answered };
    };
    let held = await hold();
    // The poll holds its slot once the server has it: then the next stream is refused.
    let next = await stream(p.cookie);
    for (let tries = 0; next.status === 200 && tries < 250; tries += 1) {
      next.close();
      await new Promise((r) => setTimeout(r, 100));
      if (held.answered()) held = await hold();
      next = await stream(p.cookie);
    }
    expect(next.status).toBe(429);
    const refusedPoll = await longPoll(p.cookie, await currentHash(p.cookie)).answer;
    expect(refusedPoll.status).toBe(429);
    expect(JSON.parse(refusedPoll.body)).toMatchObject({ code: 'realtime.too_many_streams', message: TOO_MANY });
    held.abort();
    for (const s of streams) s.close();
  });
});

/** Sends `head` and then one byte of the body at a time; resolves with what the server answered. */
function trickle(head: string, everyMs: number, maxBytes: number): Promise<{ answer: string; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(new URL(baseUrl).port as unknown as number, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      answer += d;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, bytesSent });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (bytesSent >= maxBytes) {
          clearInterval(timer);
          socket.destroy();
          reject(new Error(`the server kept the connection open for ${bytesSent} trickled bytes`));
          return;
        }
        bytesSent += 1;
        socket.write('x');
      }, everyMs);
    });
  });
}

describe('request timeout', () => {
  it('answers 408 and closes a connection whose body trickles in', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    // At most 60 bytes (18 s) are sent: far past the 1 s limit and Node's check interval.
    const { answer, bytesSent } = await trickle(head, 300, 60);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bytesSent).toBeLessThan(60);
  }, 30_000);

  it('does not cut an event stream that stays open past it', async () => {
    const p = await signUpWithCharacter(t);
    const s = await stream(p.cookie);
    expect(s.status).toBe(200);
    let ended = false;
    void s.ended.then(() => {
      ended = true;
    });
    await new Promise((r) => setTimeout(r, REQUEST_TIMEOUT_MS * 4));
    const heartbeats = s.comments.length;
    await new Promise((r) => setTimeout(r, 600));
    expect(ended).toBe(false);
    expect(s.comments.length).toBeGreaterThan(heartbeats);
    s.close();
  }, 30_000);
});
