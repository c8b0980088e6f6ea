import { AccountSchema, OwnCharacterSchema } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { type charactersTable, toOwnCharacter, toPublicCharacter } from '../characters/index.ts';
import { toAccount } from './accounts.view.ts';

type CharacterRow = typeof charactersTable.$inferSelect;

// The account and own-character calls write these views with JSON.stringify, not through the
// contract (lib/route.ts `trustedResponse`): each must already be exactly what the contract's
// encode gives, for every kind of character.
const now = new Date('2026-06-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

const base: CharacterRow = {
  id: '8faee680-9700-4a3f-bacc-a1f70a79d956',
  userId: '607485f0-7d17-4330-8e1a-9b4b7055c0c3',
  name: 'Aldric',
  bio: 'A wanderer.',
  icon: null,
  level: 3,
  experience: 120,
  gold: 100,
  good: 4,
  neutral: 1,
  evil: 0,
  alignment: 3,
  dead: false,
  diedAt: null,
  childCode: '53SHJKZP',
  parentId: null,
  inheritedGold: 0,
  cityId: '76d1348a-61bb-4b90-9a8e-22e50dc1f033',
  createdAt: at(-86_400_000),
  lastSeenAt: at(-1000),
  deedCooldownEndsAt: null,
  trainingCooldownEndsAt: null,
  jailedUntil: null,
  travelCooldownEndsAt: null,
  rescueCooldownEndsAt: null,
  restedExperience: 10,
  restedSince: at(-3_600_000),
  effortDay: '2026-06-01',
  effortMs: 600_000,
  jailDeedLevel: null,
  jailDeedMaxExperience: null,
  jailbreaks: 0,
};

const cases: Array<[string, Partial<CharacterRow>, string | null]> = [
  ['new, in a city', {}, 'Hearthmere'],
  [
    'on cooldowns (all running)',
    { deedCooldownEndsAt: at(60_000), trainingCooldownEndsAt: at(1), travelCooldownEndsAt: at(5) },
    'Hearthmere',
  ],
  ['cooldowns just over (ending now)', { deedCooldownEndsAt: now, jailedUntil: now }, 'Hearthmere'],
  ['in jail', { jailedUntil: at(3_600_000), deedCooldownEndsAt: at(-5) }, 'Hearthmere'],
  ['dead with a jail term left', { dead: true, diedAt: at(-10), jailedUntil: at(3_600_000) }, 'Hearthmere'],
  ['travelling (no city), effort from yesterday', { cityId: null, effortDay: '2026-05-31', restedSince: null }, null],
  ['with an icon, a parent and inherited gold', { icon: 'icons/a.webp', parentId: base.userId, inheritedGold: 40 }, 'Hearthmere'],
];

describe('the views the hot calls write as they are', () => {
  it.each(cases)('own character, %s: exactly the contract', (_label, change, cityName) => {
    const c = { row: { ...base, ...change }, cityName };
    const view = toOwnCharacter(c, now, 1);
    expect(OwnCharacterSchema.encode(view)).toStrictEqual(view);
    // Asked again for the same row (the cached session's) at a later moment: timers follow `now`.
    const later = toOwnCharacter(c, at(7_200_000), 1);
    expect(OwnCharacterSchema.encode(later)).toStrictEqual(later);
    expect(later.deedsCooldown).toBeNull();
    expect(later.jailReleaseTime).toBeNull();
    expect(later.inJail).toBe(false);
  });

  it('own character shows timers as the moments they end, only while they run', () => {
    const row = { ...base, deedCooldownEndsAt: at(60_000), jailedUntil: at(1000) };
    const view = toOwnCharacter({ row, cityName: 'Hearthmere' }, now, 1);
    expect(view).toMatchObject({
      deedsCooldown: '2026-06-01T12:01:00.000Z',
      lastDeed: '2026-06-01T12:01:00.000Z',
      jailReleaseTime: '2026-06-01T12:00:01.000Z',
      lastJail: '2026-06-01T12:00:01.000Z',
      inJail: true,
      createdAt: '2026-05-31T12:00:00.000Z',
    });
    expect(view).toMatchObject(toPublicCharacter({ row, cityName: 'Hearthmere' }, now));
  });

  it.each([0, 1, 2, 3])('account of role %i: exactly the contract, with and without a character', (role) => {
    const user = { id: base.userId, email: 'a@example.com', role };
    for (const character of [{ row: base, cityName: 'Hearthmere' }, null]) {
      const view = toAccount(user, character, now, 1);
      expect(AccountSchema.encode(view)).toStrictEqual(view);
      expect(view.isAdmin).toBe(role >= 2);
    }
  });
});
