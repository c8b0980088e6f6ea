import type { City } from '@tod/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { cityCount } from '../city-values.ts';
import { ManageCities } from './manage-cities.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const city = (n: number, name: string, overrides: Partial<City> = {}): City => ({
  id: id(n),
  name,
  description: `${name} lies here.`,
  alignment: 0,
  xPosition: n,
  yPosition: -n,
  owner: null,
  ownerName: null,
  isStarting: false,
  buildings: [],
  ...overrides,
});

const CHARACTER = {
  id: id(30),
  username: 'Morgana',
  icon: null,
  level: 7,
  experience: 0,
  gold: 0,
  good: 0,
  neutral: 0,
  evil: 0,
  alignment: 0,
  bio: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  dead: false,
  location: null,
  inJail: false,
};

const CITIES = [
  city(1, 'Hearthmere', {
    alignment: 5,
    buildings: [{ id: id(11), type: 'tavern', name: 'Gilded Tankard', description: 'Ale.' }],
  }),
  city(2, 'Ravenhollow', { alignment: -45, ownerName: 'Mordred', owner: id(20) }),
  city(3, 'Silverbrook', { alignment: 42, xPosition: null }),
];

// Typing-heavy journeys: give a busy machine room beyond the 5 s default.
describe('ManageCities', { timeout: 20_000 }, () => {
  it('lists cities and filters them by name with a count', async () => {
    mockApi({ 'GET /api/cities': { body: CITIES } });
    const { user } = renderWithProviders(<ManageCities />);
    expect(screen.getByText('Loading cities...')).toBeInTheDocument();
    expect(await screen.findByText('3 cities')).toBeInTheDocument();
    const raven = screen.getByRole('rowheader', { name: 'Ravenhollow' }).closest('tr')!;
    expect(raven).toHaveTextContent('Wicked (-45)');
    expect(raven).toHaveTextContent('X: 2, Y: -2');
    expect(raven).toHaveTextContent('Mordred');
    expect(within(raven).getByRole('img', { name: 'Wicked' })).toBeInTheDocument();
    const silver = screen.getByRole('rowheader', { name: 'Silverbrook' }).closest('tr')!;
    expect(silver).toHaveTextContent('X: ?, Y: -3');
    expect(silver).toHaveTextContent('None');
    expect(screen.getByRole('rowheader', { name: 'Hearthmere' }).closest('tr')).toHaveTextContent('Slightly Good (5)');

    const search = screen.getByRole('searchbox', { name: 'Search cities' });
    expect(search).toHaveAttribute('placeholder', 'Search cities...');
    await user.type(search, 'HOLL');
    expect(screen.getByText('1 city')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.type(search, 'zzz');
    expect(screen.getByText('0 cities')).toBeInTheDocument();
    expect(screen.getByText('No cities match your search')).toBeInTheDocument();
    expect(cityCount(1)).toBe('1 city');
    expect(cityCount(2)).toBe('2 cities');
  });

  it('says when there are no cities, and when they cannot be fetched', async () => {
    mockApi({ 'GET /api/cities': { body: [] } });
    const first = renderWithProviders(<ManageCities />);
    expect(await screen.findByText('No cities found')).toBeInTheDocument();
    first.unmount();
    mockApi({ 'GET /api/cities': { status: 500, body: {} } });
    renderWithProviders(<ManageCities />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cities: 500');
  });

  it('creates a city with buildings; the Create button waits while the form is open', async () => {
    const api = mockApi({
      'GET /api/cities': { body: CITIES },
      'POST /api/cities': ({ body }) => ({ status: 201, body: { ...city(4, 'Duskvale'), name: (body as City).name } }),
    });
    const { user } = renderWithProviders(<ManageCities />);
    await screen.findByText('3 cities');
    const create = screen.getByRole('button', { name: 'Create New City' });
    await user.click(create);
    expect(create).toBeDisabled();
    const form = screen.getByRole('form', { name: 'Create New City' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await user.type(within(form).getByLabelText('Name'), 'Duskvale');
    await user.type(within(form).getByLabelText('X Position'), '7');
    await user.clear(within(form).getByLabelText('Alignment'));
    await user.type(within(form).getByLabelText('Alignment'), '-12');
    await user.click(within(form).getByRole('button', { name: 'Add Building' }));
    await user.selectOptions(within(form).getByLabelText('Type of Building 1'), 'blacksmith');
    await user.type(within(form).getByLabelText('Name of Building 1'), 'Anvil');
    await user.click(within(form).getByRole('button', { name: 'Create City' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create New City' })).toHaveFocus());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Duskvale',
      description: '',
      xPosition: 7,
      yPosition: null,
      alignment: -12,
      buildings: [{ type: 'blacksmith', name: 'Anvil', description: '' }],
    });
  });

  it('chooses an owner by name from the living characters found, and saves their id', async () => {
    const api = mockApi({
      'GET /api/cities': { body: CITIES },
      'GET /api/character/search': {
        body: [{ ...CHARACTER, id: id(30), username: 'Morgana', level: 7 }],
      },
      [`PATCH /api/cities/${id(1)}`]: { body: CITIES[0] },
    });
    const { user } = renderWithProviders(<ManageCities />);
    await user.click(await screen.findByRole('button', { name: 'Edit Hearthmere' }));
    const form = screen.getByRole('form', { name: 'Edit City: Hearthmere' });
    await user.type(within(form).getByLabelText('Find a character by name'), 'Mor');
    await user.click(await within(form).findByRole('button', { name: 'Morgana (level 7)' }));
    expect(within(form).getByText('Morgana')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ owner: id(30) }));
    // Searched as typed, from two letters on.
    expect(api.calls.filter((c) => c.path === '/api/character/search').map((c) => c.query.get('name'))).not.toContain('M');
  });

  it('edits a city, shows failures until dismissed, and deletes after the warning', async () => {
    const api = mockApi({
      'GET /api/cities': { body: CITIES },
      [`PATCH /api/cities/${id(2)}`]: { status: 409, body: { message: 'Another city is already named "Hearthmere".' } },
      [`DELETE /api/cities/${id(3)}`]: { status: 409, body: { message: '2 characters are in Silverbrook.' } },
    });
    const { user } = renderWithProviders(<ManageCities />);
    await user.click(await screen.findByRole('button', { name: 'Edit Ravenhollow' }));
    const form = screen.getByRole('form', { name: 'Edit City: Ravenhollow' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Ravenhollow');
    // The owner reads by name, not id, and is chosen or removed by name.
    expect(within(form).getByText('Mordred')).toBeInTheDocument();
    expect(within(form).queryByText(id(20))).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'No owner' }));
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Hearthmere');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update city: 409 - Another city is already named "Hearthmere".');
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ name: 'Hearthmere', owner: null });
    await user.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Silverbrook' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete City' });
    expect(dialog).toHaveTextContent('This action cannot be undone!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete city: 409 - 2 characters are in Silverbrook.');
  });
});
