import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '@/components/ui/toast-store.ts';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithProviders } from '@/testing/render.tsx';
import { timedStates } from '../timed-states.ts';
import { TimerNotices } from './timer-notices.tsx';

const T0 = Date.parse('2026-06-01T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: T0, shouldAdvanceTime: true });
  localStorage.clear();
  document.title = 'Tales of Deeds';
});

// The page's one store keeps the clock of the test that made it (the first): later tests set
// timers further ahead than that test's clock went.
afterEach(() => {
  act(() => {
    timedStates().clear();
    toasts().clear();
  });
});

const show = (enabled = true) =>
  renderWithProviders(
    <>
      <TimerNotices enabled={enabled} />
      <Toaster />
    </>,
  );

describe('TimerNotices', () => {
  it('counts the deed cooldown down in the title, then says deeds are ready with a toast until the player acts', async () => {
    show();
    act(() => timedStates().setCooldown('deeds', T0 + 30_000));
    await vi.waitFor(() => expect(document.title).toBe('(0:30) Tales of Deeds'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(document.title).toMatch(/^\(0:2\d\) Tales of Deeds$/);

    await act(() => vi.advanceTimersByTimeAsync(22_000));
    expect(document.title).toBe('Deeds ready - Tales of Deeds');
    expect(screen.getByRole('status', { name: 'Notices' })).toHaveTextContent('Your deed cooldown is over: deeds are ready.');
    expect(screen.getByRole('link', { name: 'Go to Deeds' })).toHaveAttribute('href', '/deeds');

    fireEvent.keyDown(window, { key: 'Tab' });
    await vi.waitFor(() => expect(document.title).toBe('Tales of Deeds'));
  });

  it('shows the shortest of several timers', async () => {
    show();
    act(() => {
      timedStates().setCooldown('travel', T0 + 600_000);
      timedStates().setCooldown('training', T0 + 65_000);
    });
    await vi.waitFor(() => expect(document.title).toBe('(1:05) Tales of Deeds'));
  });

  it('raises nothing when a timer is cleared before its end (signed out)', async () => {
    show();
    act(() => timedStates().setCooldown('deeds', T0 + 300_000));
    await vi.waitFor(() => expect(document.title).toBe('(5:00) Tales of Deeds'));
    act(() => timedStates().clear());
    await vi.waitFor(() => expect(document.title).toBe('Tales of Deeds'));
    expect(screen.getByRole('status', { name: 'Notices' })).toBeEmptyDOMElement();
  });

  it('leaves the title alone without a living character', async () => {
    show(false);
    act(() => timedStates().setCooldown('deeds', T0 + 30_000));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(document.title).toBe('Tales of Deeds');
  });
});
