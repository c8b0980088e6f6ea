import type { JournalEntry } from '@tod/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { UnreadBadge } from './unread-badge.tsx';

const won = (id: number, name: string): JournalEntry => ({
  id: String(id),
  type: 'deeds.attempted',
  time: '2026-06-01T12:00:00.000Z',
  text: `You succeeded at ${name}.`,
  parts: [{ text: `You succeeded at ${name}.` }],
  characters: [],
  rewards: { gold: 5, experience: 12, alignment: 0 },
});

describe('UnreadBadge', () => {
  it('counts unread groups, not lines: seven pickpockets and a prayer are two things to read', async () => {
    const entries = [...Array.from({ length: 7 }, (_, i) => won(20 - i, 'Pickpocket')), won(13, 'Pray'), won(12, 'Old')];
    const api = mockApi({
      'GET /api/character/events/unread': { body: { unread: 8, latestId: '20' } },
      'GET /api/character/events': { body: { entries: entries.slice(0, 8), nextCursor: '12', unread: 8 } },
    });
    renderWithProviders(<UnreadBadge />);
    expect(await screen.findByText('(2 unread)')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/character/events')?.query.get('limit')).toBe('8');
  });

  it('shows nothing and reads no entries when all is read', async () => {
    const api = mockApi({ 'GET /api/character/events/unread': { body: { unread: 0, latestId: '20' } } });
    const { container } = renderWithProviders(<UnreadBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(api.calls.some((call) => call.path === '/api/character/events')).toBe(false);
  });
});
