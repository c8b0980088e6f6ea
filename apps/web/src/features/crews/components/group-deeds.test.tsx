import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { onCrewsMessage } from '../api.ts';
import { GroupDeeds } from './group-deeds.tsx';

const PLAN = '44444444-4444-4444-8444-444444444444';
const CITY = '33333333-3333-4333-8333-333333333333';
const ARIA = '22222222-2222-4222-8222-222222222222';
const offer = {
  key: 'caravan-escort',
  name: 'Escort the Salt Caravan',
  description: 'See the salt wagons safely through the hills to the next market.',
  tier: 1,
  level: 12,
  alignment: 1,
  seats: [
    { skill: 'Swordsmanship', level: 4 },
    { skill: 'Horsemanship', level: 3 },
  ],
  planningHours: 12,
  launchWindowHours: 24,
  respectNeeded: 0,
  unlocked: true,
  pay: { experience: 90, gold: 69 },
  failureCost: 46,
  failureJailMinutes: 0,
};
const locked = { ...offer, key: 'counting-house', name: 'Crack the Counting House', tier: 2, respectNeeded: 50, unlocked: false };
const plan = (seat1: object | null) => ({
  id: PLAN,
  key: offer.key,
  name: offer.name,
  tier: 1,
  level: 12,
  alignment: 1,
  city: { id: CITY, name: 'Fenwatch' },
  plannedBy: { id: ARIA, name: 'Aria' },
  plannedAt: '2026-06-01T12:00:00.000Z',
  closesAt: '2026-06-02T00:00:00.000Z',
  launchBy: '2026-06-03T00:00:00.000Z',
  chance: 0.175,
  pay: offer.pay,
  failureCost: 46,
  seats: [
    {
      seat: 0,
      skill: 'Swordsmanship',
      level: 4,
      taker: { id: ARIA, name: 'Aria', skillLevel: 0, state: 'jailed', inCity: true, you: true },
    },
    { seat: 1, skill: 'Horsemanship', level: 3, taker: seat1 },
  ],
  blockers: seat1 ? ['Aria is in jail.'] : ['1 seat is still empty.', 'Aria is in jail.'],
});

describe('GroupDeeds', () => {
  it('shows the seats, odds and blockers, keeps the launch off while blocked, and plans only unlocked deeds', async () => {
    const api = mockApi({
      'GET /api/crews/mine/group-deeds': () => ({
        body: { catalogue: [offer, locked], running: [plan(null)], maxRunning: 1, respect: 0, refreshAt: null },
      }),
      'POST /api/crews/mine/group-deeds': () => ({ body: { message: 'You planned "Escort the Salt Caravan" in Fenwatch.' } }),
    });
    const { user } = renderWithProviders(<GroupDeeds mayPlan />);
    expect(await screen.findByRole('heading', { name: 'Escort the Salt Caravan' })).toBeInTheDocument();
    expect(screen.getByText(/Success chance now: 18%/)).toBeInTheDocument();
    expect(screen.getByText(/failure costs the purse 46 gold/)).toBeInTheDocument();
    expect(screen.getByText('Aria is in jail.')).toBeInTheDocument();
    expect(screen.getByText(/Aria \(you\), skill 0, in jail/)).toBeInTheDocument();
    // The caller sits already: no second seat to take; the launch waits for the blockers.
    expect(screen.queryByRole('button', { name: 'Take the Horsemanship seat' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Launch Escort the Salt Caravan' })).toBeDisabled();
    expect(screen.getByRole('option', { name: /Crack the Counting House .*needs 50 respect/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Plan this group deed' }));
    expect(await screen.findByText('You planned "Escort the Salt Caravan" in Fenwatch.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ key: 'caravan-escort' });
  });

  it('launches when nothing blocks and shows the outcome', async () => {
    const ready = { ...plan({ id: PLAN, name: 'Bram', skillLevel: 3, state: 'free', inCity: true, you: false }), blockers: [] };
    ready.seats[0]!.taker = { id: ARIA, name: 'Aria', skillLevel: 4, state: 'free', inCity: true, you: true };
    mockApi({
      'GET /api/crews/mine/group-deeds': () => ({
        body: { catalogue: [offer], running: [ready], maxRunning: 1, respect: 0, refreshAt: null },
      }),
      [`POST /api/crews/mine/group-deeds/${PLAN}/launch`]: () => ({
        body: {
          message: '"Escort the Salt Caravan" succeeded (35% chance): each of you earned 69 gold and 90 experience.',
          success: true,
          chance: 0.35,
        },
      }),
    });
    const { user } = renderWithProviders(<GroupDeeds mayPlan />);
    await user.click(await screen.findByRole('button', { name: 'Launch Escort the Salt Caravan' }));
    expect(await screen.findByText(/succeeded \(35% chance\)/)).toBeInTheDocument();
  });

  describe('live', () => {
    afterEach(() => vi.useRealTimers());
    const bram = { id: PLAN, name: 'Bram', skillLevel: 3, state: 'free', inCity: true, you: false };

    it("shows a crewmate's seat without a reload when the crew's group deeds change", async () => {
      let reads = 0;
      mockApi({
        'GET /api/crews/mine/group-deeds': () => {
          reads += 1;
          return {
            body: { catalogue: [offer], running: [plan(reads === 1 ? null : bram)], maxRunning: 1, respect: 0, refreshAt: null },
          };
        },
      });
      const { client } = renderWithProviders(<GroupDeeds mayPlan={false} />);
      expect(await screen.findByText('1 seat is still empty.')).toBeInTheDocument();
      act(() => onCrewsMessage(client, { type: 'crews.group_deeds_changed', crewId: CITY }));
      expect(await screen.findByText(/Bram, skill 3, free/)).toBeInTheDocument();
      expect(screen.queryByText('1 seat is still empty.')).not.toBeInTheDocument();
    });

    it('reads the deeds again at the moment the server named (a jail ends), and not before', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const releasedAt = new Date(Date.now() + 60_000).toISOString();
      let reads = 0;
      mockApi({
        'GET /api/crews/mine/group-deeds': () => {
          reads += 1;
          const jailed = plan(bram);
          const free = { ...jailed, blockers: [] };
          return {
            body: {
              catalogue: [offer],
              running: [reads === 1 ? jailed : free],
              maxRunning: 1,
              respect: 0,
              refreshAt: reads === 1 ? releasedAt : null,
            },
          };
        },
      });
      renderWithProviders(<GroupDeeds mayPlan />);
      expect(await screen.findByText('Aria is in jail.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(50_000));
      expect(reads).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(12_000));
      expect(reads).toBe(2);
      expect(await screen.findByRole('button', { name: 'Launch Escort the Salt Caravan' })).toBeEnabled();
    });
  });
});
