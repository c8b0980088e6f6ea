import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChannelLike, LiveHub, type LiveSource, type LocksLike } from './live-hub.ts';

/** BroadcastChannel between fake tabs: asynchronous, cloned, never back to the sender. */
class FakeBus {
  readonly channels = new Set<FakeChannel>();
}

class FakeChannel implements ChannelLike {
  readonly #listeners: ((event: MessageEvent) => void)[] = [];
  frozen = false;
  constructor(readonly bus: FakeBus) {
    bus.channels.add(this);
  }
  postMessage(message: unknown): void {
    if (this.frozen) return;
    const data = structuredClone(message);
    for (const channel of this.bus.channels) {
      if (channel === this || channel.frozen) continue;
      queueMicrotask(() => {
        for (const listener of channel.#listeners) listener({ data } as MessageEvent);
      });
    }
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.#listeners.push(listener);
  }
  close(): void {
    this.bus.channels.delete(this);
  }
}

/** One exclusive lock granted in request order, as navigator.locks does. */
class FakeLocks implements LocksLike {
  #held = false;
  readonly #queue: { callback: () => Promise<unknown>; resolve: (v: unknown) => void }[] = [];
  request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry = { callback, resolve };
      this.#queue.push(entry);
      options.signal?.addEventListener('abort', () => {
        const index = this.#queue.indexOf(entry);
        if (index >= 0) {
          this.#queue.splice(index, 1);
          reject(new DOMException('Aborted', 'AbortError'));
        }
      });
      this.#pump();
    });
  }
  #pump(): void {
    if (this.#held) return;
    const next = this.#queue.shift();
    if (!next) return;
    this.#held = true;
    void next.callback().then((value) => {
      this.#held = false;
      next.resolve(value);
      this.#pump();
    });
  }
}

