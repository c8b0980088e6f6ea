import { describe, expect, it } from 'vitest';
import { localInputValue, minutesUntil } from './sanction-text.ts';

describe('minutesUntil', () => {
  const now = new Date(2026, 5, 1, 12, 0).getTime();
  it('counts whole minutes to a local end time, rounding up', () => {
    expect(minutesUntil(localInputValue(now + 90 * 60_000), now)).toEqual({ minutes: 90 });
    expect(minutesUntil('2026-06-01T12:01', now + 30_000)).toEqual({ minutes: 1 });
  });

  it('refuses a past or present end, a missing one, and one beyond a year', () => {
    expect(minutesUntil('2026-06-01T12:00', now)).toEqual({ error: 'The end must be in the future.' });
    expect(minutesUntil('', now)).toEqual({ error: 'Choose when the ban ends.' });
    expect(minutesUntil('2027-06-02T12:00', now)).toEqual({
      error: 'A timed ban lasts at most a year; choose Permanent instead.',
    });
    expect(minutesUntil(localInputValue(now + 525_600 * 60_000), now)).toEqual({ minutes: 525_600 });
  });
});
