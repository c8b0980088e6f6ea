import { screen } from '@testing-library/react';
import { DEFAULT_TICKER } from '@tod/game';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { TICKER_REFRESH_MS, tickerQuery } from '../api.ts';
import { tickerItems } from '../ticker-items.ts';
import { Ticker } from './ticker.tsx';

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

  it('is re-read every 5 minutes, less often while the reads fail', () => {
    expect(TICKER_REFRESH_MS).toBe(300_000);
    const interval = tickerQuery.refetchInterval as (query: unknown) => number;
    const state = { status: 'success', errorUpdateCount: 0, errorUpdatedAt: 0, dataUpdatedAt: 1 };
    expect(interval({ state })).toBe(300_000);
    expect(interval({ state: { ...state, status: 'error', errorUpdateCount: 1, errorUpdatedAt: 2 } })).toBeGreaterThan(300_000);
  });
});
