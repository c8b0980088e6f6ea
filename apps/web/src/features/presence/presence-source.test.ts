import type { ActivePlayers } from '@tod/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { fetchActivePlayers, fetchActivePlayersPage, type PresenceAnswer } from './api.ts';
import { createPresenceSource, type PresenceState } from './presence-source.ts';

const ARIA = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', username: 'Aria', level: 3 };
const BRAM = { id: '9b2e6679-7425-40de-944b-e07fc1f90ae8', username: 'Bram', level: 1 };
const set = (hash: string, ...characters: (typeof ARIA)[]): ActivePlayers => ({
  hash,
  count: characters.length,
  page: 1,
  characters,
});

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** Advances the clock, letting answers settle and zero-delay follow-ups run. */
const tick = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
  await flush();
  await vi.advanceTimersByTimeAsync(0);
  await flush();
};

function setup(answers: (hash: string | null) => Promise<PresenceAnswer>) {
  const calls: { at: number; hash: string | null }[] = [];
  const fetch = vi.fn(async (hash: string | null) => {
    calls.push({ at: Date.now(), hash });
    return answers(hash);
  });
  const states: PresenceState[] = [];
  const stop = createPresenceSource({ fetch, now: () => Date.now(), random: () => 0.5 }).start((state) => states.push(state));
  return { calls, states, stop, last: () => states.at(-1)! };
}

describe('the presence long poll', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads after 0.5 s, then long-polls with the hash at once', async () => {
    const { calls, last, stop } = setup(async (hash) =>
      hash === null ? { players: set('h1', ARIA), serverTime: null } : new Promise(() => {}),
    );
    await tick(499);
    expect(calls).toHaveLength(0);
    await tick(1);
    expect(calls).toEqual([
      { at: 1_000_500, hash: null },
      { at: 1_000_500, hash: 'h1' },
    ]);
    expect(last()).toEqual({ players: [ARIA], count: 1, checkedAt: 1_000_500, failed: false, serverOffsetMs: 0 });
    stop();
  });

  it('polls again 5 s after a change, 1 s after no change (304) and 10 s after an error', async () => {
    const script: (() => PresenceAnswer)[] = [
      () => ({ players: set('h1', ARIA), serverTime: null }), // read
      () => ({ players: set('h2', ARIA, BRAM), serverTime: null }), // change
      () => ({ players: null, serverTime: null }), // 304
      () => {
        throw new Error('offline');
      },
      () => ({ players: null, serverTime: null }),
    ];
    const { calls, last, stop } = setup(async () => script.shift()?.() ?? new Promise(() => {}));
    await tick(500);
    expect(last().players).toEqual([ARIA, BRAM]);

    await tick(5_000);
    expect(calls.map((c) => c.at - 1_000_000)).toEqual([500, 500, 5_500]);

    await tick(1_000);
    expect(calls.map((c) => c.at - 1_000_000)).toEqual([500, 500, 5_500, 6_500]);
    // A failed poll keeps the list and says so.
    expect(last()).toMatchObject({ failed: true, players: [ARIA, BRAM] });

    await tick(10_000);
    expect(calls.map((c) => c.at - 1_000_000)).toEqual([500, 500, 5_500, 6_500, 16_500]);
    expect(calls.at(-1)?.hash).toBe('h2');
    expect(last().failed).toBe(false);
    stop();
  });

  it('reads again (not polls) when the first read failed', async () => {
    let first = true;
    const { calls, last, stop } = setup(async () => {
      if (first) {
        first = false;
        throw new Error('offline');
      }
      return new Promise(() => {});
    });
    await tick(500);
    expect(last()).toEqual({ players: null, count: null, checkedAt: null, failed: true, serverOffsetMs: 0 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.map((c) => c.hash)).toEqual([null, null]);
    stop();
  });

  it('waits longer after each error while the server is away, and the usual 10 s after an answer', async () => {
    let down = true;
    const { calls, stop } = setup(async () => {
      if (down) throw new Error('offline');
      return { players: null, serverTime: null };
    });
    await tick(500);
    await tick(10_000);
    await tick(20_000);
    expect(calls.map((c) => c.at - 1_000_000)).toEqual([500, 10_500, 30_500]);
    await tick(40_000);
    expect(calls).toHaveLength(4);
    down = false;
    await tick(60_000);
    expect(calls).toHaveLength(5);
    down = true;
    await tick(1_000);
    expect(calls).toHaveLength(6);
    await tick(10_000);
    expect(calls).toHaveLength(7);
    stop();
  });

  it("measures the server clock's offset from the Date header, ignoring sub-2-second noise", async () => {
    const script = [
      { players: set('h1'), serverTime: 1_000_500 - 500 + 600 },
      { players: set('h2'), serverTime: 1_000_500 + 60_000 },
    ];
    const { last, stop } = setup(async () => script.shift() ?? new Promise(() => {}));
    await tick(500);
    expect(last().serverOffsetMs).toBe(60_500);
    stop();
  });

  it('stops polling when stopped', async () => {
    const { calls, stop } = setup(async () => ({ players: null, serverTime: null }));
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
  });
});

describe('fetchActivePlayers', () => {
  it('reads with GET and polls with POST {hash}; a 304 is "no change"', async () => {
    const api = mockApi({
      'GET /api/character/active': { body: set('h1', ARIA) },
      'POST /api/character/active': { status: 304 },
    });
    expect(await fetchActivePlayers(null)).toEqual({ players: set('h1', ARIA), serverTime: null });
    expect(await fetchActivePlayers('h1')).toEqual({ players: null, serverTime: null });
    expect(api.calls.map((c) => [c.method, c.body])).toEqual([
      ['GET', undefined],
      ['POST', { hash: 'h1' }],
    ]);
  });

  it('throws on an error answer and reads the Date header', async () => {
    mockApi({ 'POST /api/character/active': { status: 401, body: { message: 'Sign in first.' } } });
    await expect(fetchActivePlayers('h1')).rejects.toMatchObject({ status: 401 });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(set('h1')), {
            status: 200,
            headers: { 'content-type': 'application/json', date: 'Mon, 01 Jun 2026 12:00:00 GMT' },
          }),
      ),
    );
    expect((await fetchActivePlayers(null)).serverTime).toBe(Date.UTC(2026, 5, 1, 12));
  });
});

describe('fetchActivePlayersPage', () => {
  it('reads a further page with GET ?page= and gives its players; an error answer throws', async () => {
    const api = mockApi({
      'GET /api/character/active': (request) =>
        request.query.get('page') === '2'
          ? { body: { ...set('h1', BRAM), page: 2 } }
          : { status: 400, body: { message: 'page must be at least 1.' } },
    });
    expect(await fetchActivePlayersPage(2)).toEqual([BRAM]);
    await expect(fetchActivePlayersPage(0)).rejects.toMatchObject({ status: 400 });
    expect(api.calls.map((c) => c.query.get('page'))).toEqual(['2', '0']);
  });
});
