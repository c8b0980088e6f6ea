import { screen, within } from '@testing-library/react';
import type { JournalEntry, TravelDestinations } from '@tod/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountKey } from '../../features/accounts/api.ts';
import { timedStates } from '../../features/timers/timed-states.ts';
import { makeAccount, makeOwnCharacter, makePlayerDeed } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { Component as Home } from './home.tsx';

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const cityId = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;

const DESTINATIONS: TravelDestinations = {
  location: { id: cityId(0), name: 'Hearthmere' },
  restingUntil: null,
  destinations: [
    {
      id: cityId(1),
      name: 'Silverbrook',
      description: '',
      xPosition: 3,
      yPosition: -2,
      alignment: 42,
      distance: 5,
      travelMinutes: 100,
      travelMinutesMax: 100,
      travelMs: 100,
      travelMsMax: 100,
      localDeeds: { count: 5, minLevel: 8, maxLevel: 24 },
    },
    {
      id: cityId(2),
      name: 'Whisperwood',
      description: '',
      xPosition: -6,
      yPosition: 0,
      alignment: 4,
      distance: 6,
      travelMinutes: 120,
      travelMinutesMax: 120,
      travelMs: 120,
      travelMsMax: 120,
      localDeeds: { count: 5, minLevel: 12, maxLevel: 24 },
    },
  ],
};

let id = 50;
const deedEntry = (name: string): JournalEntry => {
  id -= 1;
  const text = `You succeeded at ${name}.`;
  return {
    id: String(id),
    type: 'deeds.attempted',
    time: '2026-06-01T12:00:00.000Z',
    text,
    parts: [{ text }],
    characters: [],
    rewards: { gold: 6, experience: 12, alignment: 1 },
  };
};

function api(unread = 3) {
  const entries = [deedEntry('Pickpocket'), deedEntry('Pickpocket'), deedEntry('Pickpocket'), deedEntry('Feed the Poor')];
  return mockApi({
    'GET /api/deeds': {
      body: [
        makePlayerDeed({ name: 'Feed the Poor', level: 1, expectedExperiencePerMinute: 9 }),
        makePlayerDeed({
          name: 'Tame a Horse',
          level: 2,
          expectedExperiencePerMinute: 14,
          skill: { name: 'Horsemanship', required: 1, yours: 0 },
        }),
      ],
    },
    'GET /api/character/travel/destinations': { body: DESTINATIONS },
    'GET /api/character/events': { body: { entries, nextCursor: null, unread } },
    'GET /api/info/announcements': { body: [] },
    'GET /api/info/features': { body: [] },
    'GET /api/info/roadmap': { body: [] },
  });
}

beforeEach(() => {
  localStorage.clear();
  timedStates().clear();
});
afterEach(() => timedStates().clear());

describe('the home of a player with a character', () => {
  it("shows the player's own page, not the visitors' one, with the news a link away", async () => {
    const calls = api();
    renderWithProviders(<Home />, {
      queryData: [[accountKey, makeAccount({ playerCharacter: makeOwnCharacter({ username: 'Aria', experience: 34 }) })]],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Aria' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Tales of Deeds' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'News and announcements' })).toHaveAttribute('href', '/news');
    expect(calls.calls.some((call) => call.path.startsWith('/api/info/'))).toBe(false);
  });

  it('names the best deed, the skill it lacks, the next level and the nearest city that opens', async () => {
    api();
    renderWithProviders(<Home />, {
      queryData: [[accountKey, makeAccount({ playerCharacter: makeOwnCharacter({ experience: 34 }) })]],
    });
    const best = await screen.findByRole('region', { name: 'Best deed for you now' });
    expect(await within(best).findByRole('link', { name: 'Tame a Horse' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/deeds\?deed=/),
    );
    const goals = screen.getByRole('region', { name: 'Next goals' });
    expect(await within(goals).findByRole('link', { name: "Level 8 opens Silverbrook's deeds" })).toHaveAttribute(
      'href',
      '/travel',
    );
    expect(within(goals).getByRole('link', { name: 'Train Horsemanship: your best deed needs it' })).toHaveAttribute(
      'href',
      '/training',
    );
    expect(within(goals).getByRole('link', { name: 'Reach level 2: 100 experience to go' })).toBeInTheDocument();
  });

  it('groups what happened while away and shows the running timers with their links', async () => {
    timedStates().setCooldown('deeds', inFuture(45_000));
    api(4);
    renderWithProviders(<Home />, { queryData: [[accountKey, makeAccount()]] });
    const away = await screen.findByRole('region', { name: 'While you were away' });
    expect(await within(away).findByText('Pickpocket x3: +36 XP, +18 gold, +3 alignment (all succeeded)')).toBeInTheDocument();
    expect(within(away).getByText('You succeeded at Feed the Poor.')).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'Right now' });
    expect(within(now).getByRole('link', { name: 'Deeds' })).toHaveAttribute('href', '/deeds');
    expect(within(now).getByText(/Next deed in/)).toBeInTheDocument();
    expect(within(now).getAllByText('Ready')).toHaveLength(2);
    // /deeds sends a page opened during the cooldown home: the best deed is named, not linked.
    const best = screen.getByRole('region', { name: 'Best deed for you now' });
    expect(await within(best).findByText('Tame a Horse')).toBeInTheDocument();
    expect(within(best).queryByRole('link')).not.toBeInTheDocument();
    expect(within(best).getByText(/Ready in/)).toBeInTheDocument();
  });

  it('during a sentence shows only the jail, until when', async () => {
    timedStates().setJail(true, inFuture(600_000));
    api(0);
    renderWithProviders(<Home />, { queryData: [[accountKey, makeAccount()]] });
    const now = await screen.findByRole('region', { name: 'Right now' });
    expect(within(now).getByText(/^In jail until/)).toBeInTheDocument();
    expect(within(now).queryByRole('link', { name: 'Deeds' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nothing new since you last looked.')).toBeInTheDocument();
  });
});

describe('the home of a visitor', () => {
  it("stays the visitors' page", async () => {
    api();
    renderWithProviders(<Home />, { queryData: [[accountKey, null]] });
    expect(await screen.findByRole('heading', { name: 'Welcome to Tales of Deeds' })).toBeInTheDocument();
  });
});
