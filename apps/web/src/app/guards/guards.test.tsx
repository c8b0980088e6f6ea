import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountKey } from '../../features/accounts/api.ts';
import { makeAccount, makeOwnCharacter } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { landing, renderWithProviders } from '../../testing/render.tsx';
import { takeReturn } from '../../lib/return-after-sign-in.ts';
import { AdminGuard, CharacterGuard, ModeratorGuard } from './guards.tsx';

const guarded = (route: string, account?: unknown) =>
  renderWithProviders(<CharacterGuard />, {
    route,
    path: '/',
    queryData: account === undefined ? [] : [[accountKey, account]],
    routes: [
      {
        element: <CharacterGuard />,
        children: [landing('/profile', 'Profile page'), landing('/home', 'Home page')],
      },
      landing('/character/create', 'Create page'),
    ],
  });

describe('CharacterGuard', () => {
  it("shows 'Checking character status...' while the user loads", async () => {
    mockApi({ 'GET /api/auth/session': () => new Promise(() => {}) });
    guarded('/profile');
    expect(await screen.findByText('Checking character status...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a guarded page to /', async () => {
    mockApi({ 'GET /api/auth/session': { body: { account: null } } });
    const { router } = guarded('/profile');
    await screen.findByText('Checking character status...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('remembers where a signed-out visitor was going, for the sign-in that follows', async () => {
    window.sessionStorage.clear();
    mockApi({ 'GET /api/auth/session': { body: { account: null } } });
    const { router } = guarded('/profile?tab=keys');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(takeReturn()).toBe('/profile?tab=keys');
    expect(takeReturn()).toBeNull();
  });

  it('a signed-in player leaves nothing to return to', async () => {
    window.sessionStorage.clear();
    guarded('/profile', makeAccount());
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(takeReturn()).toBeNull();
  });

  it('sends a player with a dead character to character creation', async () => {
    const { router } = guarded('/profile', makeAccount({ playerCharacter: makeOwnCharacter({ dead: true }) }));
    expect(await screen.findByText('Create page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/character/create');
  });

  it('renders the page for a living character', async () => {
    guarded('/profile', makeAccount());
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });
});

describe('AdminGuard', () => {
  const admin = (account: unknown) =>
    renderWithProviders(<p>Home</p>, {
      route: '/admin',
      path: '/',
      queryData: [[accountKey, account]],
      routes: [{ path: '/admin', element: <AdminGuard />, children: [{ index: true, element: <p>Dashboard</p> }] }],
    });

  it('opens the dashboard for staff', async () => {
    admin(makeAccount({ role: 2, isAdmin: true }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('sends other players to /', async () => {
    admin(makeAccount({ role: 1 }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });
});

describe('ModeratorGuard', () => {
  const moderation = (account: unknown) =>
    renderWithProviders(<p>Home</p>, {
      route: '/admin/moderation',
      path: '/',
      queryData: [[accountKey, account]],
      routes: [{ path: '/admin/moderation', element: <ModeratorGuard />, children: [{ index: true, element: <p>Reports</p> }] }],
    });

  it.each([1, 2, 3])('opens the moderation page for role %i', async (role) => {
    moderation(makeAccount({ role, isAdmin: role >= 2 }));
    expect(await screen.findByText('Reports')).toBeInTheDocument();
  });

  it('sends a player (role 0) to /', async () => {
    moderation(makeAccount({ role: 0 }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.queryByText('Reports')).not.toBeInTheDocument();
  });
});
