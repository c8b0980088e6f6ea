import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { GiftForm } from './gift-form.tsx';

const MARA = '0b8f6f3e-3f43-4a43-9c1e-2f1a3f1d2c11';
const allowance = (over: object = {}) => ({
  recipient: { id: MARA, username: 'Mara', level: 2 },
  allowance: 50,
  givenToday: 0,
  receivedToday: 1,
  maxGiftsPerDay: 3,
  minSenderLevel: 5,
  gold: 1200,
  refusal: null,
  ...over,
});

describe('GiftForm', () => {
  it('shows what may be given before the gift, sends it and says so', async () => {
    const api = mockApi({
      [`GET /api/economy/gifts/allowance/${MARA}`]: { body: allowance() },
      'POST /api/economy/gifts': {
        body: {
          message: 'You gave 40 gold to Mara.',
          amount: 40,
          gold: 1160,
          recipient: { id: MARA, username: 'Mara' },
          character: makeOwnCharacter(),
        },
      },
    });
    const { user } = renderWithProviders(<GiftForm to={MARA} />);
    expect(
      await screen.findByText(
        'You may give Mara up to 50 gold today; Mara received 1 of at most 3 gifts today. You carry 1,200 gold.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Gold to give'), '40');
    await user.click(screen.getByRole('button', { name: 'Give gold' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You gave 40 gold to Mara.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ to: MARA, amount: 40 });
  });

  it('gives the reason instead of the form when no gift may be given', async () => {
    mockApi({
      [`GET /api/economy/gifts/allowance/${MARA}`]: {
        body: allowance({ allowance: 0, refusal: 'You must be level 5 to give gold.' }),
      },
    });
    renderWithProviders(<GiftForm to={MARA} />);
    expect(await screen.findByText('You must be level 5 to give gold.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Gold to give')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a gift", async () => {
    mockApi({
      [`GET /api/economy/gifts/allowance/${MARA}`]: { body: allowance() },
      'POST /api/economy/gifts': {
        status: 409,
        body: { code: 'gifts.linked', message: 'You cannot give gold to Mara: your accounts are linked.' },
      },
    });
    const { user } = renderWithProviders(<GiftForm to={MARA} />);
    await user.type(await screen.findByLabelText('Gold to give'), '10');
    await user.click(screen.getByRole('button', { name: 'Give gold' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot give gold to Mara: your accounts are linked.');
  });
});
