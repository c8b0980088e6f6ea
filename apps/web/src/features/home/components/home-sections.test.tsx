import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { FeaturesList } from './features-list.tsx';
import { Roadmap } from './roadmap.tsx';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('FeaturesList', () => {
  it('groups completed and coming-soon features', async () => {
    mockApi({
      'GET /api/info/features': {
        body: [
          { id: id(1), title: 'Real-time Chat', description: 'Talk', status: 'complete', emoji: '💬' },
          { id: id(2), title: 'Quests', description: 'Adventure', status: 'upcoming', emoji: '🗺️' },
        ],
      },
    });
    renderWithProviders(<FeaturesList />);
    const completed = (await screen.findByRole('heading', { name: 'Completed' })).parentElement!;
    expect(within(completed).getByText('Real-time Chat')).toBeInTheDocument();
    const soon = screen.getByRole('heading', { name: 'Coming Soon' }).parentElement!;
    expect(within(soon).getByText('Quests')).toBeInTheDocument();
  });
});

describe('Roadmap', () => {
  it('lists each phase with its status and items', async () => {
    mockApi({
      'GET /api/info/roadmap': {
        body: [
          { id: id(1), phase: 'Phase 1: Foundation', items: ['Accounts', 'Accounts'], status: 'complete' },
          { id: id(2), phase: 'Phase 2: Core Gameplay', items: ['Deeds'], status: 'current' },
        ],
      },
    });
    renderWithProviders(<Roadmap />);
    const first = (await screen.findByRole('heading', { name: 'Phase 1: Foundation' })).closest('li')!;
    expect(within(first).getByText('Complete')).toBeInTheDocument();
    expect(within(first).getAllByText('Accounts')).toHaveLength(2);
    const second = screen.getByRole('heading', { name: 'Phase 2: Core Gameplay' }).closest('li')!;
    expect(within(second).getByText('In progress')).toBeInTheDocument();
  });
});
