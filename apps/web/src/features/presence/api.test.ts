import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchActivePlayers } from './api.ts';

const players = { hash: 'h1', count: 0, page: 1, characters: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchActivePlayers', () => {
  it('asks for the first read at the normal priority and holds later polls at low priority', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        calls.push(init);
        return Promise.resolve(
          calls.length === 1
            ? new Response(JSON.stringify(players), { status: 200, headers: { 'content-type': 'application/json' } })
            : new Response(null, { status: 304 }),
        );
      }),
    );

    const first = await fetchActivePlayers(null);
    const held = await fetchActivePlayers('h1');

    expect(first.players?.hash).toBe('h1');
    expect(held.players).toBeNull();
    expect(calls.map((c) => [c.method, c.priority])).toEqual([
      ['GET', 'auto'],
      ['POST', 'low'],
    ]);
  });
});
