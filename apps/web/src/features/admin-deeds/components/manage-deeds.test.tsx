import type { Deed } from '@tod/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ManageDeeds } from './manage-deeds.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const HEARTHMERE = id(90);
const CITIES = [
  {
    id: id(91),
    name: 'Silverbrook',
    description: '',
    alignment: 40,
    xPosition: 3,
    yPosition: 2,
    owner: null,
    ownerName: null,
    isStarting: false,
    buildings: [],
  },
  {
    id: HEARTHMERE,
    name: 'Hearthmere',
    description: '',
    alignment: 0,
    xPosition: 0,
    yPosition: 0,
    owner: null,
    ownerName: null,
    isStarting: true,
    buildings: [],
  },
];

const deed = (n: number, name: string, level: number, alignment: number, jailTime = 0, cityId: string | null = null): Deed => ({
  id: id(n),
  name,
  level,
  alignment,
  content: `About ${name}`,
  success: 'Well done.',
  failure: 'Oops.',
  skills: { stealth: 1 },
  cityId,
  reward: { gold: 10 * n, experience: 20 * n, alignment: n, jailTime },
});

const DEEDS = [
  deed(1, 'Rescue a Kitten', 1, 1),
  deed(2, 'Pick a Pocket', 2, -1, 60),
  deed(3, 'Map the Mine', 10, 0, 0, HEARTHMERE),
];
const MINE = 'Map the Mine (Hearthmere only)';

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('rowheader')?.textContent ?? within(row).getByRole('textbox', { name: 'Name' }));

