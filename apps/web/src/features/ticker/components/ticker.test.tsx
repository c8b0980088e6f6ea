import { act, screen } from '@testing-library/react';
import { DEFAULT_TICKER } from '@tod/game';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveHub, type LiveSource } from '@/lib/live/live-hub.ts';
import { LiveHubProvider } from '@/lib/live/use-live-value.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { TICKER_REFRESH_MS, tickerQuery } from '../api.ts';
import { tickerItems } from '../ticker-items.ts';
import { type LiveTicker, TICKER_TOPIC } from '../ticker-source.ts';
import { Ticker } from './ticker.tsx';

const hubs: LiveHub[] = [];
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.dispose();
  vi.unstubAllGlobals();
});

/** The ticker under a hub whose live source the test drives, on a page that has EventSource. */
function renderLive() {
  vi.stubGlobal('EventSource', class {});
  let emit: ((value: LiveTicker) => void) | null = null;
  const source: LiveSource<LiveTicker> = {
    start(e) {
      emit = e;
      return () => {};
    },
  };
  const hub = new LiveHub({ name: 'test', channel: null, locks: null });
  hubs.push(hub);
  hub.register(TICKER_TOPIC, source);
  const view = renderWithProviders(
    <LiveHubProvider hub={hub}>
      <Ticker />
    </LiveHubProvider>,
  );
  const send = async (value: LiveTicker) => {
    await vi.waitFor(() => expect(emit).not.toBeNull());
    act(() => emit?.(value));
  };
  return { ...view, emit: send };
}

describe('tickerItems', () => {
  it('splits on the bullet and drops blank sections', () => {
    expect(tickerItems(' Deeds are live • • Mind the jails •')).toEqual(['Deeds are live', 'Mind the jails']);
  });

  it('falls back to the default welcome text when there is none', () => {
    expect(tickerItems('')).toEqual(tickerItems(DEFAULT_TICKER));
    expect(tickerItems(null)[0]).toBe('Welcome to Tales of Deeds!');
  });
});

describe('Ticker', () => {
  it('shows each item after a star, as text', async () => {
    mockApi({ 'GET /api/ticker': { body: { ticker: 'Hello • <b>not bold</b>' } } });
    const { container } = renderWithProviders(<Ticker />);
    const readable = container.querySelector('.ticker__line:not([aria-hidden])');
    await screen.findAllByText('<b>not bold</b>');
    expect(readable?.querySelectorAll('.ticker__star')).toHaveLength(2);
    expect(readable?.textContent).toBe('★Hello★<b>not bold</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('can be paused', async () => {
    mockApi({ 'GET /api/ticker': { body: { ticker: 'Hello' } } });
    const { user } = renderWithProviders(<Ticker />);
    const pause = screen.getByRole('button', { name: 'Pause news ticker' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a save staff make at once when the live feed brings it', async () => {
    mockApi({ 'GET /api/ticker': { body: { ticker: 'Old news' } } });
    const { emit } = renderLive();
    expect(await screen.findAllByText('Old news')).not.toHaveLength(0);
    await emit({ ticker: 'Fresh • news', receivedAt: Date.now() + 1_000 });
    expect(await screen.findAllByText('Fresh')).not.toHaveLength(0);
    expect(screen.queryByText('Old news')).toBeNull();
  });

  it('keeps a read newer than the live value a later tab is replayed', async () => {
    mockApi({ 'GET /api/ticker': { body: { ticker: 'Read just now' } } });
    const { emit } = renderLive();
    expect(await screen.findAllByText('Read just now')).not.toHaveLength(0);
    await emit({ ticker: 'Heard an hour ago', receivedAt: Date.now() - 3_600_000 });
    // The query notifies its readers a task later: give a wrong update the time to show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Heard an hour ago')).toBeNull();
    expect(screen.getAllByText('Read just now')).not.toHaveLength(0);
  });

  it('is re-read every 5 minutes, less often while the reads fail', () => {
    expect(TICKER_REFRESH_MS).toBe(300_000);
    const interval = tickerQuery.refetchInterval as (query: unknown) => number;
    const state = { status: 'success', errorUpdateCount: 0, errorUpdatedAt: 0, dataUpdatedAt: 1 };
    expect(interval({ state })).toBe(300_000);
    expect(interval({ state: { ...state, status: 'error', errorUpdateCount: 1, errorUpdatedAt: 2 } })).toBeGreaterThan(300_000);
  });
});
