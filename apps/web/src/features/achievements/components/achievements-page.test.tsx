import { screen } from '@testing-library/react';
import type { AchievementsView } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { AchievementsPage } from './achievements-page.tsx';
import { EarnedAchievements } from './earned-achievements.tsx';

const perks = [
  { key: 'haggler', name: 'Haggler', description: '+10% gold from each contract you hand in.', rank: 0, maxRank: 3 },
  { key: 'ambitious', name: 'Ambitious', description: 'Hold one more accepted contract at once.', rank: 1, maxRank: 1 },
];
const view = (over: Partial<AchievementsView> = {}): AchievementsView => ({
  achievements: [
    { key: 'deeds-10', name: 'Busy Hands', description: 'Do 10 deeds.', target: 10, value: 4, earnedAt: null },
    {
      key: 'first-deed',
      name: 'First Steps',
      description: 'Do your first deed.',
      target: 1,
      value: 1,
      earnedAt: '2026-06-01T12:00:00.000Z',
    },
  ],
  earned: 5,
  merits: { earned: 1, spent: 0, available: 1 },
  perks,
  ...over,
});

describe('AchievementsPage', () => {
  it('lists achievements earned first with progress, and spends a merit on a perk', async () => {
    const after = view({ merits: { earned: 1, spent: 1, available: 0 }, perks: [{ ...perks[0]!, rank: 1 }, perks[1]!] });
    const api = mockApi({
      'GET /api/achievements': { body: view() },
      'POST /api/achievements/perks/haggler': { body: { message: 'You spent a merit on Haggler: rank 1 of 3.', view: after } },
    });
    const { user } = renderWithProviders(<AchievementsPage />);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Haggler', 'Ambitious', 'First Steps (earned)', 'Busy Hands']);
    expect(
      screen.getByText(/5 of 2 achievements earned\. Every 5 achievements give a merit\. You have 1 merit to spend\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Busy Hands progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Spend a merit on Ambitious' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Spend a merit on Haggler' }));
    expect(await screen.findByText('You spent a merit on Haggler: rank 1 of 3.')).toBeInTheDocument();
    expect(screen.getByText('Rank 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spend a merit on Haggler' })).toBeDisabled();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(true);
  });

  it("shows the server's refusal and a load error", async () => {
    mockApi({
      'GET /api/achievements': { body: view() },
      'POST /api/achievements/perks/haggler': {
        status: 409,
        body: { code: 'achievements.no_merit', message: 'You have no merit to spend. Every 5 achievements give one.' },
      },
    });
    const { user } = renderWithProviders(<AchievementsPage />);
    await user.click(await screen.findByRole('button', { name: 'Spend a merit on Haggler' }));
    expect(await screen.findByText('You have no merit to spend. Every 5 achievements give one.')).toBeInTheDocument();
  });

  it('says when the achievements cannot be loaded', async () => {
    mockApi({ 'GET /api/achievements': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<AchievementsPage />);
    expect(await screen.findByText('Failed to load your achievements. Please try again.')).toBeInTheDocument();
  });
});

describe('EarnedAchievements', () => {
  it("lists a character's earned achievements, or says there are none", async () => {
    const id = '6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21';
    mockApi({
      [`GET /api/achievements/of/${id}`]: {
        body: {
          achievements: [
            { key: 'first-deed', name: 'First Steps', description: 'Do your first deed.', earnedAt: '2026-06-01T12:00:00.000Z' },
          ],
        },
      },
    });
    renderWithProviders(<EarnedAchievements characterId={id} />);
    expect(await screen.findByRole('heading', { name: 'Achievements (1)' })).toBeInTheDocument();
    expect(screen.getByText('First Steps')).toBeInTheDocument();
  });
});
