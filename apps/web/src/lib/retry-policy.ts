import type { Query } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/**
 * How every read of the query client tries again (docs/client-state.md, "Client retry policy"):
 * at most two more tries, about 1 s and 2 s apart (doubling up to `maxDelayMs`), each wait spread
 * by up to a fifth either way so the tabs an outage hit together do not come back in the same
 * instant. Retries are for blips, so a page has a budget of them: `budgetRetries` within
 * `budgetWindowMs`, across all its reads. When the server fails every read, the budget is soon
 * spent and each screen shows its error after one or two tries instead of every read trying
 * three times. A poll that keeps failing waits twice as long after each failure, up to `pollMaxMs`.
 */
export const QueryRetryRules = {
  retries: 2,
  firstDelayMs: 1_000,
  maxDelayMs: 8_000,
  jitter: 0.2,
  budgetRetries: 4,
  budgetWindowMs: 10_000,
  pollMaxMs: 10 * 60_000,
} as const;

/** The `retry` option of one query client: whether a failed read is tried again. */
export class RetryBudget {
  #spentAt: number[] = [];

  constructor(private readonly now: () => number = () => Date.now()) {}

  readonly shouldRetry = (failureCount: number, error: unknown): boolean => {
    // A 4xx answer will not change on a retry; a 5xx, a network failure or a broken answer might.
    if (isApiError(error) && error.status < 500) return false;
    if (failureCount >= QueryRetryRules.retries) return false;
    const now = this.now();
    this.#spentAt = this.#spentAt.filter((at) => now - at < QueryRetryRules.budgetWindowMs);
    if (this.#spentAt.length >= QueryRetryRules.budgetRetries) return false;
    this.#spentAt.push(now);
    return true;
  };
}

/** `value` spread by up to ±jitter; `random` is 0 <= r < 1. */
const spread = (value: number, random: number) =>
  Math.round(value * (1 - QueryRetryRules.jitter + 2 * QueryRetryRules.jitter * random));

/** The wait before retry number `failureCount + 1` (TanStack Query counts failures from 0 here). */
export function queryRetryDelay(failureCount: number, random: () => number = Math.random): number {
  const base = Math.min(QueryRetryRules.maxDelayMs, QueryRetryRules.firstDelayMs * 2 ** failureCount);
  return spread(base, random());
}

type PollState = Pick<Query['state'], 'status' | 'errorUpdateCount' | 'errorUpdatedAt' | 'dataUpdatedAt'>;

/**
 * A `refetchInterval` that polls every `everyMs` while reads succeed and backs off while they
 * fail: after the n-th failed read in a row it waits `everyMs * 2^n` (spread, at most
 * `pollMaxMs`). Failures in a row are the errors since the last success; with no success yet,
 * every error counts. The spread is drawn from the failure's time, so it stays the same however
 * often the query library asks for the interval while that failure is the latest.
 */
export function backedOffPoll(everyMs: number): (query: { state: PollState }) => number {
  const failuresInARow = new WeakMap<object, { errors: number; successAt: number }>();
  return (query) => {
    const { state } = query;
    if (state.status !== 'error') {
      failuresInARow.set(query, { errors: state.errorUpdateCount, successAt: state.dataUpdatedAt });
      return everyMs;
    }
    const mark = failuresInARow.get(query);
    const failures =
      mark && mark.successAt === state.dataUpdatedAt ? state.errorUpdateCount - mark.errors : state.errorUpdateCount;
    const base = Math.min(QueryRetryRules.pollMaxMs, everyMs * 2 ** Math.max(1, failures));
    return Math.min(QueryRetryRules.pollMaxMs, spread(base, (state.errorUpdatedAt % 997) / 997));
  };
}
