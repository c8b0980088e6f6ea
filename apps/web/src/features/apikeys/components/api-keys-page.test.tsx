import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ApiKeysPage } from './api-keys-page.tsx';

const KEY = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Timer app',
  prefix: 'tod_abcdefgh',
  scopes: ['public', 'cooldowns'],
  createdAt: '2026-11-26T15:00:00.000Z',
  lastUsedAt: null,
};

describe('ApiKeysPage', () => {
  it('lists keys by prefix, shows a key’s calls and revokes it', async () => {
    let keys = [KEY];
    const api = mockApi({
      'GET /api/apikeys': () => ({ body: keys }),
      [`GET /api/apikeys/${KEY.id}/calls`]: {
        body: [
          { at: '2026-11-26T15:01:00.000Z', method: 'GET', endpoint: '/api/me/status', status: 200, address: '203.0.113.x' },
        ],
      },
      [`DELETE /api/apikeys/${KEY.id}`]: () => {
        keys = [];
        return { body: { ok: true } };
      },
    });
    const { user } = renderWithProviders(<ApiKeysPage />);
    expect(await screen.findByText('Timer app')).toBeInTheDocument();
    expect(screen.getByText('tod_abcdefgh…')).toBeInTheDocument();
    expect(screen.getByText(/last used never/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Latest calls of Timer app' }));
    expect(await screen.findByRole('cell', { name: 'GET /api/me/status' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '203.0.113.x' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke Timer app' }));
    expect(await screen.findByText('You have no API keys.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('makes a key from a preset or a custom set, and shows it once', async () => {
    const api = mockApi({
      'GET /api/apikeys': { body: [] },
      'POST /api/apikeys': ({ body }) => ({
        status: 201,
        body: { ...KEY, ...(body as object), key: 'tod_secret_shown_once_0123456789abcdef' },
      }),
    });
    const { user } = renderWithProviders(<ApiKeysPage />);
    await user.type(screen.getByLabelText('Name (which tool will use it)'), 'Stats site');
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.click(screen.getByRole('checkbox', { name: /^gold:/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('Your new key')).toHaveValue('tod_secret_shown_once_0123456789abcdef');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Stats site', scopes: ['public', 'gold'] });
  });
});
