import type { JournalEntry, PersonalMessage } from '@tod/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedFeed } from '@/lib/live/shared-feed.ts';
import { createPersonalSource, type PersonalState } from './personal-source.ts';
import { personalToast } from './personal-toasts.ts';

/** Just enough of an EventSource to drive the source. */
class FakeStream extends EventTarget {
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closed = true;
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
  personal(data: unknown) {
    this.dispatchEvent(new MessageEvent('personal', { data: JSON.stringify(data) }));
  }
}

const entry: JournalEntry = {
  id: '42',
  type: 'jail.broken_out',
  time: '2026-06-01T12:00:00.000Z',
  text: 'Bran broke you out of jail.',
  parts: [{ text: 'Bran broke you out of jail.' }],
  characters: [],
  rewards: null,
};

function start(shared?: SharedFeed) {
  const streams: FakeStream[] = [];
  const values: PersonalState[] = [];
  const stop = createPersonalSource({
    shared,
    ownDelayMs: 3_000,
    openStream: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream as unknown as EventSource;
    },
    now: () => 1_000,
    firstRetryMs: 5_000,
    random: () => 0.5,
  }).start((value) => values.push(value));
  return { streams, values, stop };
}

afterEach(() => {
  vi.useRealTimers();
});

const journalId = (m: PersonalMessage) => (m.type === 'journal.entry_recorded' ? m.id : m.type);

describe('createPersonalSource', () => {
  it('opens the live feed and keeps the personal messages it brings, skipping unknown kinds', () => {
    const { streams, values, stop } = start();
    expect(streams[0]?.url).toBe('/api/shoutbox/feed');
    streams[0]!.open();
    streams[0]!.personal({ type: 'journal.entry_recorded', id: '42', entry });
    streams[0]!.personal({ type: 'something.new', id: '43' });
    streams[0]!.dispatchEvent(new MessageEvent('personal', { data: 'not json' }));
    const last = values.at(-1)!;
    expect(last.connections).toBe(1);
    expect(last.messages).toEqual([{ message: { type: 'journal.entry_recorded', id: '42', entry }, receivedAt: 1_000 }]);
    stop();
    expect(streams[0]!.closed).toBe(true);
  });

  it('reconnects after an error, and a new connection is counted', () => {
    vi.useFakeTimers();
    const { streams, values, stop } = start();
    streams[0]!.open();
    streams[0]!.fail();
    expect(streams[0]!.closed).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(streams).toHaveLength(2);
    streams[1]!.open();
    expect(values.at(-1)!.connections).toBe(2);
    stop();
  });
});

describe('createPersonalSource beside the chat', () => {
  it('opens its own stream a moment after starting when the chat has none', () => {
    vi.useFakeTimers();
    const { streams, stop } = start(new SharedFeed());
    expect(streams).toHaveLength(0);
    vi.advanceTimersByTime(3_000);
    expect(streams).toHaveLength(1);
    stop();
    expect(streams[0]!.closed).toBe(true);
  });

  it("listens on the chat's stream while it is open, and opens its own a moment after it closes", () => {
    vi.useFakeTimers();
    const shared = new SharedFeed();
    const chat = new FakeStream('/api/shoutbox/feed?lastEventId=4');
    shared.set(chat as unknown as EventSource);
    const { streams, values, stop } = start(shared);
    vi.advanceTimersByTime(10_000);
    expect(streams).toHaveLength(0);
    chat.personal({ type: 'journal.entry_recorded', id: '42', entry });
    expect(values.at(-1)!.messages.map((m) => journalId(m.message))).toEqual(['42']);

    shared.release(chat as unknown as EventSource);
    vi.advanceTimersByTime(2_999);
    expect(streams).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(streams).toHaveLength(1);
    // The chat comes back: its stream is used again and the own one closed.
    const again = new FakeStream('/api/shoutbox/feed?lastEventId=5');
    shared.set(again as unknown as EventSource);
    expect(streams[0]!.closed).toBe(true);
    again.personal({ type: 'journal.entry_recorded', id: '43', entry: { ...entry, id: '43' } });
    expect(values.at(-1)!.messages.map((m) => journalId(m.message))).toEqual(['42', '43']);
    stop();
  });
});

describe('createPersonalSource while the chat reconnects', () => {
  it('opens no stream of its own while the chat holds the feed, and one a moment after the chat stops', () => {
    vi.useFakeTimers();
    const shared = new SharedFeed();
    const stopChat = shared.hold();
    const chat = new FakeStream('/api/shoutbox/feed');
    shared.set(chat as unknown as EventSource);
    const { streams, stop } = start(shared);
    // The chat's stream fails and the chat waits before reconnecting: no second stream meanwhile.
    shared.release(chat as unknown as EventSource);
    vi.advanceTimersByTime(60_000);
    expect(streams).toHaveLength(0);

    stopChat();
    vi.advanceTimersByTime(2_999);
    expect(streams).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(streams).toHaveLength(1);
    stop();
  });

  it('stops reopening its own stream once the chat holds the feed', () => {
    vi.useFakeTimers();
    const shared = new SharedFeed();
    const { streams, stop } = start(shared);
    vi.advanceTimersByTime(3_000);
    expect(streams).toHaveLength(1);
    const stopChat = shared.hold();
    streams[0]!.fail();
    vi.advanceTimersByTime(60_000);
    expect(streams).toHaveLength(1);
    stopChat();
    stop();
  });
});

describe('personalToast', () => {
  it('offers its own stream to the page while the chat has none (the ticker listens on it), and withdraws it when closed', () => {
    vi.useFakeTimers();
    const shared = new SharedFeed();
    const { streams, stop } = start(shared);
    vi.advanceTimersByTime(3_000);
    expect(streams).toHaveLength(1);
    expect(shared.current()).toBe(streams[0]);

    const chat = new FakeStream('/api/shoutbox/feed?lastEventId=4');
    shared.set(chat as unknown as EventSource);
    expect(streams[0]!.closed).toBe(true);
    expect(shared.current()).toBe(chat);

    shared.release(chat as unknown as EventSource);
    vi.advanceTimersByTime(3_000);
    expect(streams).toHaveLength(2);
    expect(shared.current()).toBe(streams[1]);
    streams[1]!.fail();
    expect(shared.current()).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(shared.current()).toBe(streams[2]);
    stop();
    expect(shared.current()).toBeNull();
  });

  it('toasts what others did and links to the log', () => {
    expect(personalToast({ type: 'journal.entry_recorded', id: '42', entry })).toEqual({
      key: 'jail',
      text: 'Bran broke you out of jail.',
      link: { to: '/events', label: 'Open the event log' },
    });
  });

  it('stays quiet about what the player just did on the page, and copes with an entry too large to push', () => {
    expect(personalToast({ type: 'journal.entry_recorded', id: '7', entry: { ...entry, type: 'deeds.attempted' } })).toBeNull();
    expect(personalToast({ type: 'journal.entry_recorded', id: '8', entry: null })?.text).toBe(
      'Something happened to your character.',
    );
  });
});
