import { describe, expect, it } from 'vitest';
import { AccountRefresher, refreshDue } from './refresh-policy.ts';

const minute = 60_000;

describe('refreshDue (docs/product-rules.md#account-refresh)', () => {
  it('always allows the first fetch', () => {
    expect(refreshDue('poll', 0, null)).toBe(true);
  });

  it('never fetches twice within 2 s, even when forced', () => {
    expect(refreshDue('forced', 1_999, 0)).toBe(false);
    expect(refreshDue('forced', 2_000, 0)).toBe(true);
  });

  it('polls at least 5 minutes apart', () => {
    expect(refreshDue('poll', 5 * minute - 1, 0)).toBe(false);
    expect(refreshDue('poll', 5 * minute, 0)).toBe(true);
  });

  it('refreshes on focus only when the last refresh is over 2 minutes old', () => {
    expect(refreshDue('focus', 2 * minute, 0)).toBe(false);
    expect(refreshDue('focus', 2 * minute + 1, 0)).toBe(true);
  });
});

describe('AccountRefresher', () => {
  it('pauses after a burst of forced refreshes', () => {
    const refresher = new AccountRefresher();
    let now = 0;
    let allowed = 0;
    for (let i = 0; i < 10; i++) {
      now += 3_000;
      if (refresher.mayRefresh('forced', now)) {
        refresher.recordFetch(now);
        allowed += 1;
      }
    }
    expect(allowed).toBe(6);
    expect(refresher.breaker.isPaused(now)).toBe(true);
    expect(refresher.mayRefresh('forced', now + 4 * minute)).toBe(false);
    expect(refresher.mayRefresh('forced', now + 5 * minute)).toBe(true);
  });
});
