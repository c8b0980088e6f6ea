import type { ContactLists } from '@tod/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ContactsPanel } from './contacts-panel.tsx';

const friendId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const askerId = '9b2f6c1e-1d2a-4b7e-9f4e-2a1b3c4d5e6f';
const lists: ContactLists = {
  friends: [
    {
      characterId: friendId,
      name: 'Aria',
      level: 4,
      online: true,
      cityName: 'Rivermoor',
      state: 'free',
      until: null,
      since: '2026-06-01T12:00:00.000Z',
    },
  ],
  rivals: [],
  blocked: [],
  incoming: [{ characterId: askerId, name: 'Bran', level: 2, sentAt: '2026-06-01T12:00:00.000Z' }],
  outgoing: [],
  partner: null,
  partnerIncoming: [],
  partnerOutgoing: [],
};

describe('ContactsPanel', () => {
  it('shows friends with their status and accepts a request', async () => {
    const api = mockApi({
      'GET /api/contacts': { body: lists },
      [`POST /api/contacts/friends/${askerId}`]: { status: 201, body: { status: 'friends' } },
    });
    const { user } = renderWithProviders(<ContactsPanel />);
    const friends = await screen.findByRole('region', { name: 'Friends' });
    expect(within(friends).getByRole('link', { name: 'Aria' })).toBeInTheDocument();
    expect(within(friends).getByText(/Level 4 · Online · Rivermoor · Free/)).toBeInTheDocument();
    expect(screen.getByText('No rivals. Only you see this list.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Friend requests' })).getByRole('button', { name: 'Accept' }));
    await expect
      .poll(() => api.calls.some((c) => c.method === 'POST' && c.path === `/api/contacts/friends/${askerId}`))
      .toBe(true);
  });

  it('asks a friend to be partners and shows the bonus in words', async () => {
    const api = mockApi({
      'GET /api/contacts': { body: lists },
      [`POST /api/contacts/partner/${friendId}`]: { status: 201, body: { status: 'proposed' } },
    });
    const { user } = renderWithProviders(<ContactsPanel />);
    const partner = await screen.findByRole('region', { name: 'Partner' });
    expect(within(partner).getByText('No partner yet.')).toBeInTheDocument();
    expect(within(partner).getByText(/Breaking your partner out of jail earns 25% more experience/)).toBeInTheDocument();
    await user.click(within(partner).getByRole('button', { name: 'Ask Aria to be partners' }));
    await expect
      .poll(() => api.calls.some((c) => c.method === 'POST' && c.path === `/api/contacts/partner/${friendId}`))
      .toBe(true);
  });

  it('shows the partner with their state and a proposal to answer', async () => {
    const api = mockApi({
      'GET /api/contacts': {
        body: {
          ...lists,
          partner: { ...lists.friends[0]!, state: 'jailed', until: '2026-06-01T13:00:00.000Z' },
          partnerIncoming: [{ characterId: askerId, name: 'Bran', level: 2, sentAt: '2026-06-01T12:00:00.000Z' }],
        },
      },
      [`DELETE /api/contacts/partner/${friendId}`]: { body: lists },
    });
    const { user } = renderWithProviders(<ContactsPanel />);
    const partner = await screen.findByRole('region', { name: 'Partner' });
    expect(within(partner).getByText(/In jail until/)).toBeInTheDocument();
    expect(within(partner).getByRole('button', { name: 'Accept Bran as partner' })).toBeInTheDocument();
    expect(within(partner).queryByRole('button', { name: /to be partners/ })).toBeNull();
    await user.click(within(partner).getByRole('button', { name: 'End Partnership' }));
    await expect
      .poll(() => api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/contacts/partner/${friendId}`))
      .toBe(true);
  });

  it('says when the lists cannot be read', async () => {
    mockApi({ 'GET /api/contacts': { status: 500, body: { message: 'Boom' } } });
    renderWithProviders(<ContactsPanel />);
    expect(await screen.findByText('Failed to load contacts. Please try again.')).toBeInTheDocument();
  });
});
