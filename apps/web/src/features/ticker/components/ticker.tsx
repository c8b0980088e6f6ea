import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { tickerQuery } from '../api.ts';
import { tickerItems } from '../ticker-items.ts';

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

/** The scrolling news line under the header. It can be paused (WCAG 2.2.2) and stands still under reduced motion. */
export function Ticker() {
  const ticker = useQuery(tickerQuery);
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
