import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { EconomyOverviewPage } from './economy-overview.tsx';
import { FairPlayAdminPage } from './fair-play-admin.tsx';
import { FlagQueuePage } from './flag-queue.tsx';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const H = '33333333-3333-4333-8333-333333333333';
const F = '44444444-4444-4444-8444-444444444444';
const AT = '2026-06-01T12:00:00.000Z';

describe('EconomyOverviewPage', () => {
  it('shows the supply, each day by kind, the richest and the largest movements', async () => {
    mockApi({
      'GET /api/admin/economy': () => ({
        body: {
          supply: { onHand: 1000, inBank: 250, inTerms: 100 },
          days: [{ day: '2026-06-01', created: 5035, destroyed: 120, kinds: [{ kind: 'travel', created: 0, destroyed: 120 }] }],
          richest: [{ id: A, name: 'Aria', level: 12, gold: 5000, bank: 250 }],
          largest: [{ id: 9, at: AT, characterId: A, name: 'Aria', delta: 5000, kind: 'staff', ref: 'grant' }],
        },
      }),
    });
    renderWithProviders(<EconomyOverviewPage />);
    expect(
      await screen.findByText(/On hand 1,000 gold, in banks 250 gold, in term deposits 100 gold: 1,350\s+gold in all\./),
    ).toBeInTheDocument();
    expect(screen.getByText('2026-06-01: 5,035 in, 120 out, net 4,915')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'travel' })).toBeInTheDocument();
    expect(screen.getByText('Aria (level 12): 5,000 gold on hand, 250 in the bank')).toBeInTheDocument();
    expect(screen.getByText(/Aria: \+5,000 gold \(staff, grant\)/)).toBeInTheDocument();
  });
});

describe('FairPlayAdminPage', () => {
  it('lists linked accounts and marks a household with a note and a reason', async () => {
    const api = mockApi({
      'GET /api/admin/fair-play/links': () => ({
        body: {
          pairs: [
            {
              a: { userId: A, email: 'a@example.org', characters: ['Aria'] },
              b: { userId: B, email: 'b@example.org', characters: ['Mara'] },
              via: 'device',
              lastSeen: AT,
              householdId: null,
            },
          ],
          households: [],
        },
      }),
      'POST /api/admin/fair-play/households': () => ({ body: { message: 'Marked 2 accounts as one household.' } }),
    });
    const { user } = renderWithProviders(<FairPlayAdminPage />);
    expect(await screen.findByText(/a@example.org \(Aria\) and b@example.org \(Mara\): same device/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as a household' }));
    await user.type(screen.getByLabelText('Note'), 'Two sisters');
    await user.type(screen.getByLabelText('Reason'), 'Asked by mail');
    await user.click(screen.getByRole('button', { name: 'Mark as one household' }));
    expect(await screen.findByText('Marked 2 accounts as one household.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      userIds: [A, B],
      note: 'Two sisters',
      reason: 'Asked by mail',
    });
  });

  it("shows the server's refusal of a household and keeps the form", async () => {
    mockApi({
      'GET /api/admin/fair-play/links': () => ({
        body: {
          pairs: [
            {
              a: { userId: A, email: 'a@example.org', characters: [] },
              b: { userId: B, email: 'b@example.org', characters: [] },
              via: 'network',
              lastSeen: AT,
              householdId: null,
            },
          ],
          households: [],
        },
      }),
      'POST /api/admin/fair-play/households': () => ({
        status: 409,
        body: { code: 'fairplay.already_household', message: 'a@example.org is already in a household.' },
      }),
    });
    const { user } = renderWithProviders(<FairPlayAdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Mark as a household' }));
    await user.type(screen.getByLabelText('Note'), 'Two sisters');
    await user.type(screen.getByLabelText('Reason'), 'Asked by mail');
    await user.click(screen.getByRole('button', { name: 'Mark as one household' }));
    expect(await screen.findByText('a@example.org is already in a household.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mark a household' })).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('Two sisters');
  });

  it('removes a household', async () => {
    const api = mockApi({
      'GET /api/admin/fair-play/links': () => ({
        body: {
          pairs: [],
          households: [
            {
              id: H,
              note: 'Two sisters',
              reason: 'Asked by mail',
              createdAt: AT,
              createdByEmail: 'staff@example.org',
              members: [
                { userId: A, email: 'a@example.org', characters: [] },
                { userId: B, email: 'b@example.org', characters: [] },
              ],
            },
          ],
        },
      }),
      [`POST /api/admin/fair-play/households/${H}/remove`]: () => ({ body: { message: 'The household is removed.' } }),
    });
    const { user } = renderWithProviders(<FairPlayAdminPage />);
    expect(await screen.findByText('No linked accounts.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove household' }));
    expect(await screen.findByText('The household is removed.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === `/api/admin/fair-play/households/${H}/remove`)).toBe(true);
  });
});

describe('FlagQueuePage', () => {
  it('clears a flag with a note', async () => {
    const api = mockApi({
      'GET /api/admin/fair-play/flags': () => ({
        body: [
          {
            id: F,
            character: { id: A, name: 'Aria', level: 30 },
            reason: 'Experience per hour 6 x the norm',
            createdAt: AT,
            stops: [
              { askedAt: '2026-06-02T09:00:00.000Z', outcome: 'timed_out', jailMs: 3_600_000 },
              { askedAt: '2026-06-01T10:00:00.000Z', outcome: 'wrong', jailMs: 600_000 },
            ],
          },
        ],
      }),
      [`POST /api/admin/fair-play/flags/${F}/clear`]: () => ({ body: { message: 'The flag is cleared.' } }),
    });
    const { user } = renderWithProviders(<FlagQueuePage />);
    expect(await screen.findByText(/Aria \(level 30\): Experience per hour 6 x the norm/)).toBeInTheDocument();
    const stops = screen.getByRole('list', { name: 'City watch stops of Aria' });
    expect([...stops.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '2026-06-02 09:00: no answer in time, jailed for 1 hour',
      '2026-06-01 10:00: answered wrong, jailed for 10 minutes',
    ]);
    await user.type(screen.getByLabelText('Note'), 'A fast player');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The flag is cleared.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'A fast player' });
  });

  it("shows the server's refusal when the flag was cleared meanwhile", async () => {
    mockApi({
      'GET /api/admin/fair-play/flags': () => ({
        body: [{ id: F, character: { id: A, name: 'Aria', level: 30 }, reason: 'No rest', createdAt: AT, stops: [] }],
      }),
      [`POST /api/admin/fair-play/flags/${F}/clear`]: () => ({
        status: 404,
        body: { code: 'fairplay.flag_not_found', message: 'Flag not found or already cleared.' },
      }),
    });
    const { user } = renderWithProviders(<FlagQueuePage />);
    await user.type(await screen.findByLabelText('Note'), 'Looked at it');
    await user.click(screen.getByRole('button', { name: 'Clear the flag' }));
    expect(await screen.findByText('Flag not found or already cleared.')).toBeInTheDocument();
  });
});
