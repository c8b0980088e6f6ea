import { describe, expect, it } from 'vitest';
import { contactState, isNewAccount } from './contacts.ts';

const now = new Date('2026-06-01T12:00:00Z');
const later = new Date('2026-06-01T12:30:00Z');
const earlier = new Date('2026-06-01T11:00:00Z');
const base = { dead: false, jailedUntil: null, travelCooldownEndsAt: null, deedCooldownEndsAt: null };

describe('contactState', () => {
  it.each([
    ['free', base, { state: 'free', until: null }],
    ['dead wins over jail', { ...base, dead: true, jailedUntil: later }, { state: 'dead', until: null }],
    ['jailed until', { ...base, jailedUntil: later, travelCooldownEndsAt: later }, { state: 'jailed', until: later }],
    ['a past jail is over', { ...base, jailedUntil: earlier }, { state: 'free', until: null }],
    ['jail ending now is over', { ...base, jailedUntil: now }, { state: 'free', until: null }],
    ['travelling', { ...base, travelCooldownEndsAt: later, deedCooldownEndsAt: later }, { state: 'travelling', until: later }],
    ['resting', { ...base, deedCooldownEndsAt: later }, { state: 'resting', until: later }],
  ] as const)('%s', (_, input, expected) => {
    expect(contactState(input, now)).toEqual(expected);
  });
});

describe('isNewAccount', () => {
  const limits = { newAccountDays: 3, newAccountLevel: 3 };
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it.each([
    [daysAgo(1), 10, true],
    [daysAgo(3), 3, false],
    [new Date(daysAgo(3).getTime() + 1), 3, true],
    [daysAgo(30), 2, true],
    [daysAgo(30), 3, false],
  ])('account created %s, level %d → %s', (accountCreatedAt, level, expected) => {
    expect(isNewAccount({ accountCreatedAt, level }, now, limits)).toBe(expected);
  });
});
