import { describe, expect, it } from 'vitest';
import { depositFee } from './bank.ts';

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
