import { screen, within } from '@testing-library/react';
import { API_SCOPE_TEXT } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { NewKeyPage } from './new-key-page.tsx';

const created = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Timer app',
  prefix: 'tod_abcdefgh',
  scopes: ['public', 'cooldowns', 'jail', 'travel', 'location'],
  createdAt: '2026-11-26T15:00:00.000Z',
  lastUsedAt: null,
  key: 'tod_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
};

describe('NewKeyPage', () => {
  it('says in plain words what the tool will read before anything is made, then shows the key once', async () => {
    const api = mockApi({ 'POST /api/apikeys': { status: 201, body: created } });
    const { user } = renderWithProviders(<NewKeyPage name="Timer app" scopes="status" />);
    expect(screen.getByRole('heading', { name: '“Timer app” asks for a key' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'What the tool will read' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      API_SCOPE_TEXT.public,
      API_SCOPE_TEXT.cooldowns,
      API_SCOPE_TEXT.jail,
      API_SCOPE_TEXT.travel,
      API_SCOPE_TEXT.location,
    ]);
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create the key' }));
    expect(await screen.findByLabelText('Your new key')).toHaveValue(created.key);
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { name: 'Timer app', scopes: created.scopes } });
  });

  it('refuses a link with an unknown scope or no name, and makes nothing', () => {
    const api = mockApi({});
    const { unmount } = renderWithProviders(<NewKeyPage name="Tool" scopes="status,everything" />);
    expect(screen.getByText(/This link does not say which tool asks/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the key' })).toBeNull();
    unmount();
    renderWithProviders(<NewKeyPage name=" " scopes="public" />);
    expect(screen.getByText(/This link does not say which tool asks/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
