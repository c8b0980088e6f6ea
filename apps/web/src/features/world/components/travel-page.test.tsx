import { act, screen, within } from '@testing-library/react';
import type { TravelDestination, TravelDestinations } from '@tod/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { landing, renderWithProviders } from '@/testing/render.tsx';
import { TravelPage, type TravelPageProps } from './travel-page.tsx';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function destination(overrides: Partial<TravelDestination>): TravelDestination {
  return {
    id: ID(2),
    name: 'Silverbrook',
    description: 'Silver river, white walls.',
    alignment: 42,
    xPosition: 3,
    yPosition: -2,
    distance: 5,
    travelMinutes: 100,
    travelMinutesMax: 100,
    travelMs: 100_000,
    travelMsMax: 100_000,
    ...overrides,
  };
}

const DATA: TravelDestinations = {
  location: { id: ID(1), name: 'Hearthmere' },
  restingUntil: null,
  destinations: [
    destination({}),
    destination({
      id: ID(3),
      name: 'Lostholm',
      xPosition: null,
      yPosition: null,
      distance: null,
      travelMs: 80_000,
      travelMsMax: 99_000,
    }),
  ],
};

function renderTravel(props: Partial<TravelPageProps> = {}) {
  const handlers = { onLoaded: vi.fn(), onTravelled: vi.fn(), onRefused: vi.fn() };
  const view = renderWithProviders(<TravelPage resting={null} jailed={false} {...handlers} {...props} />, {
    route: '/travel',
    path: '/travel',
    routes: [landing('/city', 'City page')],
  });
  return { ...view, ...handlers };
}

describe('TravelPage', () => {
  it('shows the location and destinations, travels and goes to the city 1.5 s after arrival', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const result = {
      cooldown: new Date(Date.now() + 100_000).toISOString(),
      location: { id: ID(2), name: 'Silverbrook' },
      travelMinutes: 100,
    };
    const api = mockApi({
      'GET /api/character/travel/destinations': { body: DATA },
      'POST /api/character/travel': { body: result },
    });
    const { user, onLoaded, onTravelled, router } = renderTravel();
    expect(await screen.findByText('Hearthmere')).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledWith(DATA);
    const list = screen.getByRole('list', { name: 'Destinations' });
    expect(within(list).getByRole('button', { name: /Silverbrook/ })).toHaveTextContent('5 squares · 1 minute 40 seconds');
    expect(within(list).getByRole('button', { name: /Lostholm/ })).toHaveTextContent(
      '1 minute 20 seconds to 1 minute 39 seconds',
    );
    expect(screen.getByRole('button', { name: 'Begin Journey' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: /Silverbrook/ }));
    expect(within(list).getByRole('button', { name: /Silverbrook/ })).toHaveAttribute('aria-pressed', 'true');
    const details = screen.getByRole('region', { name: 'Silverbrook' });
    expect(details).toHaveTextContent('Silver river, white walls.');
    expect(details).toHaveTextContent('X: 3, Y: -2');
    await user.click(within(details).getByRole('button', { name: 'Begin Journey' }));
    expect(await screen.findByText('You have arrived in Silverbrook. On to the city...')).toBeInTheDocument();
    expect(onTravelled).toHaveBeenCalledWith(result);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ cityID: ID(2) });
    expect(router.state.location.pathname).toBe('/travel');
    await act(async () => {
      vi.advanceTimersByTime(1_600);
    });
    expect(router.state.location.pathname).toBe('/city');
  });

  it('rests after a journey: warning, Resting... and a disabled button', async () => {
    mockApi({ 'GET /api/character/travel/destinations': { body: DATA } });
    const { user } = renderTravel({ resting: { endsAt: Date.now() + 61_000, startedAt: Date.now() - 39_000 } });
    await user.click(await screen.findByRole('button', { name: /Silverbrook/ }));
    expect(screen.getByText('You need to rest for 2 more minutes before traveling again.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Rested in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resting...' })).toBeDisabled();
  });

  it("shows 'Traveling...' during the request, a 429 as it comes and other refusals with their status", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    mockApi({
      'GET /api/character/travel/destinations': { body: DATA },
      'POST /api/character/travel': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user, onRefused } = renderTravel();
    await user.click(await screen.findByRole('button', { name: /Silverbrook/ }));
    await user.click(screen.getByRole('button', { name: 'Begin Journey' }));
    expect(screen.getByRole('button', { name: 'Traveling...' })).toBeDisabled();
    const details = { retryAfterSeconds: 60, cooldown: new Date(Date.now() + 60_000).toISOString() };
    answer({ status: 429, body: { message: 'You need to rest for 1 more minute before traveling again.', details } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You need to rest for 1 more minute before traveling again.');
    expect(onRefused).toHaveBeenCalledWith(details);

    await user.click(screen.getByRole('button', { name: 'Begin Journey' }));
    answer({ status: 400, body: { message: 'You are already in Silverbrook.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Travel failed: 400 - You are already in Silverbrook.');
  });

  it('has empty and error states', async () => {
    mockApi({ 'GET /api/character/travel/destinations': { body: { ...DATA, destinations: [] } } });
    const first = renderTravel();
    expect(await screen.findByText('No available destinations found.')).toBeInTheDocument();
    first.unmount();
    mockApi({ 'GET /api/character/travel/destinations': { status: 500, body: { message: 'boom' } } });
    const second = renderTravel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load travel destinations. Please try again later.');
    second.unmount();
    mockApi({
      'GET /api/character/travel/destinations': { body: DATA },
      'POST /api/character/travel': new TypeError('offline'),
    });
    const { user } = renderTravel({ jailed: false });
    await user.click(await screen.findByRole('button', { name: /Silverbrook/ }));
    await user.click(screen.getByRole('button', { name: 'Begin Journey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to travel to destination. Please try again later.');
  });
});
