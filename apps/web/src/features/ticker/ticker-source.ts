import { TICKER_UPDATED_EVENT, TickerSchema } from '@tod/contracts';
import type { LiveSource } from '@/lib/live/live-hub.ts';
import { liveFeed, type SharedFeed } from '@/lib/live/shared-feed.ts';

/** The live topic of the ticker staff save (see lib/live). */
export const TICKER_TOPIC = 'ticker';

/** The latest text heard, and when (epoch ms): a read made after it is newer and wins. */
export interface LiveTicker {
  ticker: string;
  receivedAt: number;
}

/**
 * The leader tab's hearing of ticker saves: the server sends each one on the live feed as
 * `event: ticker.updated`, to every open page (docs/architecture.md, "Events"). It listens on
 * whichever feed stream the page has open (the chat's, or the personal messages' own) and opens
 * none itself: a page without one, a visitor's, keeps the ticker's 5-minute read.
 */
export function createTickerSource(shared: SharedFeed = liveFeed, now: () => number = Date.now): LiveSource<LiveTicker> {
  return {
    start(emit) {
      let heard: EventSource | null = null;
      const onTicker = (event: Event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        const parsed = TickerSchema.safeParse(data);
        if (parsed.success) emit({ ticker: parsed.data.ticker, receivedAt: now() });
      };
      const follow = () => {
        const stream = shared.current();
        if (stream === heard) return;
        heard?.removeEventListener(TICKER_UPDATED_EVENT, onTicker);
        heard = stream;
        heard?.addEventListener(TICKER_UPDATED_EVENT, onTicker);
      };
      const unfollow = shared.subscribe(follow);
      follow();
      return () => {
        unfollow();
        heard?.removeEventListener(TICKER_UPDATED_EVENT, onTicker);
        heard = null;
      };
    },
  };
}
