import type { ContactLists } from '@tod/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ContactActions } from './contact-actions.tsx';

const friendId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const friend = {
  characterId: friendId,
  name: 'Aria',
  level: 4,
  online: true,
  cityName: 'Rivermoor',
  state: 'free' as const,
  until: null,
  since: '2026-06-01T12:00:00.000Z',
};
const empty: ContactLists = {
  friends: [],
  rivals: [],
  blocked: [],
  incoming: [],
  outgoing: [],
  partner: null,
  partnerIncoming: [],
  partnerOutgoing: [],
};

describe('ContactActions', () => {
  it('offers a stranger friendship, not partnership', async () => {
    mockApi({ 'GET /api/contacts': { body: empty } });
    renderWithProviders(<ContactActions characterId={friendId} name="Aria" />);
    expect(await screen.findByRole('button', { name: 'Add Friend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Partner/i })).toBeNull();
  });

  it('asks a friend to be partners', async () => {
    const api = mockApi({
      'GET /api/contacts': { body: { ...empty, friends: [friend] } },
      [`POST /api/contacts/partner/${friendId}`]: { status: 201, body: { status: 'proposed' } },
    });
    const { user } = renderWithProviders(<ContactActions characterId={friendId} name="Aria" />);
    await user.click(await screen.findByRole('button', { name: 'Ask to Be Partners' }));
    await expect
      .poll(() => api.calls.some((c) => c.method === 'POST' && c.path === `/api/contacts/partner/${friendId}`))
      .toBe(true);
  });

  it('ends a partnership with the partner', async () => {
    const api = mockApi({
      'GET /api/contacts': { body: { ...empty, friends: [friend], partner: friend } },
      [`DELETE /api/contacts/partner/${friendId}`]: { body: empty },
    });
    const { user } = renderWithProviders(<ContactActions characterId={friendId} name="Aria" />);
    await user.click(await screen.findByRole('button', { name: 'End Partnership' }));
    await expect
      .poll(() => api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/contacts/partner/${friendId}`))
      .toBe(true);
  });
});
