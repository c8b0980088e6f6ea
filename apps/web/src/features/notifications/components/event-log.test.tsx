import type { JournalEntry } from '@tod/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { EventLog } from './event-log.tsx';

const BRAN = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Bran' };

const entry = (id: number, patch: Partial<JournalEntry> = {}): JournalEntry => ({
  id: String(id),
  type: 'deeds.attempted',
  time: new Date(Date.UTC(2026, 5, 1, 12, id)).toISOString(),
  text: `Entry ${id}.`,
  parts: [{ text: `Entry ${id}.` }],
  characters: [],
  rewards: null,
  ...patch,
});

const brokenOut = entry(30, {
  type: 'jail.broken_out',
  text: 'Bran broke you out of jail.',
  parts: [{ text: 'Bran', character: BRAN }, { text: ' broke you out of jail.' }],
  characters: [BRAN],
});
const deed = entry(29, {
  text: 'You robbed the mint and got away.',
  parts: [{ text: 'You robbed the mint and got away.' }],
  rewards: { gold: 12, experience: 30, alignment: -1 },
});

const won = (id: number, name: string, patch: Partial<JournalEntry> = {}) =>
  entry(id, {
    text: `You succeeded at ${name}.`,
    parts: [{ text: `You succeeded at ${name}.` }],
    rewards: { gold: 5, experience: 12, alignment: 0 },
    ...patch,
  });

describe('EventLog groups and filters', () => {
  it('folds a run of the same deed into one line and filters by kind', async () => {
    mockApi({
      'GET /api/character/events': {
        body: {
          entries: [won(40, 'Pickpocket'), won(39, 'Pickpocket'), won(38, 'Pickpocket'), brokenOut, deed],
          nextCursor: null,
          unread: 0,
        },
      },
      'GET /api/character/events/unread': { body: { unread: 0, latestId: '40' } },
    });
    const { user } = renderWithProviders(<EventLog />);
    const log = await screen.findByRole('list', { name: 'Events, newest first' });
    expect(within(log).getByText('Pickpocket x3: +36 XP, +15 gold (all succeeded)')).toBeInTheDocument();
    expect(within(log).getByText('Show all 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Jail' }));
    expect(screen.getByRole('button', { name: 'Jail' })).toHaveAttribute('aria-pressed', 'true');
    const jailOnly = screen.getByRole('list', { name: 'Events, newest first' });
    expect(within(jailOnly).queryByText(/Pickpocket/)).not.toBeInTheDocument();
    expect(within(jailOnly).getByText('Bran')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Travel' }));
    expect(screen.getByText('No events of this kind among those loaded.')).toBeInTheDocument();
  });
});

describe('EventLog', () => {
  it('lists entries newest first with links to the characters they name and the rewards', async () => {
    mockApi({
      'GET /api/character/events': { body: { entries: [brokenOut, deed], nextCursor: null, unread: 0 } },
      'GET /api/character/events/unread': { body: { unread: 0, latestId: '30' } },
    });
    renderWithProviders(<EventLog />);
    const list = await screen.findByRole('list', { name: 'Events, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bran broke you out of jail.');
    expect(within(items[0]!).getByRole('link', { name: 'Bran' })).toHaveAttribute('href', `/character/view/${BRAN.id}`);
    expect(items[1]).toHaveTextContent('+12 gold, +30 experience, -1 alignment');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads older entries with the cursor of the page before', async () => {
    const api = mockApi({
      'GET /api/character/events': ({ query }) =>
        query.get('cursor') === 'c2'
          ? { body: { entries: [entry(1)], nextCursor: null, unread: 0 } }
          : { body: { entries: [entry(3), entry(2)], nextCursor: 'c2', unread: 0 } },
      'GET /api/character/events/unread': { body: { unread: 0, latestId: '3' } },
    });
    const { user } = renderWithProviders(<EventLog />);
    await screen.findByText('Entry 3.');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Entry 1.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = api.calls.filter((c) => c.path === '/api/character/events');
    expect(pages.map((c) => c.query.get('cursor'))).toEqual([null, 'c2']);
  });

  it('marks what it shows read and flags the entries that were new', async () => {
    const api = mockApi({
      'GET /api/character/events': { body: { entries: [brokenOut, deed, entry(5)], nextCursor: null, unread: 2 } },
      'GET /api/character/events/unread': { body: { unread: 2, latestId: '30' } },
      'POST /api/character/events/read': { body: { unread: 0, latestId: '30' } },
    });
    renderWithProviders(<EventLog />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^.*New: Bran broke you out/);
    expect(items[1]).toHaveTextContent('New:');
    expect(items[2]).not.toHaveTextContent('New:');
    await expect.poll(() => api.calls.find((c) => c.method === 'POST')?.body).toEqual({ upToId: '30' });
  });

  it('says so when nothing has happened yet, and marks nothing read', async () => {
    const api = mockApi({
      'GET /api/character/events': { body: { entries: [], nextCursor: null, unread: 0 } },
      'GET /api/character/events/unread': { body: { unread: 0, latestId: null } },
    });
    renderWithProviders(<EventLog />);
    expect(await screen.findByText(/Nothing has happened to your character yet/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers to try again when the log fails to load', async () => {
    mockApi({
      'GET /api/character/events': { status: 500, body: { message: 'Boom' } },
      'GET /api/character/events/unread': { body: { unread: 0, latestId: null } },
    });
    renderWithProviders(<EventLog />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load events. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
