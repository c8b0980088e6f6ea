import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountKey } from '../../features/accounts/api.ts';
import { timedStates } from '../../features/timers/timed-states.ts';
import { makeAccount, makeOwnCharacter } from '../../testing/fixtures.ts';
import { landing, renderWithProviders } from '../../testing/render.tsx';
import { MainNav } from './main-nav.tsx';

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

function renderNav(account = makeAccount()) {
  return renderWithProviders(<MainNav open={false} />, {
    queryData: [[accountKey, account]],
    routes: [landing('/deeds'), landing('/city')],
  });
}

const link = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

beforeEach(() => {
  localStorage.clear();
  timedStates().clear();
});

afterEach(() => {
  timedStates().clear();
  localStorage.clear();
});

describe('MainNav timed states', () => {
  it('shows available dots and open items without timers', () => {
    renderNav();
    expect(link('Deeds')).not.toHaveAttribute('aria-disabled');
    expect(link('Deeds').querySelector('.nav-dot--available')).not.toBeNull();
    expect(link('Training').querySelector('.nav-dot--available')).not.toBeNull();
    expect(screen.queryByRole('note', { name: 'Jail' })).not.toBeInTheDocument();
  });

  it("takes the account's cooldowns at start-up: Deeds and Training disabled with countdowns and tooltips", () => {
    renderNav(
      makeAccount({ playerCharacter: makeOwnCharacter({ lastDeed: inFuture(45_000), lastTraining: inFuture(245_000) }) }),
    );
    const deeds = link('Deeds');
    expect(deeds).toHaveAttribute('aria-disabled', 'true');
    expect(deeds).toHaveAttribute('title', 'Deeds on cooldown');
    expect(deeds).toHaveAccessibleDescription('Deeds on cooldown');
    expect(deeds.querySelector('.nav-dot--cooldown')).not.toBeNull();
    expect(deeds).toHaveTextContent('45s');
    const training = link('Training');
    expect(training).toHaveAttribute('title', 'Training on cooldown');
    expect(screen.getByText('Training Cooldown: 4m 5s')).toBeInTheDocument();
    expect(link('Quests')).not.toHaveAttribute('aria-disabled');
  });

  it('blocks clicks on a disabled item', async () => {
    const { router } = renderNav();
    // After start-up (which copied the account's timers), a deed attempt sets the cooldown.
    act(() => timedStates().setCooldown('deeds', inFuture(30_000)));
    fireEvent.click(link('Deeds'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('while jailed shows the notice and disables Deeds, Quests, Travel and Training; City and Home stay open', async () => {
    const { router, user } = renderNav(
      makeAccount({ playerCharacter: makeOwnCharacter({ inJail: true, lastJail: inFuture(3_723_000) }) }),
    );
    const notice = screen.getByRole('note', { name: 'Jail' });
    expect(notice).toHaveTextContent(/^In jail until \d/);
    expect(notice).toHaveTextContent('Release in 1h 02m 03s');
    for (const name of ['Deeds', 'Quests', 'Travel', 'Training']) {
      expect(link(name)).toHaveAttribute('aria-disabled', 'true');
      expect(link(name)).toHaveAccessibleDescription('Not available while in jail');
    }
    for (const name of ['Home', 'City', 'Chat', 'Search Players', 'Profile']) {
      expect(link(name)).not.toHaveAttribute('aria-disabled');
    }
    await user.click(link('City'));
    expect(router.state.location.pathname).toBe('/city');
  });

  it('follows the store: a jail without a release time, then freedom', () => {
    renderNav();
    act(() => timedStates().setJail(true));
    expect(screen.getByRole('note', { name: 'Jail' })).toHaveTextContent('Release pending...');
    act(() => timedStates().setJail(false));
    expect(screen.queryByRole('note', { name: 'Jail' })).not.toBeInTheDocument();
    expect(link('Travel')).not.toHaveAttribute('aria-disabled');
  });
});

describe('MainNav staff entries', () => {
  const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

  it('gives every player the Leaderboard and no staff links', () => {
    renderNav(makeAccount({ role: 0 }));
    expect(link('Leaderboard')).toHaveAttribute('href', '/leaderboard');
    expect(nav().queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('gives a moderator (role 1) Moderation but not the Admin Dashboard', () => {
    renderNav(makeAccount({ role: 1 }));
    expect(link('Moderation')).toHaveAttribute('href', '/admin/moderation');
    expect(nav().queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('gives staff both', () => {
    renderNav(makeAccount({ role: 2, isAdmin: true }));
    expect(link('Moderation')).toHaveAttribute('href', '/admin/moderation');
    expect(link('Admin Dashboard')).toHaveAttribute('href', '/admin');
  });
});

describe('MainNav on the Moderation page', () => {
  it('marks Moderation as the current page, not the Admin Dashboard', () => {
    renderWithProviders(<MainNav open={false} />, {
      route: '/admin/moderation',
      queryData: [[accountKey, makeAccount({ role: 2, isAdmin: true })]],
    });
    expect(link('Moderation')).toHaveAttribute('aria-current', 'page');
    expect(link('Admin Dashboard')).not.toHaveAttribute('aria-current');
  });
});
