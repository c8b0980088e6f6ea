import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff.ts';

describe('Backoff', () => {
  it('waits the first delay, then twice as long each time up to the ceiling', () => {
    const backoff = new Backoff({ firstMs: 5_000, maxMs: 60_000, random: () => 0.5 });
    expect(Array.from({ length: 6 }, () => backoff.next())).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });

  it('spreads later delays by at most a fifth either way, never the first', () => {
    const low = new Backoff({ firstMs: 5_000, maxMs: 60_000, random: () => 0 });
    const high = new Backoff({ firstMs: 5_000, maxMs: 60_000, random: () => 0.999_999 });
    expect([low.next(), low.next(), low.next()]).toEqual([5_000, 8_000, 16_000]);
    expect([high.next(), high.next(), high.next()]).toEqual([5_000, 12_000, 24_000]);
  });

  it('starts again from the first delay after a success', () => {
    const backoff = new Backoff({ firstMs: 10_000, maxMs: 60_000, random: () => 0.5 });
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.next()).toBe(10_000);
  });
});
