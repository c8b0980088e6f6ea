import { act, screen, within } from '@testing-library/react';
import type { Skill, TrainingResult } from '@tod/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { TrainingPage, type TrainingPageProps } from './training-page.tsx';
import { makeOwnCharacter } from '@/testing/fixtures.ts';

const ARCHERY: Skill = {
  id: '6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21',
  name: 'Archery',
  description: 'Steady hand.',
  level: 2,
  completion: 35,
  fee: 9,
};
const STEALTH: Skill = {
  id: '6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d22',
  name: 'Stealth',
  description: 'Quiet feet.',
  level: 0,
  completion: 0,
  fee: 1,
};

const trained: TrainingResult = {
  message: 'You trained Archery: +17%. 52% towards level 3.',
  cooldown: new Date(Date.now() + 300_000).toISOString(),
  skill: { ...ARCHERY, completion: 52 },
  inJail: false,
  jailTime: null,
  character: makeOwnCharacter(),
  pointsGained: 17,
  levelsGained: 0,
  fee: 9,
  gold: 91,
};

function renderPage(props: Partial<TrainingPageProps> = {}) {
  const handlers = { onTrained: vi.fn(), onRefused: vi.fn() };
  const view = renderWithProviders(
    <TrainingPage cooldown={null} gold={100} jailed={false} jailNotice={<p>Jailed notice</p>} {...handlers} {...props} />,
  );
  return { ...view, ...handlers };
}

const dialog = () => screen.getByRole('dialog');

describe('TrainingPage', () => {
  it('lists skills with level and completion, trains one and shows the result', async () => {
    const api = mockApi({
      'GET /api/character/skills': { body: [ARCHERY, STEALTH] },
      [`POST /api/character/skills/${ARCHERY.id}`]: { body: trained },
    });
    const { user, onTrained } = renderPage();
    expect(screen.getByText('Loading skills...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Archery' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Archery completion' })).toHaveAttribute('aria-valuenow', '35');
    expect(screen.getByText('Quiet feet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Train Archery' }));
    expect(await screen.findByRole('heading', { name: 'Training Complete' })).toBeInTheDocument();
    expect(within(dialog()).getByText(trained.message)).toBeInTheDocument();
    expect(onTrained).toHaveBeenCalledWith(trained);
    expect(screen.getAllByRole('progressbar', { name: 'Archery completion', hidden: true })[0]).toHaveAttribute(
      'aria-valuenow',
      '52',
    );
    expect(within(dialog()).getByText('Fee paid').nextElementSibling).toHaveTextContent('9 gold');
    expect(within(dialog()).getByText('Gold left').nextElementSibling).toHaveTextContent('91 gold');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toBeUndefined();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches the skills again 5 s after a session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /api/character/skills': { body: [ARCHERY] },
      [`POST /api/character/skills/${ARCHERY.id}`]: { body: trained },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Train Archery' }));
    await screen.findByRole('heading', { name: 'Training Complete' });
    const loads = () => api.calls.filter((c) => c.method === 'GET').length;
    expect(loads()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(5_100);
    });
    await vi.waitFor(() => expect(loads()).toBe(2));
  });

  it('blocks training on the client while jailed or recovering', async () => {
    const api = mockApi({ 'GET /api/character/skills': { body: [ARCHERY] } });
    const first = renderPage({ jailed: true });
    expect(screen.getByText('Jailed notice')).toBeInTheDocument();
    await first.user.click(await screen.findByRole('button', { name: 'Train Archery' }));
    expect(
      within(dialog()).getByText('You cannot train while in jail. Wait until your sentence is complete.'),
    ).toBeInTheDocument();
    first.unmount();

    const second = renderPage({ cooldown: { endsAt: Date.now() + 60_000, startedAt: Date.now() } });
    expect(screen.getByRole('progressbar', { name: 'Training cooldown ends in' })).toBeInTheDocument();
    await second.user.click(await screen.findByRole('button', { name: 'Train Archery' }));
    expect(within(dialog()).getByText('You are still recovering from your last training session.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal as it comes and hands its details on", async () => {
    const details = {
      inJail: false,
      jailTime: null,
      cooldown: new Date(Date.now() + 90_000).toISOString(),
      retryAfterSeconds: 90,
    };
    mockApi({
      'GET /api/character/skills': { body: [ARCHERY] },
      [`POST /api/character/skills/${ARCHERY.id}`]: {
        status: 429,
        body: { message: 'You are still recovering from your last training session.', code: 'training.on_cooldown', details },
      },
    });
    const { user, onRefused } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Train Archery' }));
    expect(await within(dialog()).findByText('You are still recovering from your last training session.')).toBeInTheDocument();
    expect(onRefused).toHaveBeenCalledWith(details);
  });

  it('shows each fee and refuses on the client a fee above the purse, down to the last gold piece', async () => {
    mockApi({ 'GET /api/character/skills': { body: [ARCHERY, STEALTH] } });
    const first = renderPage({ gold: 9 });
    const archery = (await screen.findByRole('heading', { name: 'Archery' })).closest('article')!;
    expect(within(archery).getByText(/^Fee:/)).toHaveTextContent('Fee: 9 gold');
    expect(within(archery).getByRole('button', { name: 'Train Archery' })).toBeEnabled();
    expect(within(archery).queryByText(/You need/)).toBeNull();
    first.unmount();

    renderPage({ gold: 8 });
    const poorer = (await screen.findByRole('heading', { name: 'Archery' })).closest('article')!;
    const button = within(poorer).getByRole('button', { name: 'Train Archery' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You need 9 gold to train; you have 8.');
    expect(screen.getByRole('button', { name: 'Train Stealth' })).toBeEnabled();
  });

  it('shows the server refusing a fee the character cannot pay, and reads the fees again', async () => {
    const api = mockApi({
      'GET /api/character/skills': { body: [ARCHERY] },
      [`POST /api/character/skills/${ARCHERY.id}`]: {
        status: 409,
        body: {
          message: 'You need 9 gold to train Archery; you have 3.',
          code: 'training.not_enough_gold',
          details: { price: 9, gold: 3 },
        },
      },
    });
    const { user } = renderPage({ gold: 50 });
    await user.click(await screen.findByRole('button', { name: 'Train Archery' }));
    expect(await screen.findByRole('heading', { name: 'Training Unavailable' })).toBeInTheDocument();
    expect(within(dialog()).getByText('You need 9 gold to train Archery; you have 3.')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('uses the spec texts for a failure without a message and for an exception', async () => {
    mockApi({
      'GET /api/character/skills': { body: [ARCHERY] },
      [`POST /api/character/skills/${ARCHERY.id}`]: { status: 500, body: {} },
    });
    const first = renderPage();
    await first.user.click(await screen.findByRole('button', { name: 'Train Archery' }));
    expect(await within(dialog()).findByText('Training failed. Please try again.')).toBeInTheDocument();
    first.unmount();

    mockApi({
      'GET /api/character/skills': { body: [ARCHERY] },
      [`POST /api/character/skills/${ARCHERY.id}`]: new TypeError('offline'),
    });
    const second = renderPage();
    await second.user.click(await screen.findByRole('button', { name: 'Train Archery' }));
    expect(await within(dialog()).findByText('An error occurred while training. Please try again later.')).toBeInTheDocument();
  });

  it('has empty and error states', async () => {
    mockApi({ 'GET /api/character/skills': { body: [] } });
    const first = renderPage();
    expect(await screen.findByText('No skills available for training at this time.')).toBeInTheDocument();
    first.unmount();
    mockApi({ 'GET /api/character/skills': { status: 500, body: { message: 'boom' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load skills. Please try again.');
  });
});
