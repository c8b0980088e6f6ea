import { screen } from '@testing-library/react';
import type { QuestBoard, QuestChain } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { Component as QuestsRoute } from './quests.tsx';

const board: QuestBoard = {
  cityName: 'Hearthmere',
  patrons: [{ axis: 'good', name: 'Sister Elowen', standing: { points: 0, tier: 1, nextTierAt: 10 }, offers: [] }],
  active: [],
  maxActive: 3,
};
const chain: QuestChain = {
  key: 'lantern-of-hearthmere',
  title: 'The Lantern of Hearthmere',
  patron: { name: 'Sister Elowen', cityName: 'Hearthmere' },
  status: 'locked',
  lockedReason: 'Reach level 5.',
  stepsDone: 0,
  stepCount: 4,
  story: [],
  current: null,
  reward: { gold: 48, experience: 19 },
};

describe('/quests while its two reads come back', () => {
  it('draws the chains only under a board that has arrived, so nothing is pushed down the screen', async () => {
    let answerBoard: (value: { body: QuestBoard }) => void = () => {};
    const boardAnswered = new Promise<{ body: QuestBoard }>((resolve) => {
      answerBoard = resolve;
    });
    const api = mockApi({
      'GET /api/quests/board': () => boardAnswered,
      'GET /api/quests/chains': { body: { chains: [chain] } },
    });
    renderWithProviders(<QuestsRoute />, { route: '/quests', path: '/quests' });

    expect(await screen.findByText('Loading contracts...')).toBeInTheDocument();
    // The chains' answer is in before the board's...
    await expect.poll(() => api.calls.some((call) => call.path === '/api/quests/chains')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // ...and still waits to be drawn below it.
    expect(screen.queryByRole('heading', { name: 'Quest chains' })).not.toBeInTheDocument();

    answerBoard({ body: board });
    expect(await screen.findByRole('heading', { name: 'Quest chains' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Your contracts/ })).toBeInTheDocument();
    expect(screen.getByText('The Lantern of Hearthmere')).toBeInTheDocument();
  });
});
