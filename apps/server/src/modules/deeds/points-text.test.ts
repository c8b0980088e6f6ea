import { describe, expect, it } from 'vitest';
import { pointsText } from './deeds.attempt.ts';

describe('pointsText', () => {
  it('counts alignment points in good English', () => {
    expect(pointsText(1, 'neutral')).toBe('1 neutral point');
    expect(pointsText(2, 'good')).toBe('2 good points');
    expect(pointsText(-1, 'evil')).toBe('-1 evil point');
    expect(pointsText(-3, 'evil')).toBe('-3 evil points');
  });
});