// Typing-heavy journeys: give a busy machine room beyond the 5 s default.
describe('ManageDeeds', { timeout: 20_000 }, () => {
  it('lists deeds by level ascending and sorts by the rules of the spec', async () => {
    mockApi({ 'GET /api/admin/deeds': { body: [DEEDS[2], DEEDS[0], DEEDS[1]] }, 'GET /api/cities': { body: CITIES } });
    const { user } = renderWithProviders(<ManageDeeds />);
    await screen.findByRole('rowheader', { name: 'Rescue a Kitten' });
    await screen.findByRole('rowheader', { name: MINE });
    expect(rowNames()).toEqual(['Rescue a Kitten', 'Pick a Pocket', MINE]);
    const level = screen.getByRole('columnheader', { name: 'Level' });
    const alignment = screen.getByRole('columnheader', { name: 'Alignment' });
    expect(level).toHaveAttribute('aria-sort', 'ascending');
    expect(level).toHaveTextContent('Level↑');

    await user.click(within(level).getByRole('button'));
    expect(level).toHaveAttribute('aria-sort', 'descending');
    expect(level).toHaveTextContent('Level↓');
    expect(rowNames()).toEqual([MINE, 'Pick a Pocket', 'Rescue a Kitten']);

    await user.click(within(alignment).getByRole('button'));
    expect(alignment).toHaveAttribute('aria-sort', 'ascending');
    expect(level).toHaveAttribute('aria-sort', 'none');
    expect(rowNames()).toEqual(['Pick a Pocket', MINE, 'Rescue a Kitten']);
    await user.click(within(alignment).getByRole('button'));
    expect(rowNames()).toEqual(['Rescue a Kitten', MINE, 'Pick a Pocket']);

    const pocket = screen.getByRole('rowheader', { name: 'Pick a Pocket' }).closest('tr')!;
    expect(pocket).toHaveTextContent('60s');
    expect(pocket).toHaveTextContent('Evil');
    expect(screen.getByRole('rowheader', { name: MINE }).closest('tr')).toHaveTextContent('-');
  });

  it('quick-edits one row at a time and saves the whole deed', async () => {
    const api = mockApi({
      'GET /api/admin/deeds': { body: DEEDS },
      [`PATCH /api/deeds/${id(1)}`]: ({ body }) => ({ body: { ...DEEDS[0], ...(body as object), id: id(1) } }),
    });
    const { user } = renderWithProviders(<ManageDeeds />);
    await user.click(await screen.findByRole('button', { name: 'Edit Rescue a Kitten' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rescue a Kitten');

    await user.click(screen.getByRole('button', { name: 'Edit Pick a Pocket' }));
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Pick a Pocket');
    expect(screen.getByRole('rowheader', { name: 'Rescue a Kitten' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Map the Mine' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Rescue a Kitten' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Rescue Two Kittens');
    await user.clear(screen.getByRole('spinbutton', { name: 'Gold' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Gold' }), '25');
    await user.clear(screen.getByRole('spinbutton', { name: 'Jail Time (seconds)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Alignment' }), 'Evil (-1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Deed updated successfully!');
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      name: 'Rescue Two Kittens',
      level: 1,
      alignment: -1,
      content: 'About Rescue a Kitten',
      success: 'Well done.',
      failure: 'Oops.',
      skills: { stealth: 1 },
      cityId: null,
      reward: { gold: 25, experience: 20, alignment: 1, jailTime: 0 },
    });
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    // The list reloads after the save.
    expect(api.calls.filter((c) => c.path === '/api/admin/deeds').length).toBeGreaterThanOrEqual(2);
  });

  it('shows update failures with status and status text for 3 seconds', async () => {
    mockApi({
      'GET /api/admin/deeds': { body: DEEDS },
      [`PATCH /api/deeds/${id(1)}`]: { status: 400, body: { message: 'Level must be a whole number from 0 to 100.' } },
    });
    const { user } = renderWithProviders(<ManageDeeds />);
    await user.click(await screen.findByRole('button', { name: 'Edit Rescue a Kitten' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update deed: 400 Bad Request: Level must be a whole number from 0 to 100.');
    // The row stays open so the edit is not lost.
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens Full Edit with every field preloaded and returns to the list after saving', async () => {
    const api = mockApi({
      'GET /api/admin/deeds': { body: DEEDS },
      [`PATCH /api/deeds/${id(2)}`]: ({ body }) => ({ body: { ...DEEDS[1], ...(body as object) } }),
    });
    const { user } = renderWithProviders(<ManageDeeds />);
    await user.click(await screen.findByRole('button', { name: 'Full Edit Pick a Pocket' }));
    expect(screen.getByRole('tab', { name: 'Edit Deed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Edit Deed: Pick a Pocket' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Pick a Pocket');
    expect(screen.getByLabelText('Level')).toHaveValue(2);
    expect(screen.getByLabelText('Alignment')).toHaveValue('-1');
    expect(screen.getByLabelText('Description')).toHaveValue('About Pick a Pocket');
    expect(screen.getByLabelText(/Success Message/)).toHaveValue('Well done.');
    expect(screen.getByLabelText('Max Gold')).toHaveValue(20);
    expect(screen.getByLabelText('Max Experience')).toHaveValue(40);
    expect(screen.getByLabelText('Alignment Reward')).toHaveValue(2);
    expect(screen.getByLabelText('Jail Time (seconds)')).toHaveValue(60);

    await user.clear(screen.getByLabelText('Max Gold'));
    await user.click(screen.getByRole('button', { name: 'Update Deed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deed updated successfully!');
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ reward: { gold: 0 } });
    expect(screen.getByRole('tab', { name: 'Deeds List' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Add New Deed' })).toBeInTheDocument();
  });

  it('creates a deed from the form tab and deletes one after confirmation', async () => {
    const created = deed(4, 'Brew a Potion', 3, 0);
    const api = mockApi({
      'GET /api/admin/deeds': { body: DEEDS },
      'POST /api/deeds': { status: 201, body: created },
      [`DELETE /api/deeds/${id(3)}`]: { body: { ok: true } },
    });
    const { user } = renderWithProviders(<ManageDeeds />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Add New Deed' }));
    await user.type(screen.getByLabelText('Name'), 'Brew a Potion');
    await user.clear(screen.getByLabelText('Level'));
    await user.type(screen.getByLabelText('Level'), '3');
    await user.type(screen.getByLabelText('Description'), 'Bubbles.');
    await user.click(screen.getByRole('button', { name: 'Create Deed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('New deed created successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Brew a Potion',
      level: 3,
      alignment: 0,
      content: 'Bubbles.',
      skills: {},
      reward: { gold: 0, experience: 0, alignment: 0, jailTime: 0 },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Map the Mine' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete deed?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this deed?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deed deleted successfully!')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/deeds/${id(3)}`)).toBe(true);
  });

  it('keeps a city deed in its city on quick edit, and moves it and sets its skill in the full form', async () => {
    const api = mockApi({
      'GET /api/admin/deeds': { body: DEEDS },
      'GET /api/cities': { body: CITIES },
      [`PATCH /api/deeds/${id(3)}`]: ({ body }) => ({ body: { ...DEEDS[2], ...(body as object) } }),
    });
    const { user } = renderWithProviders(<ManageDeeds />);
    await user.click(await screen.findByRole('button', { name: 'Edit Map the Mine' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deed updated successfully!');
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ cityId: HEARTHMERE, skills: { stealth: 1 } });

    await user.click(screen.getByRole('button', { name: 'Full Edit Map the Mine' }));
    const city = screen.getByRole('combobox', { name: 'City' });
    await vi.waitFor(() =>
      expect(
        within(city)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Everywhere', 'Hearthmere', 'Silverbrook']),
    );
    expect(city).toHaveValue(HEARTHMERE);
    expect(screen.getByRole('combobox', { name: 'Skill' })).toHaveValue('stealth');
    expect(screen.getByRole('spinbutton', { name: 'Skill level' })).toHaveValue(1);

    await user.selectOptions(city, 'Everywhere');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skill' }), 'Lockpicking');
    await user.clear(screen.getByRole('spinbutton', { name: 'Skill level' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Skill level' }), '7');
    await user.click(screen.getByRole('button', { name: 'Update Deed' }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'PATCH')[1]?.body).toMatchObject({ cityId: null, skills: { Lockpicking: 7 } });
  });

  it('creates a city deed without a skill, the level field off while no skill is chosen', async () => {
    const api = mockApi({
      'GET /api/admin/deeds': { body: DEEDS },
      'GET /api/cities': { body: CITIES },
      'POST /api/deeds': { status: 201, body: deed(5, 'Toll the Bell', 4, 1, 0, id(91)) },
    });
    const { user } = renderWithProviders(<ManageDeeds />);
    await user.click(await screen.findByRole('tab', { name: 'Add New Deed' }));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Skill' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Skill level' })).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'Toll the Bell');
    await user.type(screen.getByLabelText('Description'), 'Dong.');
    await screen.findByRole('option', { name: 'Silverbrook' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Silverbrook');
    await user.click(screen.getByRole('button', { name: 'Create Deed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('New deed created successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ cityId: id(91), skills: {} });
  });

  it('reloads on Refresh List and on switching to the list; shows empty and error states', async () => {
    let calls = 0;
    const api = mockApi({
      'GET /api/admin/deeds': () => {
        calls += 1;
        return calls === 1 ? { body: [] } : { status: 503, body: {} };
      },
    });
    const { user } = renderWithProviders(<ManageDeeds />);
    expect(screen.getByText('Loading deeds...')).toBeInTheDocument();
    expect(await screen.findByText('No deeds found. Create your first deed!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh List' }));
    expect(await screen.findByText('Failed to load deeds: 503 Service Unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Add New Deed' }));
    await user.click(screen.getByRole('tab', { name: 'Deeds List' }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/api/admin/deeds').length).toBe(3));
  });
});
