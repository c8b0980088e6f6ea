import { describe, expect, it } from 'vitest';
import { SharedFeed } from '@/lib/live/shared-feed.ts';
import { createTickerSource, type LiveTicker } from './ticker-source.ts';

/** Just enough of an EventSource: named events. */
class FakeStream extends EventTarget {
  ticker(data: unknown) {
    this.dispatchEvent(new MessageEvent('ticker.updated', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
}
const asSource = (stream: FakeStream) => stream as unknown as EventSource;

describe('createTickerSource', () => {
  it('hears each ticker save on the open feed stream, with the time it came, skipping what is not a ticker', () => {
    const shared = new SharedFeed();
    const stream = new FakeStream();
    shared.set(asSource(stream));
    const values: LiveTicker[] = [];
    let clock = 1_000;
    createTickerSource(shared, () => clock).start((value) => values.push(value));
    stream.ticker({ ticker: 'Double XP • tonight' });
    stream.ticker('not json');
    stream.ticker({ text: 'wrong shape' });
    clock = 2_000;
    stream.ticker({ ticker: 'Welcome!' });
    expect(values).toEqual([
      { ticker: 'Double XP • tonight', receivedAt: 1_000 },
      { ticker: 'Welcome!', receivedAt: 2_000 },
    ]);
  });

  it('follows whichever stream the page opens next, opens none itself, and stops listening when stopped', () => {
    const shared = new SharedFeed();
    const values: string[] = [];
    const stop = createTickerSource(shared).start((value) => values.push(value.ticker));
    const chat = new FakeStream();
    shared.set(asSource(chat));
    chat.ticker({ ticker: 'one' });
    shared.release(asSource(chat));
    chat.ticker({ ticker: 'not heard: the chat closed it' });
    const personal = new FakeStream();
    shared.set(asSource(personal));
    personal.ticker({ ticker: 'two' });
    stop();
    personal.ticker({ ticker: 'not heard: stopped' });
    expect(values).toEqual(['one', 'two']);
  });
});
