import { screen, within } from '@testing-library/react';
import type { QuestChain } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ChainsPanel } from './chains-panel.tsx';

const base: QuestChain = {
  key: 'lantern-of-hearthmere',
  title: 'The Lantern of Hearthmere',
  patron: { name: 'Sister Elowen', cityName: 'Hearthmere' },
  status: 'open',
  lockedReason: null,
  stepsDone: 1,
  stepCount: 4,
  story: [{ title: 'A cold lamp', text: 'The lantern is dark.', outcome: null }],
  current: {
    index: 1,
    title: 'The ferryman',
    text: 'A nervous ferryman.',
    blocker: null,
    choices: [
      { key: 'pay', label: "Pay the ferryman's debt" },
      { key: 'threaten', label: 'Threaten him until he talks' },
    ],
  },
  reward: { gold: 48, experience: 19 },
};
const locked: QuestChain = {
  ...base,
  key: 'ashes-of-thornwick',
  title: 'Ashes of Thornwick',
  status: 'locked',
  lockedReason: 'Reach level 5.',
  stepsDone: 0,
  story: [],
  current: null,
};

describe('ChainsPanel', () => {
  it('reads the story so far, asks the choice, and presses on', async () => {
    const after: QuestChain = {
      ...base,
      stepsDone: 2,
      story: [...base.story, { title: 'The ferryman', text: 'A nervous ferryman.', outcome: 'You settle his debt.' }],
      current: {
        index: 2,
        title: 'Behind bars',
        text: 'Tam is in jail.',
        blocker: 'Visit the Ravenhollow jail: you must be in Ravenhollow.',
        choices: [],
      },
    };
    const api = mockApi({
      'GET /api/quests/chains': { body: { chains: [base, locked] } },
      'POST /api/quests/chains/lantern-of-hearthmere/advance': {
        body: {
          message: 'The ferryman: done. You settle his debt. (+5 good)',
          chains: { chains: [after, locked] },
          character: makeOwnCharacter(),
        },
      },
    });
    const { user } = renderWithProviders(<ChainsPanel />);
    const card = await screen.findByRole('article', { name: 'The Lantern of Hearthmere' });
    expect(within(card).getByText('The lantern is dark.')).toBeInTheDocument();
    const press = within(card).getByRole('button', { name: 'Press on' });
    expect(press).toBeDisabled();
    await user.click(within(card).getByRole('radio', { name: "Pay the ferryman's debt" }));
    await user.click(press);
    expect(await screen.findByText('The ferryman: done. You settle his debt. (+5 good)')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ choice: 'pay' });
    expect(screen.getByText('Visit the Ravenhollow jail: you must be in Ravenhollow.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Press on' })).toBeDisabled();
    const lockedCard = screen.getByRole('article', { name: 'Ashes of Thornwick' });
    expect(within(lockedCard).getByText('Locked. Reach level 5.')).toBeInTheDocument();
  });

  it("shows the server's refusal and a load error", async () => {
    mockApi({
      'GET /api/quests/chains': { body: { chains: [{ ...base, current: { ...base.current!, choices: [] } }] } },
      'POST /api/quests/chains/lantern-of-hearthmere/advance': {
        status: 409,
        body: { code: 'quests.step_not_ready', message: 'You must be in Silverbrook.' },
      },
    });
    const { user } = renderWithProviders(<ChainsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Press on' }));
    expect(await screen.findByText('You must be in Silverbrook.')).toBeInTheDocument();
  });

  it('says when the chains cannot be loaded', async () => {
    mockApi({ 'GET /api/quests/chains': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<ChainsPanel />);
    expect(await screen.findByText('Failed to load the quest chains. Please try again.')).toBeInTheDocument();
  });
});