/** A source that counts its runs and lets the test emit values. */
function fakeSource() {
  const state = { starts: 0, stops: 0, emit: (_value: unknown) => {} };
  const source: LiveSource<unknown> = {
    start(emit) {
      state.starts += 1;
      state.emit = emit;
      return () => {
        state.stops += 1;
      };
    },
  };
  return { source, state };
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('LiveHub', () => {
  let bus: FakeBus;
  let locks: FakeLocks;
  const hubs: LiveHub[] = [];

  const tab = (source?: LiveSource<unknown>) => {
    const channel = new FakeChannel(bus);
    const hub = new LiveHub({ name: 'test', channel, locks, lingerMs: 1_000, heartbeatMs: 10_000, peerTimeoutMs: 30_000 });
    if (source) hub.register('chat', source);
    hubs.push(hub);
    return { hub, channel };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    bus = new FakeBus();
    locks = new FakeLocks();
  });

  afterEach(() => {
    for (const hub of hubs.splice(0)) hub.dispose();
  });

  it('makes the first tab the leader and the others followers', async () => {
    const a = tab();
    const b = tab();
    await flush();
    expect(a.hub.isLeader).toBe(true);
    expect(b.hub.isLeader).toBe(false);
  });

  it('runs a source once, in the leader, while any tab wants it, and shares its values', async () => {
    const { source, state } = fakeSource();
    const a = tab(source);
    const b = tab(source);
    await flush();
    expect(state.starts).toBe(0);

    const seen: unknown[] = [];
    b.hub.subscribe('chat', () => seen.push(b.hub.current('chat')));
    await flush();
    expect(state.starts).toBe(1);

    state.emit({ n: 1 });
    await flush();
    expect(a.hub.current('chat')).toEqual({ n: 1 });
    expect(seen).toEqual([{ n: 1 }]);

    // The leader's own interest shares the same run.
    a.hub.subscribe('chat', () => {});
    await flush();
    expect(state.starts).toBe(1);
  });

  it('replays the latest value to a tab that starts wanting a running topic', async () => {
    const { source, state } = fakeSource();
    const a = tab(source);
    const b = tab(source);
    await flush();
    a.hub.subscribe('chat', () => {});
    state.emit({ n: 7 });
    await flush();
    // b heard the broadcast, but a tab opened after it would not have: forget and re-ask.
    const c = tab(source);
    await flush();
    expect(c.hub.current('chat')).toBeUndefined();
    c.hub.subscribe('chat', () => {});
    await flush();
    expect(c.hub.current('chat')).toEqual({ n: 7 });
    expect(b.hub.current('chat')).toEqual({ n: 7 });
    expect(state.starts).toBe(1);
  });

  it('stops a source a little after the last interest ends, and followers forget its value', async () => {
    const { source, state } = fakeSource();
    const a = tab(source);
    const b = tab(source);
    await flush();
    const stop = b.hub.subscribe('chat', () => {});
    await flush();
    state.emit('x');
    await flush();
    stop();
    await flush();
    expect(state.stops).toBe(0);

    // Coming back within the linger keeps the same connection.
    const again = b.hub.subscribe('chat', () => {});
    await flush();
    again();
    await flush();
    await vi.advanceTimersByTimeAsync(999);
    expect(state.stops).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(state.starts).toBe(1);
    expect(state.stops).toBe(1);
    expect(a.hub.current('chat')).toBeUndefined();
    expect(b.hub.current('chat')).toBeUndefined();
  });

  it('hands the connections to another tab when the leader closes', async () => {
    const { source, state } = fakeSource();
    const a = tab(source);
    const b = tab(source);
    await flush();
    b.hub.subscribe('chat', () => {});
    await flush();
    expect(state.starts).toBe(1);

    a.hub.dispose();
    await flush();
    expect(b.hub.isLeader).toBe(true);
    expect(state.stops).toBe(1);
    expect(state.starts).toBe(2);
    state.emit('from b');
    expect(b.hub.current('chat')).toBe('from b');
  });

  it('restarts a topic another follower wants after a takeover (followers re-announce to the new leader)', async () => {
    const { source, state } = fakeSource();
    const a = tab(source);
    const b = tab(source);
    const c = tab(source);
    await flush();
    c.hub.subscribe('chat', () => {});
    await flush();
    a.hub.dispose();
    await flush();
    expect(b.hub.isLeader).toBe(true);
    expect(state.starts).toBe(2);
    state.emit('after takeover');
    await flush();
    expect(c.hub.current('chat')).toBe('after takeover');
  });

  it('forgets a tab that stopped answering and stops what only it wanted', async () => {
    const { source, state } = fakeSource();
    tab(source);
    const b = tab(source);
    await flush();
    b.hub.subscribe('chat', () => {});
    await flush();
    expect(state.starts).toBe(1);
    b.channel.frozen = true; // a crashed tab sends no 'bye' and no heartbeat
    await vi.advanceTimersByTimeAsync(40_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.stops).toBe(1);
  });

  it('keeps a follower that is alive through its heartbeats', async () => {
    const { source, state } = fakeSource();
    tab(source);
    const b = tab(source);
    await flush();
    b.hub.subscribe('chat', () => {});
    await flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(state.stops).toBe(0);
  });

  it('forgets a follower at once when it says goodbye', async () => {
    const { source, state } = fakeSource();
    tab(source);
    const b = tab(source);
    await flush();
    b.hub.subscribe('chat', () => {});
    await flush();
    b.hub.leaving();
    await flush();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.stops).toBe(1);
  });

  it('leads alone without Web Locks or BroadcastChannel', () => {
    const { source, state } = fakeSource();
    const hub = new LiveHub({ name: 'solo', channel: null, locks: null });
    hubs.push(hub);
    hub.register('chat', source);
    expect(hub.isLeader).toBe(true);
    const listener = vi.fn();
    hub.subscribe('chat', listener);
    expect(state.starts).toBe(1);
    state.emit(3);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hub.current('chat')).toBe(3);
  });

  it('ignores values a stopped source emits late', async () => {
    const { source, state } = fakeSource();
    const hub = new LiveHub({ name: 'solo', channel: null, locks: null, lingerMs: 10 });
    hubs.push(hub);
    hub.register('chat', source);
    const stop = hub.subscribe('chat', () => {});
    const late = state.emit;
    stop();
    await vi.advanceTimersByTimeAsync(10);
    late('too late');
    expect(hub.current('chat')).toBeUndefined();
  });
});
