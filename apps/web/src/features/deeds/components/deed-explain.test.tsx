import { screen, within } from '@testing-library/react';
import type { DeedAttemptResult } from '@tod/contracts';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeOwnCharacter, makePlayerDeed } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { DeedPayContext } from '../pay-context.ts';
import type { PayContext } from '../pay-factors.ts';
import type { Timer } from './deed-result.tsx';
import { DeedsPage } from './deeds-page.tsx';

const LEVEL_1: PayContext = { level: 1, fatigueFactor: 1, restedExperience: 0 };
const FEED = makePlayerDeed({ name: 'Feed the Poor', level: 1, reward: { gold: 8, experience: 10, alignment: 1, jailTime: 0 } });
const LOCAL = makePlayerDeed({
  name: 'Ring the Bell',
  level: 1,
  alignment: 0,
  cityId: '00000000-0000-4000-8000-000000000101',
  skill: { name: 'Persuasion', required: 0, yours: 0 },
});

function answer(): DeedAttemptResult {
  return {
    success: 1,
    message: 'Well done.',
    cooldown: new Date(Date.now() + 60_000).toISOString(),
    lastJail: null,
    character: makeOwnCharacter(),
    earned: { gold: 6, experience: 27, alignment: 1, restedUsed: 0 },
    level: 1,
    levelsGained: 0,
  };
}

function Harness({ pay = LEVEL_1 }: { pay?: PayContext }) {
  const [cooldown, setCooldown] = useState<Timer | null>(null);
  return (
    <DeedPayContext value={pay}>
      <DeedsPage
        isAdmin={false}
        cooldown={cooldown}
        jailed={false}
        jailNotice={null}
        onAttempted={(_, result) => setCooldown({ endsAt: Date.parse(result.cooldown), startedAt: Date.now() })}
        onRefused={() => {}}
        onListLoaded={() => {}}
      />
      <button type="button" onClick={() => setCooldown(null)}>
        End cooldown
      </button>
    </DeedPayContext>
  );
}

const card = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('article') as HTMLElement;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the deeds page explains its numbers', () => {
  it('names the apprentice bonus and fatigue where they change a maximum, and the local bonus', async () => {
    mockApi({ 'GET /api/deeds': { body: [FEED, LOCAL] } });
    renderWithProviders(<Harness pay={{ level: 1, fatigueFactor: 0.5, restedExperience: 40 }} />);
    await screen.findByRole('heading', { level: 4, name: 'Feed the Poor' });
    const feed = card('Feed the Poor');
    expect(within(feed).getByText('10 (x3 apprentice bonus, x0.5 fatigue: 15)')).toBeInTheDocument();
    expect(within(feed).getByText('8 (x0.5 fatigue: 4)')).toBeInTheDocument();
    expect(within(feed).getByText('x2 for the next 40 experience')).toBeInTheDocument();
    expect(within(feed).getByText('No skill needed')).toBeInTheDocument();
    expect(within(card('Ring the Bell')).getByText(/local deed: x1.25 included/)).toBeInTheDocument();
  });

  it("names the city's pull on the odds where it has one", async () => {
    mockApi({ 'GET /api/deeds': { body: [FEED] } });
    renderWithProviders(<Harness pay={{ ...LEVEL_1, city: { name: 'Silverbrook', alignment: 42 } }} />);
    await screen.findByRole('heading', { level: 4, name: 'Feed the Poor' });
    expect(within(card('Feed the Poor')).getByText('+8.4% in Silverbrook success')).toBeInTheDocument();
  });

  it("reads a skill the deed expects at level 0 as 'no training needed', not '0 / 0'", async () => {
    mockApi({ 'GET /api/deeds': { body: [LOCAL] } });
    renderWithProviders(<Harness />);
    await screen.findByRole('heading', { level: 4, name: 'Ring the Bell' });
    expect(within(card('Ring the Bell')).getByText('Persuasion: no training needed')).toBeInTheDocument();
    expect(within(card('Ring the Bell')).queryByText(/0 \/ 0/)).not.toBeInTheDocument();
  });

  it('names the multipliers in the result and offers a one-click attempt of the same deed once ready', async () => {
    const calls = mockApi({ 'GET /api/deeds': { body: [FEED] }, [`POST /api/deeds/${FEED.id}/complete`]: { body: answer() } });
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Choose Feed the Poor' }));
    await user.click(screen.getByRole('button', { name: 'Attempt Now' }));
    expect(await screen.findByText('(with x3 apprentice bonus)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Attempt again/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End cooldown' }));
    await user.click(await screen.findByRole('button', { name: 'Attempt again: Feed the Poor' }));
    // No confirmation this time: the second attempt goes straight to the server.
    await screen.findByRole('heading', { name: 'Deed Successful' });
    expect(calls.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Attempt Now' })).not.toBeInTheDocument();
  });

  it('keeps the confirmation for a deed not attempted before', async () => {
    mockApi({ 'GET /api/deeds': { body: [FEED, LOCAL] } });
    const { user } = renderWithProviders(<Harness />);
    await screen.findByRole('heading', { level: 4, name: 'Feed the Poor' });
    expect(screen.queryByRole('button', { name: /Attempt again/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Ring the Bell' }));
    expect(screen.getByRole('button', { name: 'Attempt Now' })).toBeInTheDocument();
  });
});
