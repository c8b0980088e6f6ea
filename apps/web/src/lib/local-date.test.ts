import { describe, expect, it } from 'vitest';
import { localDate, localDateTime } from './local-date.ts';

describe('local dates without Intl', () => {
  it("reads the reader's own calendar day and clock, zero-padded", () => {
    // Built from local fields, so the expectation holds in any time zone the tests run in.
    const iso = new Date(2026, 0, 5, 7, 3).toISOString();
    expect(localDate(iso)).toBe('2026-01-05');
    expect(localDateTime(iso)).toBe('2026-01-05 07:03');
  });

  it('puts a moment just before local midnight on its own local day', () => {
    const iso = new Date(2026, 10, 27, 23, 59).toISOString();
    expect(localDate(iso)).toBe('2026-11-27');
    expect(localDateTime(iso)).toBe('2026-11-27 23:59');
  });
});
