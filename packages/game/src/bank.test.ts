import { describe, expect, it } from 'vitest';
import { depositFee, maxTermPrincipal, termDueMs, termInterest, termRefusal, termUnlocked } from './bank.ts';

describe('depositFee', () => {
  it.each([
    [1, 1],
    [2, 1],
    [50, 1],
    [51, 2],
    [100, 2],
    [250, 5],
    [251, 6],
    [10_000, 200],
  ])('%s gold pays %s', (amount, fee) => {
    expect(depositFee(amount)).toBe(fee);
  });
});

describe('term deposits', () => {
  it.each([
    [1, 100, 1],
    [1, 199, 1],
    [1, 200, 2],
    [7, 1000, 80],
    [28, 999, 349],
    [28, 100, 35],
  ] as const)('%s days on %s gold pays %s', (days, principal, interest) => {
    expect(termInterest(days, principal)).toBe(interest);
  });

  it.each([
    [1, 0, true],
    [7, 0, false],
    [7, 1, true],
    [28, 1, false],
    [28, 7, true],
    [28, 28, true],
  ] as const)('the %s-day term with %s collected is unlocked: %s', (days, longest, open) => {
    expect(termUnlocked(days, longest)).toBe(open);
  });

  it('caps the principal by level and refuses in order: lock, minimum, maximum', () => {
    expect(maxTermPrincipal(1)).toBe(100);
    expect(maxTermPrincipal(30)).toBe(3000);
    expect(termRefusal({ days: 7, principal: 5, level: 1, longestCollected: 0 })).toEqual({ reason: 'locked', needs: 1 });
    expect(termRefusal({ days: 1, principal: 99, level: 5, longestCollected: 0 })).toEqual({ reason: 'below_min', min: 100 });
    expect(termRefusal({ days: 1, principal: 501, level: 5, longestCollected: 0 })).toEqual({ reason: 'above_max', max: 500 });
    expect(termRefusal({ days: 28, principal: 500, level: 5, longestCollected: 7 })).toBeNull();
  });

  it('falls due after its game days', () => {
    expect(termDueMs(0, 7)).toBe(7 * 86_400_000);
    expect(termDueMs(1000, 1, 24)).toBe(1000 + 3_600_000);
  });
});
