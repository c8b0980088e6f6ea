import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CrewPage } from './crew-page.tsx';

const CREW = '11111111-1111-4111-8111-111111111111';
const ME = '22222222-2222-4222-8222-222222222222';
const CITY = '33333333-3333-4333-8333-333333333333';
const AT = '2026-06-01T12:00:00.000Z';
const noCrew = { crew: null, requests: [], founding: { price: 2000, level: 10 }, moveAllowedAt: null };
const inCrew = {
  ...noCrew,
  crew: {
    id: CREW,
    name: 'The Grey Hands',
    charter: 'evil',
    homeCity: { id: CITY, name: 'Fenwatch' },
    members: 1,
    seats: 5,
    respect: 0,
    groupDeedsDone: 0,
    createdAt: AT,
    text: '',
    purse: 40,
    nextSeatPrice: 1500,
    charterBonus: 0.03,
    roster: [{ id: ME, name: 'Aria', level: 12, rank: 'leader', permissions: [], joinedAt: AT }],
    me: { id: ME, rank: 'leader', permissions: [], withdrawRoom: 1200 },
    applications: [],
  },
};

describe('CrewPage', () => {
  it('shows the founding price and sends the shown price with the name and charter', async () => {
    let founded = false;
    const api = mockApi({
      'GET /api/crews/mine': () => ({ body: founded ? inCrew : noCrew }),
      'GET /api/crews': () => ({ body: [] }),
      'GET /api/crews/mine/log': () => ({
        body: [{ id: CREW, at: AT, kind: 'founded', text: 'Aria founded The Grey Hands.', amount: null }],
      }),
      'POST /api/crews': () => {
        founded = true;
        return { body: { message: 'You founded The Grey Hands.' } };
      },
    });
    const { user } = renderWithProviders(<CrewPage />);
    expect(await screen.findByText(/Founding a crew costs 2,000 gold and needs level 10/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Crew name'), 'The Grey Hands');
    await user.selectOptions(screen.getByLabelText('Charter'), 'evil');
    await user.click(screen.getByRole('button', { name: 'Found for 2,000 gold' }));
    expect(await screen.findByRole('heading', { name: 'The Grey Hands' })).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'The Grey Hands', charter: 'evil', maxPrice: 2000 });
    expect(screen.getByText('40 gold')).toBeInTheDocument();
    expect(await screen.findByText(/Aria founded The Grey Hands\./)).toBeInTheDocument();
    expect(screen.getByText('You may withdraw 1,200 more gold today.')).toBeInTheDocument();
  });

  it('shows the server refusal of a deposit', async () => {
    mockApi({
      'GET /api/crews/mine': () => ({ body: inCrew }),
      'GET /api/crews/mine/log': () => ({ body: [] }),
      'POST /api/crews/mine/purse/deposit': () => ({
        status: 409,
        body: { code: 'crews.not_enough_gold', message: 'You need 50 gold to deposit that; you have 10.' },
      }),
    });
    const { user } = renderWithProviders(<CrewPage />);
    await user.type(await screen.findByLabelText('Deposit gold'), '50');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('You need 50 gold to deposit that; you have 10.')).toBeInTheDocument();
  });
});
