import { act, screen, within } from '@testing-library/react';
import type { Prices, TravelDestination, TravelDestinations } from '@tod/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
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
    localDeeds: { count: 5, minLevel: 8, maxLevel: 24 },
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
      localDeeds: null,
    }),
  ],
};

function prices(gold: number, cheapestFee = 1): Prices {
  return {
    gold,
    training: [
      { skillId: ID(20), fee: cheapestFee },
      { skillId: ID(21), fee: cheapestFee + 8 },
    ],
    travel: [
      { cityId: ID(2), squares: 5, fare: 10 },
      { cityId: ID(3), squares: 3, fare: 6 },
    ],
    bail: { own: null, prisoners: [] },
  };
}

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
  it('moves the focus between destinations with the arrow keys, wrapping at the ends', async () => {
    mockApi({
      'GET /api/character/travel/destinations': { body: DATA },
      'GET /api/character/prices': { body: prices(100) },
    });
    const { user } = renderTravel();
    const list = await screen.findByRole('list', { name: 'Destinations' });
    const silverbrook = within(list).getByRole('button', { name: /Silverbrook/ });
    const lostholm = within(list).getByRole('button', { name: /Lostholm/ });
    silverbrook.focus();
    await user.keyboard('{ArrowDown}');
    expect(lostholm).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(silverbrook).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(lostholm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(lostholm).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the location and destinations, travels and goes to the city 1.5 s after arrival', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const result = {
      cooldown: new Date(Date.now() + 100_000).toISOString(),
      location: { id: ID(2), name: 'Silverbrook' },
      travelMinutes: 100,
      fare: 10,
      gold: 90,
      character: makeOwnCharacter({ gold: 90 }),
    };
    const api = mockApi({
      'GET /api/character/travel/destinations': { body: DATA },
      'GET /api/character/prices': { body: prices(100) },
      'POST /api/character/travel': { body: result },
    });
    const { user, onLoaded, onTravelled, router } = renderTravel();
    expect(await screen.findByText('Hearthmere')).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledWith(DATA);
    const list = screen.getByRole('list', { name: 'Destinations' });
    expect(within(list).getByRole('button', { name: /Silverbrook/ })).toHaveTextContent('5 squares · 1 minute 40 seconds');
    expect(await within(list).findByText('Fare 10 gold')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Silverbrook/ })).toHaveTextContent('5 local deeds, levels 8-24');
    expect(within(list).getByRole('button', { name: /Lostholm/ })).not.toHaveTextContent('local deed');
    expect(within(list).getByRole('button', { name: /Lostholm/ })).toHaveTextContent(
      '1 minute 20 seconds to 1 minute 39 seconds',
    );
    expect(screen.getByRole('button', { name: 'Begin Journey' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: /Silverbrook/ }));
    expect(within(list).getByRole('button', { name: /Silverbrook/ })).toHaveAttribute('aria-pressed', 'true');
    const details = screen.getByRole('region', { name: 'Silverbrook' });
    expect(details).toHaveTextContent('Silver river, white walls.');
    expect(details).toHaveTextContent('X: 3, Y: -2');
    expect(within(details).getByText('Fare').nextElementSibling).toHaveTextContent('10 gold');
    expect(within(details).getByText('Local deeds').nextElementSibling).toHaveTextContent('5 local deeds, levels 8-24');
    expect(details).toHaveTextContent('Your gold: 100');
    await user.click(within(details).getByRole('button', { name: 'Begin Journey' }));
    expect(await screen.findByText('You have arrived in Silverbrook. On to the city...')).toBeInTheDocument();
    expect(screen.getByText('Fare paid: 10 gold. Gold left: 90.')).toBeInTheDocument();
    expect(onTravelled).toHaveBeenCalledWith(result);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ cityID: ID(2) });
    expect(router.state.location.pathname).toBe('/travel');
    await act(async () => {
      vi.advanceTimersByTime(1_600);
    });
    expect(router.state.location.pathname).toBe('/city');
  });

  it('rests after a journey: one countdown, Resting... and a disabled button', async () => {
    mockApi({ 'GET /api/character/travel/destinations': { body: DATA } });
    const { user } = renderTravel({ resting: { endsAt: Date.now() + 61_000, startedAt: Date.now() - 39_000 } });
    await user.click(await screen.findByRole('button', { name: /Silverbrook/ }));
    expect(screen.queryByText(/You need to rest for/)).not.toBeInTheDocument();
    expect(screen.getByText('Resting: you can travel again in')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Resting: you can travel again in' })).toBeInTheDocument();
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

  it('refuses a fare above the purse and warns when one leaves too little to train', async () => {
    mockApi({ 'GET /api/character/travel/destinations': { body: DATA }, 'GET /api/character/prices': { body: prices(9) } });
    const first = renderTravel();
    await first.user.click(await screen.findByRole('button', { name: /Silverbrook/ }));
    const begin = screen.getByRole('button', { name: 'Begin Journey' });
    await vi.waitFor(() => expect(begin).toBeDisabled());
    expect(begin).toHaveAccessibleDescription('You need 10 gold for this fare; you have 9.');
    first.unmount();

    mockApi({ 'GET /api/character/travel/destinations': { body: DATA }, 'GET /api/character/prices': { body: prices(11, 4) } });
    const second = renderTravel();
    await second.user.click(await screen.findByRole('button', { name: /Silverbrook/ }));
    const warned = screen.getByRole('button', { name: 'Begin Journey' });
    await vi.waitFor(() =>
      expect(warned).toHaveAccessibleDescription(
        'This fare leaves you 1 gold, less than your cheapest training session (4 gold).',
      ),
    );
    expect(warned).toBeEnabled();
    // Lostholm's fare (6) leaves 5 gold, enough for the cheapest session (4): no warning.
    await second.user.click(screen.getByRole('button', { name: /Lostholm/ }));
    expect(screen.getByRole('button', { name: 'Begin Journey' })).not.toHaveAccessibleDescription();
  });

  it("shows the server's refusal of a fare and reads the prices again", async () => {
    const api = mockApi({
      'GET /api/character/travel/destinations': { body: DATA },
      'GET /api/character/prices': { body: prices(100) },
      'POST /api/character/travel': { status: 409, body: { message: 'You need 10 gold to travel to Silverbrook; you have 4.' } },
    });
    const { user } = renderTravel();
    await user.click(await screen.findByRole('button', { name: /Silverbrook/ }));
    await user.click(screen.getByRole('button', { name: 'Begin Journey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Travel failed: 409 - You need 10 gold to travel to Silverbrook; you have 4.',
    );
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/api/character/prices')).toHaveLength(2));
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
