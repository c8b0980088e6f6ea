import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePublicCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CharacterSearch } from './character-search.tsx';

describe('CharacterSearch', () => {
  it('searches for the query and shows cards linking to each character', async () => {
    const good = makePublicCharacter({ username: 'Galahad', good: 9, evil: 2, level: 4, icon: 'abc.webp' });
    const evil = makePublicCharacter({ username: 'Mordred', good: 1, evil: 8 });
    const neutral = makePublicCharacter({ username: 'Merlin', good: 3, evil: 3 });
    const api = mockApi({ 'GET /api/character/search': { body: [good, evil, neutral] } });
    renderWithProviders(<CharacterSearch query="a" onSearch={vi.fn()} />);

    expect(screen.getByText('Searching...')).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Galahad/ });
    expect(api.calls[0]?.query.get('name')).toBe('a');
    expect(card).toHaveAttribute('href', `/character/view/${good.id}`);
    expect(card).toHaveTextContent('Level: 4');
    expect(card).toHaveTextContent('Alignment: Good');
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/resources/abc.webp');
    expect(screen.getByRole('link', { name: /Mordred/ })).toHaveTextContent('Alignment: Evil');
    const merlin = screen.getByRole('link', { name: /Merlin/ });
    expect(merlin).toHaveTextContent('Alignment: Neutral');
    expect(merlin).toHaveTextContent('No Image');
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET /api/character/search': { body: [] } });
    renderWithProviders(<CharacterSearch query="zzz" onSearch={vi.fn()} />);
    expect(await screen.findByText('No characters found. Try a different search term.')).toBeInTheDocument();
  });

  it('reports error answers and exceptions with the spec texts', async () => {
    mockApi({ 'GET /api/character/search': { status: 500, body: { message: 'boom' } } });
    const first = renderWithProviders(<CharacterSearch query="x" onSearch={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search for characters');
    first.unmount();

    mockApi({ 'GET /api/character/search': new TypeError('offline') });
    renderWithProviders(<CharacterSearch query="y" onSearch={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while searching');
  });

  it('asks nothing for blank text (it clears the search) and passes trimmed text on', async () => {
    const api = mockApi({});
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<CharacterSearch query="" onSearch={onSearch} />);
    expect(screen.getByText("Type part of a character's name, then Search.")).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Character name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByRole('searchbox'), ' Merlin ');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Merlin');
  });
});
