import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CasinoPage } from './casino-page.tsx';

const HASH = 'a'.repeat(64);
const NEXT = 'b'.repeat(64);
const SEED = 'c'.repeat(64);
const state = {
  refusal: null,
  cityName: 'Blackmoor',
  houseEdgePercent: 2,
  payoutMultiplier: 2,
  lowMax: 49,
  highMin: 52,
  minStake: 10,
  maxStake: 50,
  dailyCap: 500,
  stakedToday: 80,
  gold: 520,
  commitment: HASH,
  rounds: [],
};
const round = {
  id: 7,
  seedHash: HASH,
  serverSeed: SEED,
  clientSeed: 'lucky',
  side: 'high',
  stake: 30,
  roll: 77,
  payout: 60,
  settledAt: '2026-06-01T12:00:00.000Z',
};

describe('CasinoPage', () => {
  it('shows the rules, the edge and the commitment before a bet, sends the commitment and reveals the seed after', async () => {
    let settled = false;
    const api = mockApi({
      'GET /api/casino': () => ({ body: settled ? { ...state, commitment: NEXT, rounds: [round] } : state }),
      'POST /api/casino/bets': () => {
        settled = true;
        return {
          body: {
            message: 'The roll is 77. High wins: you receive 60 gold.',
            round,
            gold: 550,
            commitment: NEXT,
            character: makeOwnCharacter({ gold: 550 }),
          },
        };
      },
    });
    const { user } = renderWithProviders(<CasinoPage />);
    expect(
      await screen.findByText(/The house edge is 2%: on average you get back 98 gold of every 100 you stake\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Low wins on 1 to 49, High on 52 to 100; 50 and 51 go to the house\./)).toBeInTheDocument();
    expect(screen.getByText(/You can stake 420 more gold today \(of 500\)\./)).toBeInTheDocument();
    expect(screen.getByTestId('commitment')).toHaveTextContent(HASH);
    await user.click(screen.getByRole('radio', { name: 'High' }));
    await user.clear(screen.getByLabelText('Stake (gold)'));
    await user.type(screen.getByLabelText('Stake (gold)'), '30');
    await user.clear(screen.getByLabelText('Your seed (mixed into the roll)'));
    await user.type(screen.getByLabelText('Your seed (mixed into the roll)'), 'lucky');
    await user.click(screen.getByRole('button', { name: 'Bet 30 gold on High' }));
    expect(await screen.findByText(/The roll is 77\. High wins: you receive 60 gold\./)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      side: 'high',
      stake: 30,
      clientSeed: 'lucky',
      commitment: HASH,
    });
    expect(await screen.findByText(/30 gold on High: roll 77, won 60 gold\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check this roll' })).toHaveAttribute(
      'href',
      `/fair-play?server=${SEED}&client=lucky`,
    );
    expect(screen.getByTestId('commitment')).toHaveTextContent(NEXT);
  });

  it('says why the casino is closed and offers no bet', async () => {
    mockApi({
      'GET /api/casino': () => ({ body: { ...state, refusal: 'There is no casino here: only evil-leaning cities keep one.' } }),
    });
    renderWithProviders(<CasinoPage />);
    expect(await screen.findByText('There is no casino here: only evil-leaning cities keep one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bet/ })).not.toBeInTheDocument();
  });
});
