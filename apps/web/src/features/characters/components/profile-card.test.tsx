import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tagColors } from '@/lib/readable-color.ts';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ProfileCard } from './profile-card.tsx';

describe('ProfileCard', () => {
  it("shows 'No Profile Data' without a character", () => {
    renderWithProviders(<ProfileCard character={null} />);
    expect(screen.getByText('No Profile Data')).toBeInTheDocument();
  });

  it('shows name, level, gold, coloured title, age, XP progress, child code and the bio', () => {
    const character = makeOwnCharacter({
      username: 'Aria',
      level: 2,
      experience: 270,
      gold: 1234,
      good: 100,
      createdAt: '2025-01-01T00:00:00.000Z',
      childCode: 'KIN42',
      icon: 'p.webp',
      bio: '**Brave** and [color=#00ff00]green[/color]',
    });
    renderWithProviders(<ProfileCard character={character} now={Date.parse('2025-01-11T12:00:00.000Z')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aria (Level 2)');
    expect(screen.getByRole('img', { name: 'Portrait of Aria' })).toHaveAttribute('src', '/api/resources/p.webp');
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Well-Meaning Soul')).toHaveClass('tone--green');
    expect(screen.getByText('10 days')).toBeInTheDocument();
    expect(screen.getByText('KIN42')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Experience to level 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByText('Brave').tagName).toBe('STRONG');
    // The chosen colour, brought up to AA on each theme (docs/accessibility.md).
    expect(screen.getByText('green')).toHaveStyle({
      '--tag-light': tagColors('#00ff00')!.light,
      '--tag-dark': tagColors('#00ff00')!.dark,
    });
  });
});
