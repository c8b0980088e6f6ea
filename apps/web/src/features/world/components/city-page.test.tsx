import { screen, within } from '@testing-library/react';
import type { City, Prisoner } from '@tod/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CityPage } from './city-page.tsx';
import { MAP_BACKGROUND_KEY } from './map-background.tsx';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SELF = ID(900);

function city(overrides: Partial<City> = {}): City {
  return {
    id: ID(1),
    name: 'Hearthmere',
    description: 'A bustling crossroads city.',
    alignment: 5,
    xPosition: 0,
    yPosition: 0,
    owner: null,
    ownerName: null,
    isStarting: true,
    buildings: [
      { id: ID(11), type: 'tavern', name: 'The Gilded Tankard', description: 'Warm ale.' },
      { id: ID(12), type: 'city hall', name: 'The Moot Hall', description: 'Petitions.' },
    ],
    ...overrides,
  };
}

const other = city({ id: ID(2), name: 'Ravenhollow', alignment: -45, xPosition: -4, yPosition: 3, buildings: [] });
const releaseTime = new Date(Date.now() + 125_000).toISOString();
const prisoner: Prisoner = { id: ID(50), username: 'Mara', level: 3, releaseTime, jailReleaseTime: releaseTime, bail: 9 };

function renderCity(props: Partial<Parameters<typeof CityPage>[0]> = {}) {
  const handlers = { onJailbreak: vi.fn(), onRescueRefused: vi.fn(), onBailPaid: vi.fn(), onFreed: vi.fn() };
  const view = renderWithProviders(
    <CityPage
      locationId={ID(1)}
      selfId={SELF}
      imprisoned={false}
      prisonerNotice={<p>Prisoner notice</p>}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('CityPage', () => {
  it('shows the overview: description, size, alignment band and a map centred on the city', async () => {
    mockApi({ [`GET /api/cities/${ID(1)}`]: { body: city() }, 'GET /api/cities': { body: [city(), other] } });
    renderCity();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hearthmere' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('A bustling crossroads city.')).toBeInTheDocument();
    expect(screen.getByText('Town')).toBeInTheDocument();
    expect(screen.getByText('Slightly Good')).toHaveClass('tone--green');
    expect(screen.getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/travel');
    expect(await screen.findByText(/Map of the realm, 11 × 11 squares, centred on Hearthmere/)).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Current city', 'Good city', 'Neutral city', 'Evil city']);
    expect(screen.getByText('Ravenhollow, wicked: -4, 3')).toBeInTheDocument();
  });

  it('puts each city on its square and leaves out a city past the edge or without a position', async () => {
    const far = city({ id: ID(3), name: 'Farreach', alignment: 0, xPosition: 40, yPosition: 0, buildings: [] });
    const lost = city({ id: ID(4), name: 'Nowhere', alignment: 0, xPosition: null, yPosition: null, buildings: [] });
    mockApi({
      [`GET /api/cities/${ID(1)}`]: { body: city() },
      'GET /api/cities': { body: [city(), other, far, lost] },
    });
    renderCity();
    // 40 squares away is past the largest map: 15 x 15 squares from -7 to 7 around Hearthmere.
    expect(await screen.findByText(/Map of the realm, 15 × 15 squares/)).toBeInTheDocument();
    const places = [...document.querySelectorAll<HTMLElement>('.city-map__place')].map((place) => ({
      title: place.title,
      column: place.style.gridColumn,
      row: place.style.gridRow,
    }));
    // Column 1 and row 1 hold the axes, so the square (-7, -7) is column 2, row 2.
    expect(places).toEqual([
      { title: 'Hearthmere (0, 0)', column: '9', row: '9' },
      { title: 'Ravenhollow (-4, 3)', column: '5', row: '12' },
    ]);
    expect(screen.getByText('Farreach, neutral: 40, 0 (off the map)')).toBeInTheDocument();
    expect(screen.getByText('Nowhere, neutral: position unknown')).toBeInTheDocument();
  });

  it('names every city beside its marker, in a legend always in view, with markers told apart', async () => {
    const silver = city({ id: ID(3), name: 'Silverbrook', alignment: 42, xPosition: 3, yPosition: -2, buildings: [] });
    const salt = city({ id: ID(4), name: 'Saltmarsh Harbour', alignment: -24, xPosition: 6, yPosition: -5, buildings: [] });
    mockApi({ [`GET /api/cities/${ID(1)}`]: { body: city() }, 'GET /api/cities': { body: [city(), silver, salt] } });
    renderCity();
    const legend = await screen.findByRole('list', { name: 'Cities on the map' });
    expect(legend.closest('details')).toBeNull();
    expect(within(legend).getByText('Silverbrook,', { exact: false })).toBeVisible();
    const markers = [...document.querySelectorAll('.city-map__place .map-marker')].map((m) => m.textContent);
    expect(markers).toEqual(['H', 'Si', 'Sa']);
    // Players do not get the staff's map background tool.
    expect(screen.queryByLabelText('Custom map background address')).not.toBeInTheDocument();
  });

  it('keeps a custom map background in the browser, refusing addresses the page may not load', async () => {
    mockApi({ [`GET /api/cities/${ID(1)}`]: { body: city() }, 'GET /api/cities': { body: [city()] } });
    const { user } = renderCity({ staff: true });
    const field = await screen.findByLabelText('Custom map background address');
    await user.type(field, 'https://example.com/map.png');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Only images from this site or data: addresses/);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('');

    await user.type(field, '/api/resources/map.webp');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(localStorage.getItem(MAP_BACKGROUND_KEY)).toBe('/api/resources/map.webp');
    expect(document.querySelector('.city-map__background')).toHaveAttribute('src', '/api/resources/map.webp');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(localStorage.getItem(MAP_BACKGROUND_KEY)).toBe('');
    expect(document.querySelector('.city-map__frame--none')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Default' }));
    expect(localStorage.getItem(MAP_BACKGROUND_KEY)).toBeNull();
    expect(document.querySelector('.city-map__frame--default')).not.toBeNull();
  });

  it('lists the City Jail first, then the buildings, and says when there are none', async () => {
    mockApi({ [`GET /api/cities/${ID(1)}`]: { body: city() }, 'GET /api/cities': { body: [city()] } });
    const first = renderCity();
    await first.user.click(await screen.findByRole('tab', { name: 'Buildings' }));
    const names = within(screen.getByRole('list', { name: 'Buildings of Hearthmere' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toEqual(['City Jail', 'The Gilded Tankard', 'The Moot Hall']);
    expect(screen.getByText('City Hall')).toBeInTheDocument();
    first.unmount();

    mockApi({ [`GET /api/cities/${ID(1)}`]: { body: city({ buildings: [] }) }, 'GET /api/cities': { body: [] } });
    const second = renderCity();
    await second.user.click(await screen.findByRole('tab', { name: 'Buildings' }));
    expect(screen.getByText('No buildings have been discovered in this city yet.')).toBeInTheDocument();
  });

  it('visits the jail and breaks a prisoner out, with the attempt button disabled meanwhile', async () => {
    let release: (value: unknown) => void = () => {};
    const api = mockApi({
      [`GET /api/cities/${ID(1)}`]: { body: city() },
      'GET /api/cities': { body: [city()] },
      'GET /api/city/jail': { body: [prisoner] },
      'POST /api/character/actions/jailbreak': async () => {
        await new Promise((resolve) => {
          release = resolve;
        });
        return {
          body: {
            success: false,
            message: 'The guards caught you!',
            jailTime: new Date(Date.now() + 5_000).toISOString(),
            experience: 0,
            rescueCooldown: new Date(Date.now() + 240_000).toISOString(),
            character: makeOwnCharacter(),
          },
        };
      },
    });
    const { user, onJailbreak } = renderCity();
    await user.click(await screen.findByRole('tab', { name: 'Buildings' }));
    await user.click(screen.getByRole('button', { name: 'Visit Jail' }));
    expect(screen.getByRole('heading', { name: 'City Jail of Hearthmere' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Mara' })).toHaveAttribute('href', `/character/view/${ID(50)}`);
    expect(screen.getByText(/Release in/)).toHaveTextContent(/Release in \dm \d\ds/);

    await user.click(screen.getByRole('button', { name: 'Attempt Breakout of Mara' }));
    expect(screen.getByRole('button', { name: 'Attempt Breakout of Mara' })).toBeDisabled();
    release(null);
    const dialog = await screen.findByRole('dialog', { name: 'Breakout Failed' });
    expect(dialog).toHaveTextContent('The guards caught you!');
    expect(onJailbreak).toHaveBeenCalledTimes(1);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ player: ID(50) });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Back to City' }));
    expect(screen.getByRole('button', { name: 'Visit Jail' })).toHaveFocus();
  });

  it('shows a prisoner only the jail, with their notice and no breakout, and notices a release', async () => {
    let prisoners: Prisoner[] = [prisoner, { ...prisoner, id: SELF, username: 'Me' }];
    mockApi({
      [`GET /api/cities/${ID(1)}`]: { body: city() },
      'GET /api/cities': { body: [city()] },
      'GET /api/city/jail': () => ({ body: prisoners }),
    });
    const { onFreed, client } = renderCity({ imprisoned: true });
    expect(await screen.findByRole('tab', { name: 'Buildings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Prisoner notice')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mara' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Attempt Breakout/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to City' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visit Jail' })).not.toBeInTheDocument();
    expect(onFreed).not.toHaveBeenCalled();

    prisoners = [prisoner];
    await client.refetchQueries({ queryKey: ['world', 'jail'] });
    await vi.waitFor(() => expect(onFreed).toHaveBeenCalled());
  });

  it('has the empty jail and the error texts', async () => {
    mockApi({
      [`GET /api/cities/${ID(1)}`]: { body: city() },
      'GET /api/cities': { body: [city()] },
      'GET /api/city/jail': { body: [] },
    });
    const first = renderCity();
    await first.user.click(await screen.findByRole('tab', { name: 'Buildings' }));
    await first.user.click(screen.getByRole('button', { name: 'Visit Jail' }));
    expect(await screen.findByText('There are currently no prisoners in this jail.')).toBeInTheDocument();
    first.unmount();

    mockApi({
      [`GET /api/cities/${ID(1)}`]: { body: city() },
      'GET /api/cities': { body: [city()] },
      'GET /api/city/jail': { status: 500, body: { message: 'boom' } },
    });
    const second = renderCity();
    await second.user.click(await screen.findByRole('tab', { name: 'Buildings' }));
    await second.user.click(screen.getByRole('button', { name: 'Visit Jail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load jailed players. Please try again.');
    second.unmount();

    mockApi({ [`GET /api/cities/${ID(1)}`]: { status: 404, body: { message: 'City not found.' } } });
    renderCity();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch city data: 404');
    expect(screen.getByRole('link', { name: 'Find a City' })).toHaveAttribute('href', '/travel');
  });

  it('says when the character is in no city', () => {
    mockApi({});
    renderCity({ locationId: null });
    expect(screen.getByText('Your character is not currently in any city.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a City' })).toHaveAttribute('href', '/travel');
  });

  it('shows the server reason for a refused jailbreak and the spec text otherwise', async () => {
    mockApi({
      [`GET /api/cities/${ID(1)}`]: { body: city() },
      'GET /api/cities': { body: [city()] },
      'GET /api/city/jail': { body: [prisoner] },
      'POST /api/character/actions/jailbreak': new TypeError('offline'),
    });
    const { user } = renderCity();
    await user.click(await screen.findByRole('tab', { name: 'Buildings' }));
    await user.click(screen.getByRole('button', { name: 'Visit Jail' }));
    await user.click(await screen.findByRole('button', { name: 'Attempt Breakout of Mara' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'There was an error attempting the jailbreak. Please try again later.',
    );
  });

  it("shows the rescuer's wait it is given: a timer of the character, so a reload keeps it", async () => {
    mockApi({
      [`GET /api/cities/${ID(1)}`]: { body: city() },
      'GET /api/cities': { body: [city()] },
      'GET /api/city/jail': { body: [prisoner] },
    });
    const { user } = renderCity({ rescueReadyAt: Date.now() + 240_000 });
    await user.click(await screen.findByRole('tab', { name: 'Buildings' }));
    await user.click(screen.getByRole('button', { name: 'Visit Jail' }));
    expect(screen.getByText(/Rescue again in/)).toHaveTextContent(/Rescue again in [34]m \d\ds/);
  });

  it("hands on the end of the rescuer's wait a refused jailbreak names", async () => {
    const message = 'You must wait before another rescue: you can try again in 2 minutes.';
    const details = { rescueCooldownEndsAt: new Date(Date.now() + 120_000).toISOString() };
    mockApi({
      [`GET /api/cities/${ID(1)}`]: { body: city() },
      'GET /api/cities': { body: [city()] },
      'GET /api/city/jail': { body: [prisoner] },
      'POST /api/character/actions/jailbreak': {
        status: 409,
        body: {
          message,
          code: 'jail.rescue_cooldown',
          details,
        },
      },
    });
    const { user, onRescueRefused } = renderCity();
    await user.click(await screen.findByRole('tab', { name: 'Buildings' }));
    await user.click(screen.getByRole('button', { name: 'Visit Jail' }));
    expect(screen.queryByText(/Rescue again in/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Attempt Breakout of Mara' }));
    expect(await screen.findByRole('dialog', { name: 'Breakout Failed' })).toHaveTextContent(message);
    expect(onRescueRefused).toHaveBeenCalledWith(details);
  });
});
