import type { Feature, RoadmapPhase } from '@tod/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ManageHome } from './manage-home.tsx';
import { splitItems } from './roadmap-admin.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const chat: Feature = { id: id(1), title: 'Real-time Chat', description: 'Talk.', status: 'complete', emoji: '💬' };
const phase: RoadmapPhase = { id: id(2), phase: 'Phase 3: Social', items: ['Guilds', 'Friends'], status: 'upcoming' };

const emptyLists = {
  'GET /api/info/announcements': { body: [] },
  'GET /api/info/features': { body: [] },
  'GET /api/info/roadmap': { body: [] },
};

// Typing-heavy journeys: give a busy machine room beyond the 5 s default.
describe('ManageHome', { timeout: 20_000 }, () => {
  it('has six tabs that follow the keyboard, with the loading and empty texts', async () => {
    mockApi(emptyLists);
    const { user } = renderWithProviders(<ManageHome />);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Home Page Content' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Announcements',
      'Add Announcement',
      'Features',
      'Add Feature',
      'Roadmap',
      'Add Roadmap Phase',
    ]);
    expect(screen.getByText('Loading announcements...')).toBeInTheDocument();
    expect(await screen.findByText('No announcements yet. Create one to get started!')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Announcements');

    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Features' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No completed features yet.')).toBeInTheDocument();
    expect(screen.getByText('No upcoming features yet.')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Add Roadmap Phase' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText('No roadmap data yet.')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Announcements' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Roadmap' })).toHaveAttribute('tabindex', '-1');
  });

  it('keeps Create Announcement off until title and content are filled, then reports success', async () => {
    const onChanged = vi.fn();
    const api = mockApi({
      ...emptyLists,
      'POST /api/info/announcements': {
        status: 201,
        body: { id: id(9), date: '2025-03-01T12:00:00.000Z', title: 'Hello', content: 'World' },
      },
    });
    const { user } = renderWithProviders(<ManageHome onContentChanged={onChanged} />);
    await user.click(screen.getByRole('tab', { name: 'Add Announcement' }));
    const save = screen.getByRole('button', { name: 'Create Announcement' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), 'Hello');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Content'), '   ');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Content'), 'World');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Announcement created successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Hello', content: '   World' });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: 'Announcements' })).toHaveAttribute('aria-selected', 'true');
  });

  it('previews an announcement as players will read it, markdown rendered and HTML as text', async () => {
    mockApi(emptyLists);
    const { user } = renderWithProviders(<ManageHome />);
    await user.click(screen.getByRole('tab', { name: 'Add Announcement' }));
    await user.type(screen.getByLabelText('Title'), 'Big news');
    await user.type(screen.getByLabelText('Content'), '**Bold** move <b>x</b>');
    const preview = screen.getByRole('region', { name: 'Preview: as players will read it' });
    expect(await within(preview).findByText('Bold', { selector: 'strong' })).toBeInTheDocument();
    expect(within(preview).getByText('Big news')).toBeInTheDocument();
    expect(preview.querySelector('b')).toBeNull();
  });

  it('editing a feature fills the form on the add tab; choosing the add tab clears the edit', async () => {
    const api = mockApi({
      ...emptyLists,
      'GET /api/info/features': { body: [chat] },
      'POST /api/info/features': ({ body }) => ({ body: { ...chat, ...(body as object) } }),
    });
    const { user } = renderWithProviders(<ManageHome />);
    await user.click(screen.getByRole('tab', { name: 'Features' }));
    const completed = await screen.findByRole('region', { name: 'Completed Features' });
    expect(within(completed).getByText('Real-time Chat')).toBeInTheDocument();
    await user.click(within(completed).getByRole('button', { name: 'Edit feature Real-time Chat' }));

    expect(screen.getByRole('tab', { name: 'Add Feature' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Edit Feature: Real-time Chat' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Real-time Chat');
    expect(screen.getByLabelText('Emoji')).toHaveValue('💬');
    expect(screen.getByLabelText('Status')).toHaveValue('complete');

    await user.click(screen.getByRole('tab', { name: 'Add Feature' }));
    expect(screen.getByRole('heading', { name: 'Add Feature' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Emoji')).toHaveValue('✨');

    await user.click(screen.getByRole('tab', { name: 'Features' }));
    await user.click(await screen.findByRole('button', { name: 'Edit feature Real-time Chat' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'upcoming');
    await user.click(screen.getByRole('button', { name: 'Update Feature' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Feature saved successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      id: chat.id,
      title: 'Real-time Chat',
      description: 'Talk.',
      status: 'upcoming',
      emoji: '💬',
    });
  });

  it('edits a roadmap phase with comma-separated items; an error replaces the success message', async () => {
    let fail = false;
    const api = mockApi({
      ...emptyLists,
      'GET /api/info/roadmap': { body: [phase] },
      'POST /api/info/roadmap': () => (fail ? { status: 400, body: { message: 'Items are required.' } } : { body: phase }),
    });
    const { user } = renderWithProviders(<ManageHome />);
    await user.click(screen.getByRole('tab', { name: 'Roadmap' }));
    await user.click(await screen.findByRole('button', { name: 'Edit phase Phase 3: Social' }));
    expect(screen.getByRole('tab', { name: 'Add Roadmap Phase' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Items')).toHaveValue('Guilds, Friends');
    await user.type(screen.getByLabelText('Items'), ', Partners ,');
    await user.click(screen.getByRole('button', { name: 'Update Phase' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Roadmap phase saved successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      id: phase.id,
      phase: 'Phase 3: Social',
      items: ['Guilds', 'Friends', 'Partners', ''],
      status: 'upcoming',
    });

    fail = true;
    await user.click(screen.getByRole('tab', { name: 'Add Roadmap Phase' }));
    await user.type(screen.getByLabelText('Phase'), 'Phase 5');
    await user.type(screen.getByLabelText('Items'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add Phase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save roadmap phase: Items are required.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks before deleting an announcement and reports load failures', async () => {
    const item = { id: id(5), date: '2025-03-01T12:00:00.000Z', title: 'Old news', content: 'Stale.' };
    const api = mockApi({
      ...emptyLists,
      'GET /api/info/announcements': { body: [item] },
      [`DELETE /api/info/announcements/${id(5)}`]: { body: { ok: true } },
      'GET /api/info/features': { status: 500, body: { message: 'Database unavailable.' } },
    });
    const { user } = renderWithProviders(<ManageHome />);
    await user.click(await screen.findByRole('button', { name: 'Delete announcement Old news' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this announcement?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete announcement Old news' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Announcement deleted successfully!');

    await user.click(screen.getByRole('tab', { name: 'Features' }));
    expect(await screen.findByText('Failed to load features: Database unavailable.')).toBeInTheDocument();
  });

  it('splits roadmap items on commas and trims them, keeping empty entries for the server', () => {
    expect(splitItems(' a, b ,,c ')).toEqual(['a', 'b', '', 'c']);
  });
});
