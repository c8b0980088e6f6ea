import { CircuitBreaker } from '@/lib/circuit-breaker.ts';

/** Account refresh timings (docs/product-rules.md#account-refresh) and the circuit breaker (same section). */
export const AccountRefreshRules = {
  pollIntervalMs: 10 * 60_000,
  minIntervalMs: 5 * 60_000,
  focusStaleMs: 2 * 60_000,
  burstGuardMs: 2_000,
  breaker: { maxCalls: 6, windowMs: 60_000, pauseMs: 5 * 60_000 },
} as const;

/** Why a refresh is wanted: the 10-minute poll, the tab regaining focus, or an explicit need. */
export type RefreshReason = 'poll' | 'focus' | 'forced';

/** Whether the timing rules allow a refresh now, given when the account was last fetched. */
export function refreshDue(reason: RefreshReason, now: number, lastFetchAt: number | null): boolean {
  if (lastFetchAt === null) return true;
  const since = now - lastFetchAt;
  if (since < AccountRefreshRules.burstGuardMs) return false;
  if (reason === 'forced') return true;
  if (reason === 'focus') return since > AccountRefreshRules.focusStaleMs;
  return since >= AccountRefreshRules.minIntervalMs;
}

/** Remembers when the account was fetched and rations further fetches. */
export class AccountRefresher {
  private lastFetchAt: number | null = null;
  readonly breaker = new CircuitBreaker(AccountRefreshRules.breaker);

  /** Every fetch that goes out, whatever started it, is counted here. */
  recordFetch(now: number): void {
    this.lastFetchAt = now;
    this.breaker.record(now);
  }

  /** Whether a refresh for this reason may go out now (a refused burst may trip the breaker). */
  mayRefresh(reason: RefreshReason, now: number): boolean {
    return refreshDue(reason, now, this.lastFetchAt) && this.breaker.allows(now);
  }
}
