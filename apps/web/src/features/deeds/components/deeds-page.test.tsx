import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DeedAttemptResult, PlayerDeed } from '@tod/contracts';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOwnCharacter, makePlayerDeed } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { DEED_PREFERENCE_KEYS } from '../hooks/use-deed-preferences.ts';
import type { Timer } from './deed-result.tsx';
import { DeedsPage } from './deeds-page.tsx';

function deed(name: string, level: number, alignment: number, jailTime = 0, extra: Partial<PlayerDeed> = {}): PlayerDeed {
  return makePlayerDeed({
    name,
    level,
    alignment,
    content: `About ${name}.`,
    reward: { gold: 20, experience: 30, alignment: 2, jailTime },
    sentenceMs: jailTime > 0 ? 120_000 : 0,
    ...extra,
  });
}

const GOOD = ['Feed the Poor', 'Guard a Caravan', 'Heal the Sick', 'Rescue a Cat'].map((name, i) =>
  deed(name, i + 1, 1, 0, { successChance: 0.65 - i / 10 }),
);
const THIEF = deed('Pick a Pocket', 1, -1, 30);
const DEEDS = [...GOOD, THIEF];

function answer(overrides: Partial<DeedAttemptResult> = {}): DeedAttemptResult {
  return {
    success: 1,
    message: 'Well done. You earned 15 gold and 22 experience.',
    cooldown: new Date(Date.now() + 60_000).toISOString(),
    lastJail: null,
    character: makeOwnCharacter(),
    earned: { gold: 15, experience: 22, alignment: 2, restedUsed: 0 },
    level: 1,
    levelsGained: 0,
    ...overrides,
  };
}

function Harness({
  isAdmin = false,
  onAttempted = () => {},
  openDeedId = null,
}: {
  isAdmin?: boolean;
  onAttempted?: () => void;
  openDeedId?: string | null;
}) {
  const [cooldown, setCooldown] = useState<Timer | null>(null);
  return (
    <>
      <DeedsPage
        isAdmin={isAdmin}
        cooldown={cooldown}
        jailed={false}
        jailNotice={<p>Release in 2m 00s</p>}
        onAttempted={(_, result) => {
          onAttempted();
          setCooldown({ endsAt: Date.parse(result.cooldown), startedAt: Date.now() });
        }}
        onRefused={() => {}}
        onListLoaded={() => {}}
        openDeedId={openDeedId}
      />
      <button type="button" onClick={() => setCooldown(null)}>
        End cooldown
      </button>
    </>
  );
}

