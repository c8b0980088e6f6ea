import { PresenceLimits } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

// The hold is longer than any test needs, so a poll that should wake never answers 304 just
// because the machine is slow; the periodic re-check is slower still, so a poll that wakes was
// woken by the change itself. The 304 and expiry tests have apps of their own.
const LONG_HOLD = { holdMs: 20_000, recheckMs: 60_000 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ realtime: { presence: LONG_HOLD } });
});
afterAll(() => t.close());

async function withApp(presence: { holdMs: number; recheckMs: number }, run: (app: TestApp) => Promise<void>) {
  const app = await createTestApp({ realtime: { presence } });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

type Active = { hash: string; count: number; page: number; characters: Array<{ id: string; username: string; level: number }> };

async function active(cookie: string): Promise<Active> {
  const res = await t.request({ method: 'GET', url: '/api/character/active', cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const poll = (cookie: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/character/active', cookie, payload: payload as object });
const ids = (a: Active) => a.characters.map((c) => c.id);
/** Past the active window of everyone seen until now. */
const expireEveryone = () => t.clock.advance(PresenceLimits.activeWindowMs + 60_000);

describe('GET /api/character/active', () => {
  it('needs a signed-in user (401)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/character/active' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You must be signed in.');
  });

  it('is not taken for /character/:id (static route wins), which still works', async () => {
    const player = await signUpWithCharacter(t);
    const list = await active(player.cookie);
    expect(list).toEqual({ hash: expect.any(String), count: list.characters.length, page: 1, characters: expect.any(Array) });
    const view = await t.request({ method: 'GET', url: `/api/character/${player.character.id}`, cookie: player.cookie });
    expect(view.statusCode).toBe(200);
    expect(view.json().username).toBe(player.character.username);
  });

  it('lists living characters seen in the last 5 minutes as {id, username, level}, sorted by name', async () => {
    expireEveryone();
    const zed = await signUpWithCharacter(t, `zed${Date.now() % 100000}`);
    const amy = await signUpWithCharacter(t, `Amy${Date.now() % 100000}`);
    const characterless = await signUp(t);
    const list = await active(characterless.cookie);
    expect(list.characters).toEqual([
      { id: amy.character.id, username: amy.character.username, level: 1 },
      { id: zed.character.id, username: zed.character.username, level: 1 },
    ]);
  });

  it('gives the same hash for the same set and another when it changes', async () => {
    const watcher = await signUpWithCharacter(t);
    const first = await active(watcher.cookie);
    expect((await active(watcher.cookie)).hash).toBe(first.hash);
    const newcomer = await signUpWithCharacter(t);
    const second = await active(watcher.cookie);
    expect(ids(second)).toContain(newcomer.character.id);
    expect(second.hash).not.toBe(first.hash);
  });

  it('drops a character 5 minutes after its last call; any call keeps it listed', async () => {
    expireEveryone();
    const busy = await signUpWithCharacter(t);
    const idle = await signUpWithCharacter(t);
    t.clock.advance(4 * 60_000);
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: busy.cookie })).statusCode).toBe(200);
    t.clock.advance(60_000 + 1);
    const list = await active(busy.cookie);
    expect(ids(list)).toContain(busy.character.id);
    expect(ids(list)).not.toContain(idle.character.id);
  });

  it('never lists dead characters', async () => {
    const watcher = await signUpWithCharacter(t);
    const retiring = await signUpWithCharacter(t);
    expect(ids(await active(watcher.cookie))).toContain(retiring.character.id);
    await t.request({ method: 'POST', url: '/api/character/retire', cookie: retiring.cookie });
    expect(ids(await active(watcher.cookie))).not.toContain(retiring.character.id);
  });
});

