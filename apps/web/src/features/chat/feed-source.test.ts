import type { ChatMessage } from '@tod/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { SharedFeed } from '@/lib/live/shared-feed.ts';
import {
  CHAT_KEPT_MESSAGES,
  type ChatFeedDeps,
  type ChatRoomState,
  createChatFeedSource,
  mergeMessages,
  reconcileWithHistory,
} from './feed-source.ts';

const PLAYER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const msg = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  message: text,
  username: 'Aria',
  playerId: PLAYER,
  time: '2026-06-01T12:00:00.000Z',
});

class FakeEventSource {
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  /** A named event such as `chat.message_deleted` (no id line). */
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({
      lastEventId: '',
      data: typeof data === 'string' ? data : JSON.stringify(data),
    } as MessageEvent<string>);
  }
  push(id: number | string, data: unknown) {
    this.onmessage?.({
      lastEventId: String(id),
      data: typeof data === 'string' ? data : JSON.stringify(data),
    } as MessageEvent<string>);
  }
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup(history: () => Promise<ChatMessage[]>, shared?: SharedFeed) {
  const streams: FakeEventSource[] = [];
  const deps: ChatFeedDeps = {
    shared,
    fetchHistory: vi.fn(history),
    openStream: (url) => {
      const stream = new FakeEventSource(url);
      streams.push(stream);
      return stream as unknown as EventSource;
    },
    reconnectMs: 5_000,
    random: () => 0.5,
  };
  const states: ChatRoomState[] = [];
  const stop = createChatFeedSource(deps).start((state) => states.push(state));
  return { deps, streams, states, stop, last: () => states.at(-1)! };
}

