import { describe, expect, it } from 'vitest';
import { citySize } from './city.ts';

describe('citySize', () => {
  it.each([
    [0, 'Village'],
    [1, 'Village'],
    [2, 'Town'],
    [3, 'Town'],
    [4, 'Small City'],
    [5, 'Small City'],
    [6, 'City'],
    [7, 'City'],
    [8, 'Large City'],
    [10, 'Large City'],
    [11, 'Metropolis'],
    [40, 'Metropolis'],
  ])('%d buildings → %s', (count, label) => {
    expect(citySize(count)).toBe(label);
  });
});