describe('POST /api/character/active (long poll)', () => {
  it('needs a signed-in user (401)', async () => {
    const res = await poll(undefined, { hash: '' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{}, 'hash is required.'],
    [{ hash: 7 }, 'hash is required.'],
    [{ hash: 'h'.repeat(129) }, 'hash must be at most 128 characters.'],
  ])('refuses %j with 400', async (payload, message) => {
    const { cookie } = await signUp(t);
    const res = await poll(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers at once when the hash differs (an empty hash included)', async () => {
    const player = await signUpWithCharacter(t);
    const res = await poll(player.cookie, { hash: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await active(player.cookie));
  });

  it('answers 304 with no body when nothing changed during the hold', async () => {
    await withApp({ holdMs: 200, recheckMs: 60_000 }, async (app) => {
      const player = await signUpWithCharacter(app);
      const { hash } = (await app.request({ method: 'GET', url: '/api/character/active', cookie: player.cookie })).json();
      const res = await app.request({ method: 'POST', url: '/api/character/active', cookie: player.cookie, payload: { hash } });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      // HTTP clients that trust the header (undici) refuse a 304 that announces a body.
      expect(res.headers['content-length'] ?? '0').toBe('0');
    });
  });

  it('wakes as soon as someone new becomes active', async () => {
    const watcher = await signUpWithCharacter(t);
    const { hash } = await active(watcher.cookie);
    const waiting = t.app.inject({
      method: 'POST',
      url: '/api/character/active',
      payload: { hash },
      headers: { cookie: watcher.cookie },
    });
    const newcomer = await signUpWithCharacter(t);
    const res = await waiting;
    expect(res.statusCode).toBe(200);
    expect(res.json().hash).not.toBe(hash);
    expect(ids(res.json())).toContain(newcomer.character.id);
  });

  it('wakes every one of 20 concurrent polls with the same new set', async () => {
    const watchers = await Promise.all(Array.from({ length: 4 }, () => signUpWithCharacter(t)));
    const { hash } = await active(watchers[0]!.cookie);
    const waiting = Array.from({ length: 20 }, (_, i) => poll(watchers[i % watchers.length]!.cookie, { hash }));
    const newcomer = await signUpWithCharacter(t);
    const answers = await Promise.all(waiting);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const hashes = new Set(answers.map((a) => a.json().hash));
    expect(hashes.size).toBe(1);
    expect(ids(answers[0]!.json())).toContain(newcomer.character.id);
  });

  it('wakes when a player returns after a break: at their first call, or at once on login', async () => {
    const watcher = await signUpWithCharacter(t);
    const back = await signUpWithCharacter(t);
    const relogin = await signUpWithCharacter(t);
    expireEveryone();
    await t.request({ method: 'GET', url: '/api/auth/account', cookie: watcher.cookie });
    const alone = await active(watcher.cookie);
    expect(ids(alone)).toEqual([watcher.character.id]);

    const first = poll(watcher.cookie, { hash: alone.hash });
    expect((await t.request({ method: 'GET', url: '/api/ticker', cookie: back.cookie })).statusCode).toBe(200);
    const woken = await first;
    expect(woken.statusCode).toBe(200);
    expect(ids(woken.json()).sort()).toEqual([watcher.character.id, back.character.id].sort());

    const second = poll(watcher.cookie, { hash: woken.json().hash });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: relogin.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const again = await second;
    expect(again.statusCode).toBe(200);
    expect(ids(again.json())).toContain(relogin.character.id);
  });

  it('wakes when a watched character retires', async () => {
    const watcher = await signUpWithCharacter(t);
    const retiring = await signUpWithCharacter(t);
    const { hash } = await active(watcher.cookie);
    const waiting = poll(watcher.cookie, { hash });
    await t.request({ method: 'POST', url: '/api/character/retire', cookie: retiring.cookie });
    const res = await waiting;
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).not.toContain(retiring.character.id);
  });
});

describe('expiry', () => {
  it('wakes a poll when a character silently passes the 5-minute window (periodic re-check)', async () => {
    await withApp({ holdMs: 20_000, recheckMs: 50 }, async (other) => {
      const leaving = await signUpWithCharacter(other);
      other.clock.advance(4 * 60_000);
      const watcher = await signUpWithCharacter(other);
      const before = (
        await other.request({ method: 'GET', url: '/api/character/active', cookie: watcher.cookie })
      ).json() as Active;
      expect(ids(before)).toContain(leaving.character.id);
      const waiting = other.request({ method: 'POST', url: '/api/character/active', cookie: watcher.cookie, payload: before });
      other.clock.advance(60_000 + 1);
      const res = await waiting;
      expect(res.statusCode).toBe(200);
      expect(ids(res.json())).toEqual([watcher.character.id]);
    });
  });
});

describe('shutdown', () => {
  it('answers held polls with 304 when the app closes, so close() does not hang', async () => {
    const other = await createTestApp();
    const player = await signUpWithCharacter(other);
    const { hash } = (
      await other.request({ method: 'GET', url: '/api/character/active', cookie: player.cookie })
    ).json() as Active;
    // The default 25 s hold: only the close can end this poll within the test's time.
    const waiting = other.request({ method: 'POST', url: '/api/character/active', cookie: player.cookie, payload: { hash } });
    // Time for the poll to reach its hold on a loaded machine: a close before that answers it
    // with the closed bus's error instead, which is another case.
    await new Promise((r) => setTimeout(r, 300));
    await other.close();
    expect((await waiting).statusCode).toBe(304);
  });
});
