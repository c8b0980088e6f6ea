import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveHub, type LiveSource } from '@/lib/live/live-hub.ts';
import { LiveHubProvider } from '@/lib/live/use-live-value.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { PRESENCE_TOPIC, type PresenceState } from '../presence-source.ts';
import { ActivePlayers } from './active-players.tsx';
import { formatUtcTime } from './server-clock.tsx';

const ARIA = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', username: 'Aria', level: 3 };
const BRAM = { id: '9b2e6679-7425-40de-944b-e07fc1f90ae8', username: 'Bram', level: 1 };
const CHECKED = Date.UTC(2026, 5, 1, 12, 30, 15);

const hubs: LiveHub[] = [];

/** A hub whose presence source the test drives. */
function renderSidebar(signedIn: boolean | null) {
  const control = { emit: (_: PresenceState) => {}, starts: 0 };
  const source: LiveSource<PresenceState> = {
    start(emit) {
      control.starts += 1;
      control.emit = emit;
      return () => {};
    },
  };
  const hub = new LiveHub({ name: 'test', channel: null, locks: null });
  hubs.push(hub);
  hub.register(PRESENCE_TOPIC, source);
  renderWithProviders(
    <LiveHubProvider hub={hub}>
      <ActivePlayers signedIn={signedIn} />
    </LiveHubProvider>,
  );
  return { control, emit: (state: PresenceState) => act(() => control.emit(state)) };
}

const state = (overrides: Partial<PresenceState> = {}): PresenceState => ({
  players: [ARIA, BRAM],
  checkedAt: CHECKED,
  failed: false,
  serverOffsetMs: 0,
  ...overrides,
});

describe('ActivePlayers', () => {
  afterEach(() => {
    for (const hub of hubs.splice(0)) hub.dispose();
  });

  it('lists the active players with links, a count and the last update', () => {
    const { emit } = renderSidebar(true);
    expect(screen.getByText('Loading active players...')).toBeInTheDocument();
    emit(state());
    expect(screen.getByText('2 players online')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aria' })).toHaveAttribute('href', `/character/view/${ARIA.id}`);
    expect(screen.getByRole('link', { name: 'Bram' })).toHaveAttribute('href', `/character/view/${BRAM.id}`);
    expect(screen.getByText('Lv 3')).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated 12:30:15 UTC');
  });

  it("reads '1 player online' for one", () => {
    const { emit } = renderSidebar(true);
    emit(state({ players: [ARIA] }));
    expect(screen.getByText('1 player online')).toBeInTheDocument();
  });

  it("reads 'No players online' for an empty list", () => {
    const { emit } = renderSidebar(true);
    emit(state({ players: [] }));
    expect(screen.getByText('No players online')).toBeInTheDocument();
  });

  it("reads 'Failed to load active players' on an error, keeping the last list", () => {
    const { emit } = renderSidebar(true);
    emit(state({ players: null, checkedAt: null, failed: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load active players');
    emit(state({ failed: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load active players');
    expect(screen.getByRole('link', { name: 'Aria' })).toBeInTheDocument();
  });

  it('shows visitors the clock but no list, and makes no call for them', () => {
    const { control } = renderSidebar(false);
    expect(screen.getByText('Sign in to see who is online.')).toBeInTheDocument();
    expect(screen.getByText(/UTC$/)).toBeInTheDocument();
    expect(control.starts).toBe(0);
  });

  it('waits for the account before choosing', () => {
    const { control } = renderSidebar(null);
    expect(screen.queryByText('Sign in to see who is online.')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading active players...')).not.toBeInTheDocument();
    expect(control.starts).toBe(0);
  });

  it('ticks a UTC server clock corrected by the measured offset', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 5, 1, 23, 59, 58) });
    const { emit } = renderSidebar(true);
    emit(state({ serverOffsetMs: 60_000 }));
    const clock = screen.getByText('Server time').parentElement!;
    expect(clock).toHaveTextContent('Server time 00:00:58 UTC');
    act(() => vi.advanceTimersByTime(1_000));
    expect(clock).toHaveTextContent('Server time 00:00:59 UTC');
  });
});

describe('formatUtcTime', () => {
  it('gives HH:MM:SS in UTC', () => {
    expect(formatUtcTime(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('03:04:05');
  });
});
