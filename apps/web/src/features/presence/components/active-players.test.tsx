import type { ActiveCharacter } from '@tod/contracts';
import { act, screen, waitFor } from '@testing-library/react';
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
function renderSidebar(signedIn: boolean | null, fetchPage: (page: number) => Promise<ActiveCharacter[]> = async () => []) {
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
  const { user } = renderWithProviders(
    <LiveHubProvider hub={hub}>
      <ActivePlayers signedIn={signedIn} fetchPage={fetchPage} />
    </LiveHubProvider>,
  );
  return { control, user, emit: (state: PresenceState) => act(() => control.emit(state)) };
}

const state = (overrides: Partial<PresenceState> = {}): PresenceState => ({
  players: [ARIA, BRAM],
  count: overrides.players === null ? null : (overrides.players?.length ?? 2),
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

  it('counts everyone online though one page lists only some, and shows no Show more when all are listed', () => {
    const { emit } = renderSidebar(true);
    emit(state({ count: 1234 }));
    expect(screen.getByText('1,234 players online')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    emit(state());
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('reads the next pages on Show more, lists nobody twice, and Show less goes back to the first page', async () => {
    const CARA = { id: '1b2e6679-7425-40de-944b-e07fc1f90ae9', username: 'Cara', level: 7 };
    const DORN = { id: '2b2e6679-7425-40de-944b-e07fc1f90aea', username: 'Dorn', level: 2 };
    const pages: Record<number, ActiveCharacter[]> = { 2: [BRAM, CARA], 3: [DORN] };
    const asked: number[] = [];
    const { emit, user } = renderSidebar(true, async (page) => {
      asked.push(page);
      return pages[page] ?? [];
    });
    emit(state({ count: 4 }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Cara' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Bram' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Dorn' })).toBeInTheDocument();
    expect(asked).toEqual([2, 3]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByRole('link', { name: 'Cara' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aria' })).toBeInTheDocument();
  });

  it("reads 'Failed to load active players' when a further page fails, keeping the list", async () => {
    const { emit, user } = renderSidebar(true, () => Promise.reject(new Error('down')));
    emit(state({ count: 60 }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to load active players'));
    expect(screen.getByRole('link', { name: 'Aria' })).toBeInTheDocument();
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