const group = (name: RegExp) => screen.getByRole('region', { name });
const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('DeedsPage list', () => {
  it('groups deeds by alignment, shows 3 per group, and keeps filter and sort in the browser', async () => {
    mockApi({ 'GET /api/deeds': { body: DEEDS } });
    const first = renderWithProviders(<Harness />);
    expect(screen.getByText('Loading deeds...')).toBeInTheDocument();
    await screen.findByRole('region', { name: /Good Deeds/ });
    expect(cardNames(group(/Good Deeds/))).toEqual(['Rescue a Cat', 'Heal the Sick', 'Guard a Caravan']);
    expect(within(group(/Neutral Deeds/)).getByText('No neutral deeds available at your level.')).toBeInTheDocument();
    expect(within(group(/Evil Deeds/)).getByText('Jail risk')).toBeInTheDocument();

    await first.user.click(within(group(/Good Deeds/)).getByRole('button', { name: 'Show more' }));
    expect(cardNames(group(/Good Deeds/))).toHaveLength(4);
    await first.user.click(within(group(/Good Deeds/)).getByRole('button', { name: 'Show less' }));
    expect(cardNames(group(/Good Deeds/))).toHaveLength(3);

    await first.user.selectOptions(screen.getByLabelText('Sort by level'), 'asc');
    expect(cardNames(group(/Good Deeds/))).toEqual(['Feed the Poor', 'Guard a Caravan', 'Heal the Sick']);
    await first.user.selectOptions(screen.getByLabelText('Filter'), 'negative');
    expect(screen.queryByRole('region', { name: /Good Deeds/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(DEED_PREFERENCE_KEYS.filter)).toBe('negative');
    expect(localStorage.getItem(DEED_PREFERENCE_KEYS.sort)).toBe('asc');
    first.unmount();

    renderWithProviders(<Harness />);
    await screen.findByRole('region', { name: /Evil Deeds/ });
    expect(screen.getByLabelText('Filter')).toHaveValue('negative');
    expect(screen.getByLabelText('Sort by level')).toHaveValue('asc');
  });

  it("opens the home's deed at its confirmation, which still asks first", async () => {
    mockApi({ 'GET /api/deeds': { body: DEEDS } });
    renderWithProviders(<Harness openDeedId={GOOD[2]?.id ?? null} />);
    expect(await screen.findByRole('button', { name: 'Attempt Now' })).toBeInTheDocument();
    expect(screen.getByText('Heal the Sick')).toBeInTheDocument();
  });

  it('reports a failed load', async () => {
    mockApi({ 'GET /api/deeds': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load deeds. Please try again.');
  });
});

describe('DeedsPage attempt', () => {
  it('confirms, attempts without a body, shows the result and then the cooldown', async () => {
    const api = mockApi({ 'GET /api/deeds': { body: DEEDS }, [`POST /api/deeds/${GOOD[0]!.id}/complete`]: { body: answer() } });
    const attempted = vi.fn();
    const { user } = renderWithProviders(<Harness onAttempted={attempted} />);
    await user.selectOptions(await screen.findByLabelText('Sort by level'), 'asc');
    await user.click(screen.getByRole('button', { name: 'Choose Feed the Poor' }));
    expect(screen.getByRole('heading', { name: 'Confirm Deed' })).toHaveFocus();
    expect(screen.getByText(/Chance of success/)).toHaveTextContent('Chance of success: 65%');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Choose Feed the Poor' }));
    await user.click(screen.getByRole('button', { name: 'Attempt Now' }));
    expect(await screen.findByRole('heading', { name: 'Deed Successful' })).toBeInTheDocument();
    expect(screen.getByText('Well done. You earned 15 gold and 22 experience.')).toBeInTheDocument();
    expect(screen.queryByText('Rested bonus')).toBeNull();
    expect(attempted).toHaveBeenCalledTimes(1);
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toBeUndefined();
    const init = api.fetch.mock.calls.find(([, options]) => options?.method === 'POST')?.[1];
    expect(new Headers(init?.headers).has('content-type')).toBe(false);

    // A player cannot go back during cooldown; there is no debug section.
    expect(screen.queryByRole('button', { name: 'Return to Deeds List' })).not.toBeInTheDocument();
    expect(screen.queryByText('Debug: raw response')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Cooldown' }));
    expect(screen.getByRole('heading', { name: 'Deeds on cooldown' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Next deed in' })).toBeInTheDocument();

    const reloads = api.calls.filter((call) => call.path === '/api/deeds').length;
    await user.click(screen.getByRole('button', { name: 'End cooldown' }));
    expect(await screen.findByRole('heading', { name: 'Available Deeds' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/deeds').length).toBe(reloads + 1));
  });

  it('shows the rested experience a success spent', async () => {
    mockApi({
      'GET /api/deeds': { body: DEEDS },
      [`POST /api/deeds/${GOOD[3]!.id}/complete`]: {
        body: answer({ earned: { gold: 15, experience: 44, alignment: 2, restedUsed: 22 } }),
      },
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Choose Rescue a Cat' }));
    await user.click(screen.getByRole('button', { name: 'Attempt Now' }));
    expect(await screen.findByRole('heading', { name: 'Deed Successful' })).toBeInTheDocument();
    expect(screen.getByText('Experience').nextElementSibling).toHaveTextContent('+44');
    expect(screen.getByText('Rested bonus').nextElementSibling).toHaveTextContent('+22 (included)');
  });

  it('switches to the cooldown view about 15 s after a result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/deeds': { body: DEEDS }, [`POST /api/deeds/${THIEF.id}/complete`]: { body: answer({ success: 0 }) } });
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Pick a Pocket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Attempt Now' }));
    expect(await screen.findByRole('heading', { name: 'Deed Failed' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(14_000);
    });
    expect(screen.getByRole('heading', { name: 'Deed Failed' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_100);
    });
    expect(screen.getByRole('heading', { name: 'Deeds on cooldown' })).toBeInTheDocument();
  });

  it('reads jail over everything, fills in an empty message, and shows admins the raw answer', async () => {
    const jailed = answer({ success: 0, message: 'Caught!', lastJail: new Date(Date.now() + 120_000).toISOString() });
    mockApi({ 'GET /api/deeds': { body: DEEDS }, [`POST /api/deeds/${THIEF.id}/complete`]: { body: jailed } });
    const first = renderWithProviders(<Harness isAdmin />);
    await first.user.click(await screen.findByRole('button', { name: 'Choose Pick a Pocket' }));
    await first.user.click(screen.getByRole('button', { name: 'Attempt Now' }));
    expect(await screen.findByRole('heading', { name: 'Imprisoned!' })).toBeInTheDocument();
    expect(screen.getByText('You have been imprisoned for your actions!')).toBeInTheDocument();
    expect(screen.getByText('Release in 2m 00s')).toBeInTheDocument();
    expect(screen.getByText('Debug: raw response')).toBeInTheDocument();
    expect(screen.getByText(/"message": "Caught!"/)).toBeInTheDocument();
    // Admins may go back during the cooldown.
    await first.user.click(screen.getByRole('button', { name: 'Return to Deeds List' }));
    expect(screen.getByRole('heading', { name: 'Available Deeds' })).toBeInTheDocument();
    first.unmount();

    mockApi({
      'GET /api/deeds': { body: DEEDS },
      [`POST /api/deeds/${THIEF.id}/complete`]: { body: answer({ message: '  ' }) },
    });
    const second = renderWithProviders(<Harness />);
    await second.user.click(await screen.findByRole('button', { name: 'Choose Pick a Pocket' }));
    await second.user.click(screen.getByRole('button', { name: 'Attempt Now' }));
    expect(await screen.findByText('The deed was completed, but no details were provided.')).toBeInTheDocument();
  });

  it('shows the server refusal, or the spec text when the call fails', async () => {
    mockApi({
      'GET /api/deeds': { body: DEEDS },
      [`POST /api/deeds/${THIEF.id}/complete`]: { status: 403, body: { message: 'You cannot do deeds while in jail.' } },
    });
    const first = renderWithProviders(<Harness />);
    await first.user.click(await screen.findByRole('button', { name: 'Choose Pick a Pocket' }));
    await first.user.click(screen.getByRole('button', { name: 'Attempt Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot do deeds while in jail.');
    first.unmount();

    mockApi({ 'GET /api/deeds': { body: DEEDS }, [`POST /api/deeds/${THIEF.id}/complete`]: new TypeError('offline') });
    const second = renderWithProviders(<Harness />);
    await second.user.click(await screen.findByRole('button', { name: 'Choose Pick a Pocket' }));
    await second.user.click(screen.getByRole('button', { name: 'Attempt Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to attempt deed. Please try again.');
  });
});
