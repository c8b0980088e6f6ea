import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { backedOffPoll, QueryRetryRules, queryRetryDelay, RetryBudget } from './retry-policy.ts';

describe('RetryBudget', () => {
  const budgetAt = (clock: { now: number }) => new RetryBudget(() => clock.now);

  it.each([
    ['a 500', new ApiError(500)],
    ['a 503', new ApiError(503)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('retries %s twice, then gives up', (_label, error) => {
    const budget = budgetAt({ now: 0 });
    expect([0, 1, 2, 3].map((count) => budget.shouldRetry(count, error))).toEqual([true, true, false, false]);
  });

  it.each([400, 401, 403, 404, 409, 429])('never retries a %i', (status) => {
    expect(budgetAt({ now: 0 }).shouldRetry(0, new ApiError(status))).toBe(false);
  });

  it('allows 4 retries in 10 s across all reads, then none until the oldest is 10 s old', () => {
    const clock = { now: 0 };
    const budget = budgetAt(clock);
    const failed = new ApiError(500);
    expect(Array.from({ length: 6 }, () => budget.shouldRetry(0, failed))).toEqual([true, true, true, true, false, false]);
    clock.now = 9_999;
    expect(budget.shouldRetry(0, failed)).toBe(false);
    clock.now = 10_000;
    expect([budget.shouldRetry(1, failed), budget.shouldRetry(0, failed)]).toEqual([true, true]);
    expect(budget.shouldRetry(0, failed)).toBe(true);
  });

  it('spends nothing on what it does not retry', () => {
    const budget = budgetAt({ now: 0 });
    for (let i = 0; i < 10; i += 1) {
      budget.shouldRetry(0, new ApiError(404));
      budget.shouldRetry(2, new ApiError(500));
    }
    expect(Array.from({ length: 5 }, () => budget.shouldRetry(0, new ApiError(500)))).toEqual([true, true, true, true, false]);
  });
});

describe('queryRetryDelay', () => {
  it('doubles from 1 s up to the cap', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => queryRetryDelay(n, () => 0.5))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('spreads each wait by at most a fifth either way', () => {
    expect([0, 1, 5].map((n) => queryRetryDelay(n, () => 0))).toEqual([800, 1_600, 6_400]);
    expect([0, 1, 5].map((n) => queryRetryDelay(n, () => 0.999_999))).toEqual([1_200, 2_400, 9_600]);
  });
});

describe('backedOffPoll', () => {
  const state = (over: Partial<Parameters<ReturnType<typeof backedOffPoll>>[0]['state']> = {}) => ({
    status: 'success' as const,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    dataUpdatedAt: 1_000,
    ...over,
  });

  it('polls at its interval while reads succeed', () => {
    expect(backedOffPoll(10_000)({ state: state() })).toBe(10_000);
  });

  it('waits twice as long after each failure in a row, spread, up to the ceiling', () => {
    const poll = backedOffPoll(10_000);
    const query = { state: state({ errorUpdateCount: 3 }) };
    expect(poll(query)).toBe(10_000);
    const waits = [1, 2, 3, 4, 10, 30].map((n) => {
      // An error time of 0 mod 997 spreads by the lowest factor: the doubling shows exactly.
      query.state = state({ status: 'error', errorUpdateCount: 3 + n, errorUpdatedAt: 997 * 50 });
      return poll(query);
    });
    const ceiling = QueryRetryRules.pollMaxMs * (1 - QueryRetryRules.jitter);
    expect(waits).toEqual([16_000, 32_000, 64_000, 128_000, ceiling, ceiling]);
  });

  it('starts again after a success', () => {
    const poll = backedOffPoll(10_000);
    const query = { state: state({ status: 'error', errorUpdateCount: 5, errorUpdatedAt: 997 }) };
    expect(poll(query)).toBe(256_000);
    query.state = state({ errorUpdateCount: 5, dataUpdatedAt: 2_000 });
    expect(poll(query)).toBe(10_000);
    query.state = state({ status: 'error', errorUpdateCount: 6, errorUpdatedAt: 997 * 3, dataUpdatedAt: 2_000 });
    expect(poll(query)).toBe(16_000);
  });

  it('gives the same wait however often it is asked about one failure', () => {
    const poll = backedOffPoll(10_000);
    const query = { state: state({ status: 'error', errorUpdateCount: 2, errorUpdatedAt: 123_456 }) };
    const first = poll(query);
    expect(first).toBeGreaterThanOrEqual(32_000);
    expect(first).toBeLessThanOrEqual(48_000);
    expect(poll(query)).toBe(first);
  });
});

describe('the query client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes three reads of a failing query, backed off, then reports the error', async () => {
    const client = createQueryClient();
    const calls: number[] = [];
    const read = client.fetchQuery({
      queryKey: ['failing'],
      queryFn: () => {
        calls.push(Date.now());
        throw new ApiError(500);
      },
    });
    const settled = read.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled).toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(3);
    const gaps = [calls[1]! - calls[0]!, calls[2]! - calls[1]!];
    expect(gaps[0]).toBeGreaterThanOrEqual(800);
    expect(gaps[0]).toBeLessThanOrEqual(1_200);
    expect(gaps[1]).toBeGreaterThanOrEqual(1_600);
    expect(gaps[1]).toBeLessThanOrEqual(2_400);
  });

  it('gives 6 reads failing together 4 retries in all, each read showing its error', async () => {
    const client = createQueryClient();
    let calls = 0;
    const reads = Array.from({ length: 6 }, (_, i) =>
      client
        .fetchQuery({
          queryKey: ['failing', i],
          queryFn: () => {
            calls += 1;
            throw new ApiError(503);
          },
        })
        .catch((error: unknown) => error),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    for (const read of reads) expect(await read).toBeInstanceOf(ApiError);
    expect(calls).toBe(6 + 4);
  });

  it('reads a 404 once', async () => {
    const client = createQueryClient();
    let calls = 0;
    const settled = client
      .fetchQuery({
        queryKey: ['missing'],
        queryFn: () => {
          calls += 1;
          throw new ApiError(404);
        },
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled).toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });
});