describe('the chat feed source', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the shared feed from start to stop, through a lost connection', async () => {
    const shared = new SharedFeed();
    const { streams, stop } = setup(async () => [msg(3)], shared);
    expect(shared.held).toBe(true);
    await flush();
    expect(shared.current()).toBe(streams[0]);
    streams[0]!.onerror?.();
    expect(shared.current()).toBeNull();
    expect(shared.held).toBe(true);
    stop();
    expect(shared.held).toBe(false);
  });

  it('reads the history, then opens the feed after its last message', async () => {
    const { streams, last, states } = setup(async () => [msg(3), msg(5)]);
    expect(states[0]).toEqual({ messages: [], loaded: false, historyError: null, feedError: null });
    await flush();
    expect(last()).toMatchObject({ loaded: true, historyError: null });
    expect(last().messages.map((m) => m.id)).toEqual([3, 5]);
    expect(streams).toHaveLength(1);
    expect(streams[0]!.url).toBe('/api/shoutbox/feed?lastEventId=5');
  });

  it('opens the feed after nothing when the room was empty, so a first message posted meanwhile is replayed', async () => {
    const { streams, last } = setup(async () => []);
    await flush();
    expect(last()).toMatchObject({ loaded: true, messages: [] });
    expect(streams[0]!.url).toBe('/api/shoutbox/feed?lastEventId=0');
    streams[0]!.push(1, msg(1));
    expect(last().messages.map((m) => m.id)).toEqual([1]);
  });

  it('adds each valid feed event once, in id order, with the id from the event', async () => {
    const { streams, last } = setup(async () => [msg(1)]);
    await flush();
    const stream = streams[0]!;
    stream.push(2, msg(2, 'live'));
    stream.push(2, msg(2, 'live')); // a replay may repeat
    stream.push(3, 'not json');
    stream.push(4, { message: 'no author' });
    // The id travels in the data, as in history: an event without it is not a message.
    const { id: _id, ...withoutId } = msg(5);
    stream.push(5, withoutId);
    expect(last().messages.map((m) => [m.id, m.message])).toEqual([
      [1, 'm1'],
      [2, 'live'],
    ]);
  });

  it("shows 'Error connecting to chat feed: ...' on a stream error and reconnects 5 s later from the last id", async () => {
    const { streams, last } = setup(async () => [msg(1)]);
    await flush();
    streams[0]!.push(7, msg(7));
    streams[0]!.onerror?.();
    expect(streams[0]!.closed).toBe(true);
    expect(last().feedError).toBe('Error connecting to chat feed: the connection was lost. Reconnecting in 5 seconds.');

    await vi.advanceTimersByTimeAsync(4_999);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(2);
    expect(streams[1]!.url).toBe('/api/shoutbox/feed?lastEventId=7');
    streams[1]!.onopen?.();
    expect(last().feedError).toBeNull();
  });

  it('waits longer after each failed reconnection, and 5 s again once a connection opened', async () => {
    const { streams, last } = setup(async () => []);
    await flush();
    streams[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(streams).toHaveLength(2);
    streams[1]!.onerror?.();
    expect(last().feedError).toBe('Error connecting to chat feed: the connection was lost. Reconnecting in 10 seconds.');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(streams).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(3);

    streams[2]!.onopen?.();
    streams[2]!.onerror?.();
    expect(last().feedError).toBe('Error connecting to chat feed: the connection was lost. Reconnecting in 5 seconds.');
  });

  it("shows 'Error loading chat history: ...', still goes live, and reads the history again on the next connection", async () => {
    let fail = true;
    const { deps, streams, last } = setup(async () => {
      if (fail) throw new ApiError(500, { message: 'Database unavailable.' });
      return [msg(1), msg(2)];
    });
    await flush();
    expect(last()).toMatchObject({ loaded: true, historyError: 'Error loading chat history: Database unavailable.' });
    expect(streams[0]!.url).toBe('/api/shoutbox/feed');

    fail = false;
    streams[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(5_000);
    await flush();
    expect(deps.fetchHistory).toHaveBeenCalledTimes(2);
    expect(last()).toMatchObject({ historyError: null });
    expect(last().messages.map((m) => m.id)).toEqual([1, 2]);
    expect(streams[1]!.url).toBe('/api/shoutbox/feed?lastEventId=2');
  });

  it('drops a message staff deleted, wherever it is in the list, and ignores unknown or malformed deletions', async () => {
    const { streams, last } = setup(async () => [msg(1), msg(2), msg(3)]);
    await flush();
    streams[0]!.emit('chat.message_deleted', { id: 2 });
    expect(last().messages.map((m) => m.id)).toEqual([1, 3]);
    const before = last();
    streams[0]!.emit('chat.message_deleted', { id: 99 });
    streams[0]!.emit('chat.message_deleted', 'not json');
    streams[0]!.emit('chat.message_deleted', { id: 'x' });
    expect(last()).toBe(before);
    // The resume point still follows the posted messages only.
    streams[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(5_000);
    await flush();
    expect(streams[1]!.url).toBe('/api/shoutbox/feed?lastEventId=3');
  });

  it('after a lost connection reads the history again and drops what was deleted meanwhile', async () => {
    let history = [msg(1), msg(2), msg(3)];
    const { deps, streams, last } = setup(async () => history);
    await flush();
    history = [msg(1), msg(3)];
    streams[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(5_000);
    await flush();
    expect(deps.fetchHistory).toHaveBeenCalledTimes(2);
    expect(last().messages.map((m) => m.id)).toEqual([1, 3]);
    expect(streams[1]!.url).toBe('/api/shoutbox/feed?lastEventId=3');
  });

  it('closes the stream and cancels a pending reconnection when stopped', async () => {
    const { streams, stop } = setup(async () => []);
    await flush();
    streams[0]!.onerror?.();
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(streams).toHaveLength(1);

    const second = setup(async () => []);
    await flush();
    second.stop();
    expect(second.streams[0]!.closed).toBe(true);
  });

  it('never opens the feed when stopped during the history read', async () => {
    let resolve: (value: ChatMessage[]) => void = () => {};
    const { streams, stop } = setup(() => new Promise((r) => (resolve = r)));
    stop();
    resolve([msg(1)]);
    await flush();
    expect(streams).toHaveLength(0);
  });
});

describe('mergeMessages', () => {
  it('keeps the newest messages up to the cap', () => {
    const many = Array.from({ length: CHAT_KEPT_MESSAGES + 5 }, (_, i) => msg(i + 1));
    const merged = mergeMessages([], many);
    expect(merged).toHaveLength(CHAT_KEPT_MESSAGES);
    expect(merged[0]!.id).toBe(6);
  });
});

describe('reconcileWithHistory', () => {
  it('drops messages inside the history range that it lacks, keeps older and newer ones', () => {
    const kept = [msg(1), msg(5), msg(6), msg(7), msg(9)];
    expect(reconcileWithHistory(kept, [msg(5), msg(7)]).map((m) => m.id)).toEqual([1, 5, 7, 9]);
  });

  it('an empty history means an empty room', () => {
    expect(reconcileWithHistory([msg(1), msg(2)], [])).toEqual([]);
  });
});
