import { describe, expect, it, vi } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';

const options = { maxCalls: 6, windowMs: 60_000, pauseMs: 300_000 };

function callAt(breaker: CircuitBreaker, now: number): boolean {
  if (!breaker.allows(now)) return false;
  breaker.record(now);
  return true;
}

describe('CircuitBreaker', () => {
  it('allows 6 calls in 60 s and trips on the 7th', () => {
    const breaker = new CircuitBreaker(options);
    for (let i = 0; i < 6; i++) expect(callAt(breaker, i * 1000)).toBe(true);
    expect(callAt(breaker, 6000)).toBe(false);
    expect(breaker.isPaused(6000)).toBe(true);
    expect(breaker.pausedUntil).toBe(306_000);
  });

  it('stays paused for 5 minutes, then counts afresh', () => {
    const breaker = new CircuitBreaker(options);
    for (let i = 0; i < 7; i++) callAt(breaker, i);
    expect(callAt(breaker, 300_005)).toBe(false);
    expect(callAt(breaker, 300_006)).toBe(true);
    expect(breaker.isPaused(300_006)).toBe(false);
  });

  it('forgets calls older than the window', () => {
    const breaker = new CircuitBreaker(options);
    for (let i = 0; i < 6; i++) callAt(breaker, i * 10_000);
    expect(callAt(breaker, 60_001)).toBe(true);
    expect(breaker.isPaused(60_001)).toBe(false);
  });

  it('tells subscribers when it trips', () => {
    const breaker = new CircuitBreaker(options);
    const listener = vi.fn();
    const unsubscribe = breaker.subscribe(listener);
    for (let i = 0; i < 7; i++) callAt(breaker, i);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
