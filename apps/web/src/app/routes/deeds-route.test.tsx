import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountKey } from '../../features/accounts/api.ts';
import { jailUntilText } from '../../features/timers/jail-text.ts';
import { timedStates } from '../../features/timers/timed-states.ts';
import { makeAccount, makeOwnCharacter } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { landing, renderWithProviders } from '../../testing/render.tsx';
import { Component as DeedsRoute } from './deeds.tsx';

const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeEach(() => {
  localStorage.clear();
  timedStates().clear();
  mockApi({ 'GET /api/deeds': { body: [] }, 'GET /api/fair-play/watch': { body: { stop: null } } });
});

afterEach(() => {
  timedStates().clear();
  localStorage.clear();
});

function renderDeeds(character = makeOwnCharacter()) {
  return renderWithProviders(<DeedsRoute />, {
    route: '/deeds',
    path: '/deeds',
    queryData: [[accountKey, makeAccount({ playerCharacter: character })]],
    routes: [landing('/')],
  });
}

describe('/deeds opened during a sentence', () => {
  it('stays and says why, with the release time and the way to the jail', async () => {
    const release = inFuture(600_000);
    timedStates().setJail(true, release);
    const { router } = renderDeeds(makeOwnCharacter({ inJail: true, lastJail: release }));
    expect(router.state.location.pathname).toBe('/deeds');
    expect(screen.getByRole('heading', { name: 'You are in jail' })).toBeInTheDocument();
    expect(screen.getByText('You cannot do deeds while in jail.')).toBeInTheDocument();
    expect(screen.getByText(jailUntilText(Date.parse(release)))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the City Jail' })).toHaveAttribute('href', '/city');
  });

  it('shows the sentence, not the deed cooldown, when both run', () => {
    timedStates().setCooldown('deeds', inFuture(60_000));
    timedStates().setJail(true, inFuture(240_000));
    renderDeeds(makeOwnCharacter({ inJail: true, lastJail: inFuture(240_000), lastDeed: inFuture(60_000) }));
    expect(screen.getByRole('heading', { name: 'You are in jail' })).toBeInTheDocument();
  });

  it('still sends a page opened by address during a cooldown home', () => {
    timedStates().setCooldown('deeds', inFuture(60_000));
    const { router } = renderDeeds(makeOwnCharacter({ lastDeed: inFuture(60_000) }));
    expect(router.state.location.pathname).toBe('/');
  });
});
