import { screen, within } from '@testing-library/react';
import type { QuestBoard, QuestContract } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { QuestsPage } from './quests-page.tsx';

const patron = { axis: 'good' as const, name: 'Sister Elowen', cityName: 'Hearthmere' };
const offer: QuestContract = {
  id: '6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21',
  patron,
  title: 'Do 3 good deeds in Hearthmere',
  description: 'The poor of Hearthmere need hands more than prayers.',
  kind: 'deed',
  tier: 1,
  target: 3,
  progress: 0,
  status: 'offered',
  deadline: null,
  reward: { gold: 18, experience: 7, standing: 3 },
};
const accepted: QuestContract = {
  ...offer,
  status: 'active',
  progress: 3,
  deadline: new Date(Date.now() + 5 * 3_600_000).toISOString(),
};
const standing = { points: 0, tier: 1, nextTierAt: 10 };
const board = (over: Partial<QuestBoard> = {}): QuestBoard => ({
  cityName: 'Hearthmere',
  patrons: [
    { axis: 'good', name: 'Sister Elowen', standing, offers: [offer] },
    { axis: 'neutral', name: 'Factor Brannoc', standing, offers: [] },
    { axis: 'evil', name: 'Old Mag Sable', standing, offers: [] },
  ],
  active: [],
  maxActive: 3,
  ...over,
});

describe('QuestsPage', () => {
  it('shows the patrons with standing and offers, and accepts one', async () => {
    const after = board({ active: [{ ...offer, status: 'active', deadline: accepted.deadline }] });
    after.patrons[0]!.offers = [];
    const api = mockApi({
      'GET /api/quests/board': { body: board() },
      [`POST /api/quests/contracts/${offer.id}/accept`]: {
        body: {
          message: 'You accepted "Do 3 good deeds in Hearthmere" from Sister Elowen.',
          board: after,
          character: makeOwnCharacter(),
        },
      },
    });
    const { user } = renderWithProviders(<QuestsPage />);
    expect(await screen.findByRole('heading', { name: 'Sister Elowen' })).toBeInTheDocument();
    expect(screen.getAllByText(/Standing tier 1 \(0 of 10 points for the next tier\)/)).toHaveLength(3);
    expect(screen.getAllByText('No offers today. Come back tomorrow.')).toHaveLength(2);
    expect(screen.getByText('You have no contracts. Accept one from a patron below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You accepted "Do 3 good deeds in Hearthmere" from Sister Elowen.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/accept'))).toBe(true);
    const mine = screen.getByRole('region', { name: 'Your contracts (1 of 3)' });
    expect(within(mine).getByRole('progressbar', { name: 'Do 3 good deeds in Hearthmere progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('hands in a finished contract, and explains where one is handed in from another city', async () => {
    mockApi({
      'GET /api/quests/board': { body: board({ active: [accepted], cityName: 'Silverbrook', patrons: [] }) },
    });
    renderWithProviders(<QuestsPage />);
    expect(await screen.findByText('Return to Hearthmere to hand this in to Sister Elowen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hand in' })).toBeDisabled();
    expect(screen.getByText(/3 of 3 deeds · [45] hours left/)).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    mockApi({
      'GET /api/quests/board': { body: board({ active: [accepted] }) },
      [`POST /api/quests/contracts/${offer.id}/complete`]: {
        status: 409,
        body: { code: 'quests.expired', message: 'This contract has expired.' },
      },
    });
    const { user } = renderWithProviders(<QuestsPage />);
    await user.click(await screen.findByRole('button', { name: 'Hand in' }));
    expect(await screen.findByText('This contract has expired.')).toBeInTheDocument();
  });

  it('says when the board cannot be loaded', async () => {
    mockApi({ 'GET /api/quests/board': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<QuestsPage />);
    expect(await screen.findByText('Failed to load the contract board. Please try again.')).toBeInTheDocument();
  });
});
