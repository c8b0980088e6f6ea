import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePublicCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CharacterView } from './character-view.tsx';
import { tagColors } from '@/lib/readable-color.ts';

const ID = '11111111-1111-4111-8111-111111111111';

describe('CharacterView', () => {
  it('shows the character with band alignment, age and coloured biography', async () => {
    const character = makePublicCharacter({
      id: ID,
      username: 'Mordred',
      level: 7,
      gold: 2500,
      alignment: -12,
      createdAt: new Date(Date.now() - 3.5 * 86_400_000).toISOString(),
      bio: 'I am [color=red]wrath[/color].',
    });
    mockApi({ [`GET /api/character/${ID}`]: { body: character } });
    renderWithProviders(<CharacterView id={ID} />);

    expect(screen.getByText('Loading character data...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Mordred (Level 7)');
    expect(screen.getByText('No User Image')).toBeInTheDocument();
    expect(screen.getByText('Gold').nextElementSibling).toHaveTextContent('2,500');
    expect(screen.getByText('Evil')).toHaveClass('tone--red');
    expect(screen.getByText('Character Age').nextElementSibling).toHaveTextContent('3 days');
    expect(screen.getByRole('heading', { name: 'Biography' })).toBeInTheDocument();
    // The chosen colour, brought up to AA on each theme (docs/accessibility.md).
    expect(screen.getByText('wrath')).toHaveStyle({
      '--tag-light': tagColors('red')!.light,
      '--tag-dark': tagColors('red')!.dark,
    });
    expect(screen.queryByText(/Deceased/)).not.toBeInTheDocument();
  });

  it('marks a dead character', async () => {
    mockApi({ [`GET /api/character/${ID}`]: { body: makePublicCharacter({ id: ID, dead: true }) } });
    renderWithProviders(<CharacterView id={ID} />);
    expect(await screen.findByText(/Deceased/)).toBeInTheDocument();
  });

  it("reads 'Character not found' for a missing character", async () => {
    mockApi({ [`GET /api/character/${ID}`]: { status: 404, body: { message: 'Character not found' } } });
    renderWithProviders(<CharacterView id={ID} />);
    expect(await screen.findByText('Character not found')).toBeInTheDocument();
  });

  it('reports other error answers and exceptions with the spec texts', async () => {
    mockApi({ [`GET /api/character/${ID}`]: { status: 500, body: { message: 'boom' } } });
    const first = renderWithProviders(<CharacterView id={ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch character');
    first.unmount();
    mockApi({ [`GET /api/character/${ID}`]: new TypeError('offline') });
    renderWithProviders(<CharacterView id={ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching character data');
  });
});
