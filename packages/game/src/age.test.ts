import { describe, expect, it } from 'vitest';
import { characterAgeDays } from './age.ts';

describe('characterAgeDays', () => {
  it.each([
    ['2025-01-01T00:00:00Z', '2025-01-03T12:00:00Z', 2],
    [0, 86_399_999, 0],
    [0, 86_400_000, 1],
    [new Date(0), new Date(30 * 86_400_000 + 5), 30],
    [86_400_000, 0, 0],
    ['garbage', 0, 0],
  ])('created %s, now %s → %d days', (createdAt, now, days) => {
    expect(characterAgeDays(createdAt, now)).toBe(days);
  });
});
