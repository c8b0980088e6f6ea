import { describe, expect, it } from 'vitest';
import { SessionLimits, sessionAlive, touchDue } from './sessions.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const after = (ms: number) => new Date(NOW.getTime() + ms);

describe('session limits', () => {
  it('are 7 days idle, 30 days in all, and one "last used" write a minute', () => {
    expect(SessionLimits).toEqual({ idleMs: 7 * 86_400_000, absoluteMs: 30 * 86_400_000, touchEveryMs: 60_000 });
  });
});

describe('sessionAlive', () => {
  const alive = (lastUsedAt: Date, expiresAt: Date) => sessionAlive({ lastUsedAt, expiresAt }, NOW);

  it('ends exactly 7 days after the last use', () => {
    expect(alive(before(SessionLimits.idleMs - 1), after(86_400_000))).toBe(true);
    expect(alive(before(SessionLimits.idleMs), after(86_400_000))).toBe(false);
  });

  it('ends at its absolute expiry however recently it was used', () => {
    expect(alive(NOW, after(1))).toBe(true);
    expect(alive(NOW, NOW)).toBe(false);
    expect(alive(NOW, before(1))).toBe(false);
  });
});

describe('touchDue', () => {
  it('is due once "last used" is a whole minute old, not a millisecond before', () => {
    expect(touchDue({ lastUsedAt: before(SessionLimits.touchEveryMs - 1) }, NOW)).toBe(false);
    expect(touchDue({ lastUsedAt: before(SessionLimits.touchEveryMs) }, NOW)).toBe(true);
    expect(touchDue({ lastUsedAt: NOW }, NOW)).toBe(false);
  });
});
