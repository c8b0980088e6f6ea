import { describe, expect, it } from 'vitest';
import { sequenceRng } from './rng.ts';

describe('sequenceRng', () => {
  it('replays its values in a loop', () => {
    const rng = sequenceRng([0.1, 0.9]);
    expect([rng(), rng(), rng()]).toEqual([0.1, 0.9, 0.1]);
  });
});
