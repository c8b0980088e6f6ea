import type { DeedAttemptResult } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { characterAfterDeed } from './deed-effects.ts';

const result = (overrides: Partial<DeedAttemptResult>): DeedAttemptResult => ({
  success: 1,
  message: 'Done.',
  cooldown: new Date(Date.now() + 60_000).toISOString(),
  lastJail: null,
  earned: { gold: 14, experience: 140, alignment: 3 },
  level: 2,
  levelsGained: 1,
  ...overrides,
});

describe('characterAfterDeed', () => {
  it('adds what a success earned, on the alignment the deed serves', () => {
    const character = makeOwnCharacter({ gold: 100, experience: 10, good: 1, evil: 5, alignment: -4 });
    const r = result({});
    expect(characterAfterDeed(character, { alignment: -1 }, r)).toEqual({
      lastDeed: r.cooldown,
      deedsCooldown: r.cooldown,
      gold: 114,
      experience: 150,
      level: 2,
      good: 1,
      neutral: 0,
      evil: 8,
      alignment: -7,
    });
  });

  it('only sets the cooldown on a failure, and the jail when lastJail lies ahead', () => {
    const jail = new Date(Date.now() + 600_000).toISOString();
    const r = result({ success: 0, lastJail: jail });
    expect(characterAfterDeed(makeOwnCharacter(), { alignment: -1 }, r)).toEqual({
      lastDeed: r.cooldown,
      deedsCooldown: r.cooldown,
      lastJail: jail,
      jailReleaseTime: jail,
      inJail: true,
    });
  });
});
