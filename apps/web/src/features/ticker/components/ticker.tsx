import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { getLiveHub } from '@/lib/live/live-hub.ts';
import { useLiveValue } from '@/lib/live/use-live-value.ts';
import { tickerQuery } from '../api.ts';
import { tickerItems } from '../ticker-items.ts';
import { createTickerSource, type LiveTicker, TICKER_TOPIC } from '../ticker-source.ts';

// Every tab registers the source, since whichever tab leads runs the connection (lib/live).
getLiveHub().register(TICKER_TOPIC, createTickerSource());

function TickerLine({ items, hidden = false }: { items: string[]; hidden?: boolean }) {
  return (
    <span className="ticker__line" aria-hidden={hidden || undefined}>
      {items.map((item, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are plain text that may repeat; order is their identity
        <Fragment key={position}>
          <span className="ticker__star" aria-hidden="true">
            ★
          </span>
          <span className="ticker__item">{item}</span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The scrolling news line under the header. It can be paused (WCAG 2.2.2) and stands still under
 * reduced motion. A save staff make replaces the text at once on pages with a live feed open;
 * the 5-minute read catches up the others.
 */
export function Ticker() {
  const client = useQueryClient();
  const ticker = useQuery(tickerQuery);
  // Browsers without EventSource (and test pages) have no live feed; the read still works.
  const live = useLiveValue<LiveTicker>(TICKER_TOPIC, typeof EventSource !== 'undefined');
  useEffect(() => {
    // The topic replays its last value to a tab that joins later: a read made since is newer.
    const readAt = client.getQueryState(tickerQuery.queryKey)?.dataUpdatedAt ?? 0;
    if (live && live.receivedAt > readAt) client.setQueryData(tickerQuery.queryKey, { ticker: live.ticker });
  }, [client, live]);
  const [paused, setPaused] = useState(false);
  const items = tickerItems(ticker.data?.ticker);
  return (
    <section className={paused ? 'ticker ticker--paused' : 'ticker'} aria-label="News">
      <div className="ticker__viewport">
        <div className="ticker__track">
          <TickerLine items={items} />
          <TickerLine items={items} hidden />
        </div>
      </div>
      <button
        type="button"
        className="ticker__toggle"
        aria-pressed={paused}
        aria-label="Pause news ticker"
        onClick={() => setPaused(!paused)}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
    </section>
  );
}
