import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { BankPage } from './bank-page.tsx';

const offers = [
  { days: 1, ratePercent: 1, unlocked: true },
  { days: 7, ratePercent: 8, unlocked: false },
  { days: 28, ratePercent: 35, unlocked: false },
];
const terms = { offers, minPrincipal: 100, maxPrincipal: 500, running: null, collected: [] };
const state = { balance: 245, gold: 1200, feeRatePercent: 2, minFee: 1, terms };
const running = {
  id: 4,
  days: 1,
  principal: 500,
  interest: 5,
  openedAt: '2020-01-01T12:00:00.000Z',
  dueAt: '2020-01-02T12:00:00.000Z',
  collectedAt: null,
};

describe('BankPage', () => {
  it('shows the balance, previews the fee before a deposit and sends the amount', async () => {
    const api = mockApi({
      'GET /api/economy/bank': () => ({ body: state }),
      'POST /api/economy/bank/deposit': () => ({
        status: 409,
        body: { code: 'bank.not_enough_gold', message: 'You need 2000 gold to deposit it; you have 1200.' },
      }),
    });
    const { user } = renderWithProviders(<BankPage />);
    expect(await screen.findByText('1,200 gold')).toBeInTheDocument();
    expect(screen.getByText('245 gold')).toBeInTheDocument();
    expect(screen.getByText(/Each deposit pays a fee of 2%, rounded up, at least 1 gold/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Deposit gold'), '251');
    expect(screen.getByText('Fee 6 gold; 245 gold goes into the bank.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Deposit gold'));
    await user.type(screen.getByLabelText('Deposit gold'), '2000');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('You need 2000 gold to deposit it; you have 1200.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 2000 });
  });

  it('shows the terms with their interest before one is opened, offering only unlocked terms', async () => {
    const api = mockApi({
      'GET /api/economy/bank': () => ({ body: state }),
      'POST /api/economy/bank/terms': () => ({
        status: 400,
        body: { code: 'bank.term_above_max', message: 'At your level a term deposit is at most 500 gold.' },
      }),
    });
    const { user } = renderWithProviders(<BankPage />);
    expect(await screen.findByText('7 days: 8% interest (collect a 1-day term deposit first)')).toBeInTheDocument();
    const term = screen.getByLabelText('Term');
    expect(Array.from((term as HTMLSelectElement).options).map((o) => o.text)).toEqual(['1 day (1%)']);
    await user.type(screen.getByLabelText('Gold to lock'), '500');
    expect(screen.getByText('Pays 5 gold interest after 1 day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open term deposit' }));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ days: 1, principal: 500 });
  });

  it('collects a due term deposit with the keyboard', async () => {
    let collected = false;
    mockApi({
      'GET /api/economy/bank': () => ({ body: { ...state, terms: { ...terms, running: collected ? null : running } } }),
      'POST /api/economy/bank/terms/4/collect': () => {
        collected = true;
        const message = 'You collected 505 gold: 500 gold and 5 gold interest.';
        const term = { ...running, collectedAt: running.dueAt };
        return { body: { message, term, gold: 1705, character: makeOwnCharacter({ gold: 1705 }) } };
      },
    });
    const { user } = renderWithProviders(<BankPage />);
    expect(await screen.findByText(/Running: 500 gold for 1 day, paying 5 gold interest\. It is due\./)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Collect 505 gold' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You collected 505 gold: 500 gold and 5 gold interest.')).toBeInTheDocument();
  });
});
