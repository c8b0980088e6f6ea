import { describe, expect, it } from 'vitest';
import { cryptoRng } from './rng.ts';

describe('cryptoRng', () => {
  it('draws numbers in [0, 1) that spread over the whole range', () => {
    const draws = Array.from({ length: 2000 }, () => cryptoRng());
    for (const d of draws) {
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThan(1);
    }
    expect(draws.some((d) => d < 0.1)).toBe(true);
    expect(draws.some((d) => d > 0.9)).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(1990);
  });
});
