import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { accountKey } from '../../features/accounts/api.ts';
import { makeAccount } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { createTestQueryClient } from '../../testing/render.tsx';
import { routes } from '../router.tsx';

function renderApp(path: string, account?: unknown, unread = 0) {
  mockApi({
    'GET /api/character/events/unread': { body: { unread, latestId: unread > 0 ? '9' : null } },
    // The badge counts the unread entries as the log groups them: here, all different.
    'GET /api/character/events': {
      body: {
        entries: Array.from({ length: unread }, (_, i) => ({
          id: String(9 - i),
          type: 'travel.arrived',
          time: '2026-06-01T12:00:00.000Z',
          text: `You arrived in City ${i}.`,
          parts: [{ text: `You arrived in City ${i}.` }],
          characters: [],
          rewards: null,
        })),
        nextCursor: null,
        unread,
      },
    },
    'GET /api/auth/session': account === undefined ? () => new Promise(() => {}) : { body: { account } },
    'GET /api/ticker': { body: { ticker: 'Welcome • Mind the jails' } },
    'GET /api/info/announcements': { body: [] },
    'GET /api/info/features': { body: [] },
    'GET /api/info/roadmap': { body: [] },
  });
  const client = createTestQueryClient();
  if (account !== undefined) client.setQueryData(accountKey, account);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the app shell', () => {
  it("shows 'Loading...' in the header while the user loads", async () => {
    renderApp('/quests');
    expect(await screen.findByText('Checking character status...')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Loading...')).toBeInTheDocument();
    expect(navLinks()).toEqual(['Home']);
  });

  it('offers the sign-in form to visitors and only Home in the navigation', async () => {
    renderApp('/', null);
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Tales of Deeds' })).toBeInTheDocument();
    expect(navLinks()).toEqual(['Home']);
    expect(screen.getByRole('link', { name: 'Tales of Deeds' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Active Players' })).toBeInTheDocument();
  });

  it('shows the game navigation and the user panel to a player with a character', async () => {
    renderApp('/quests', makeAccount());
    expect(await screen.findByRole('heading', { name: 'Quests', level: 1 })).toBeInTheDocument();
    expect(navLinks()).toEqual([
      'Home',
      'Deeds',
      'Training',
      'Quests',
      'City',
      'Travel',
      'Chat',
      'Crew',
      'Bank',
      'Search Players',
      'Leaderboard',
      'Profile',
      'Event Log',
      'Messages',
      'Contacts',
    ]);
    const panel = screen.getByRole('region', { name: 'Your character' });
    expect(panel).toHaveTextContent('Aria');
    expect(within(panel).getByText('True Neutral')).toHaveClass('tone--yellow');
    expect(within(panel).queryByText('No character yet')).not.toBeInTheDocument();
    expect(within(panel).getByRole('progressbar')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('adds the Admin Dashboard for staff only', async () => {
    renderApp('/quests', makeAccount({ role: 2, isAdmin: true }));
    await screen.findByRole('heading', { name: 'Quests', level: 1 });
    expect(navLinks()).toContain('Admin Dashboard');
  });

  it('shows a not-found page inside the shell for an unknown path', async () => {
    renderApp('/no/such/place', makeAccount());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends a signed-in player without a character to Create Character', async () => {
    const router = renderApp('/profile', makeAccount({ playerCharacter: null }));
    expect(await screen.findByRole('heading', { name: 'Create Character' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/character/create');
    expect(navLinks()).toEqual(['Home']);
    // No character, no title yet.
    const panel = screen.getByRole('region', { name: 'Your character' });
    expect(within(panel).getByText('No character yet')).toBeInTheDocument();
    expect(within(panel).queryByText('True Neutral')).not.toBeInTheDocument();
  });

  it('shows the unread events on the Event Log link', async () => {
    renderApp('/quests', makeAccount(), 3);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: /^Event Log/ });
    await waitFor(() => expect(link).toHaveAccessibleName(/^Event Log\s*\(3 unread\)$/));
    expect(link).toHaveAttribute('href', '/events');
  });
});
