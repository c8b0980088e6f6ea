import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePublicCharacter } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { Component as SearchRoute } from './character-search.tsx';

describe('/character/search', () => {
  it('an emptied search lists no one and leaves the address without a query', async () => {
    const api = mockApi({ 'GET /api/character/search': { body: [makePublicCharacter({ username: 'Merlin' })] } });
    const { user, router } = renderWithProviders(<SearchRoute />, {
      route: '/character/search?q=Mer',
      path: '/character/search',
    });
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Character name' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByText("Type part of a character's name, then Search.")).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(api.calls.map((call) => call.query.get('name'))).toEqual(['Mer']);
  });
});
