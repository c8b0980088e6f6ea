import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountRefresher } from '../refresh-policy.ts';
import { ThrottleNotice, throttleMessage } from './throttle-notice.tsx';

const MESSAGE =
  'Application detected excessive API calls and has temporarily paused background requests for 5 minutes to prevent server overload. You can continue using the app, but some data may not refresh automatically.';

describe('ThrottleNotice', () => {
  it('uses the spec wording', () => {
    expect(throttleMessage(5 * 60_000)).toBe(MESSAGE);
  });

  it('appears when the breaker trips and goes away when the pause ends', () => {
    vi.useFakeTimers();
    const refresher = new AccountRefresher();
    render(<ThrottleNotice refresher={refresher} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      for (let i = 0; i < 7; i++) {
        const now = Date.now();
        if (refresher.mayRefresh('forced', now)) refresher.recordFetch(now);
        vi.advanceTimersByTime(2_500);
      }
    });
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGE);

    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
