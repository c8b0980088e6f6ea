import type { PushPreferences } from '@tod/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import type { PushClient, PushState } from '../push.ts';
import { NotificationsPanel } from './notifications-panel.tsx';

const allOn: PushPreferences = {
  deedReady: true,
  trainingReady: true,
  arrived: true,
  releasedFromJail: true,
  brokenOut: true,
  eventsWhileAway: true,
  directMessage: true,
  partnerJailed: true,
  crew: true,
  contractReady: true,
  contractDeadline: true,
  chainOpened: true,
  chronicle: false,
  crewWithdrawals: true,
  crewGroupDeeds: true,
  termDeposit: true,
};

const fakePush = (state: PushState, enabled: PushState = 'on'): PushClient => ({
  state: vi.fn(async () => state),
  enable: vi.fn(async () => enabled),
  disable: vi.fn(async () => 'off' as const),
});

const preferencesApi = (extra = {}) =>
  mockApi({
    'GET /api/notifications/preferences': { body: allOn },
    'PUT /api/notifications/preferences': ({ body }) => ({ body: { ...allOn, ...(body as object) } }),
    ...extra,
  });

describe('NotificationsPanel', () => {
  it('saves a toggle as soon as it changes', async () => {
    const api = preferencesApi();
    const { user } = renderWithProviders(<NotificationsPanel push={fakePush('off')} />);
    const toggle = await screen.findByRole('checkbox', { name: 'Events while away' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await expect.poll(() => api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ eventsWhileAway: false });
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Events while away' })).not.toBeChecked();
    for (const name of ['Deed ready', 'Training ready', 'Arrived', 'Released from jail', 'Broken out']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
  });

  it('shows the quest toggles beside the others, the daily chronicle off until turned on', async () => {
    const api = preferencesApi();
    const { user } = renderWithProviders(<NotificationsPanel push={fakePush('off')} />);
    const chronicle = await screen.findByRole('checkbox', { name: 'Daily chronicle' });
    expect(chronicle).not.toBeChecked();
    for (const name of ['Contract ready to hand in', 'Contract deadline in an hour', 'Quest chain step unlocked']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    await user.click(chronicle);
    await expect.poll(() => api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ chronicle: true });
    expect(await screen.findByRole('checkbox', { name: 'Daily chronicle' })).toBeChecked();
  });

  it('says when a toggle could not be saved', async () => {
    preferencesApi({ 'PUT /api/notifications/preferences': { status: 500, body: { message: 'Boom' } } });
    const { user } = renderWithProviders(<NotificationsPanel push={fakePush('off')} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Deed ready' }));
    expect(await screen.findByText('Failed to save your notification settings. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Deed ready' })).toBeChecked();
  });

  it('turns push on and off for this browser', async () => {
    preferencesApi();
    const push = fakePush('off');
    const { user } = renderWithProviders(<NotificationsPanel push={push} />);
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));
    expect(push.enable).toHaveBeenCalledOnce();
    expect(await screen.findByText('Push notifications are on in this browser.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off push notifications' }));
    expect(push.disable).toHaveBeenCalledOnce();
    expect(await screen.findByText('Push notifications are off in this browser.')).toBeInTheDocument();
  });

  it('explains a browser without push and a blocked permission', async () => {
    preferencesApi();
    const { unmount } = renderWithProviders(<NotificationsPanel push={fakePush('unsupported')} />);
    expect(await screen.findByText(/This browser cannot show notifications from the game/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable push notifications' })).not.toBeInTheDocument();
    unmount();
    const { user } = renderWithProviders(<NotificationsPanel push={fakePush('off', 'denied')} />);
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
  });

  it('sends a test and says how many browsers it reached', async () => {
    preferencesApi({ 'POST /api/notifications/test': { body: { sent: 0 } } });
    const { user } = renderWithProviders(<NotificationsPanel push={fakePush('off')} />);
    await user.click(await screen.findByRole('button', { name: 'Send me a test' }));
    expect(await screen.findByText('No browser of yours has push notifications on yet.')).toBeInTheDocument();
  });
});
