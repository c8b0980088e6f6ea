import { PlayerDeedSchema } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DeedState, listFor } from './deeds.service.ts';
import { type DeedRow, numericSkills } from './deeds.view.ts';

describe('numericSkills', () => {
  it('keeps the skills whose level is a number and drops the rest, as a row written by hand may hold', () => {
    expect(numericSkills({ Stealth: 3, Herbalism: '2', Lore: null, Riding: 0 })).toEqual({ Stealth: 3, Riding: 0 });
    expect(numericSkills({})).toEqual({});
  });
});

const CITY = '00000000-0000-4000-8000-000000000001';
const AT = new Date('2026-11-27T12:00:00.000Z');

function deed(overrides: Partial<DeedRow>): DeedRow {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    name: 'Pick a Pocket',
    level: 1,
    content: 'A fat purse sways by.',
    alignment: -1,
    successMessage: 'Got it!',
    failureMessage: 'Caught!',
    skills: { Stealth: 2 },
    cityId: null,
    rewardGold: 25,
    rewardExperience: 35,
    rewardAlignment: -2,
    rewardJailSeconds: 60,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

function state(overrides: Partial<DeedState> = {}): DeedState {
  return {
    level: 5,
    alignment: -12,
    cityId: CITY,
    cityAlignment: -1,
    effortDay: null,
    effortMs: 0,
    deedCooldownEndsAt: null,
    skillLevels: new Map([['stealth', 3]]),
    worn: [],
    charter: null,
    ...overrides,
  };
}

const CATALOGUE = [
  deed({}),
  deed({
    id: '00000000-0000-4000-8000-0000000000d2',
    name: 'Help a Widow',
    alignment: 1,
    skills: {},
    rewardJailSeconds: 0,
    cityId: CITY,
  }),
  deed({ id: '00000000-0000-4000-8000-0000000000d3', name: 'Odd Job', alignment: 0, skills: { Lore: 'x', Riding: 1 }, level: 4 }),
  deed({ id: '00000000-0000-4000-8000-0000000000d4', name: 'Too Hard', level: 9 }),
  deed({ id: '00000000-0000-4000-8000-0000000000d5', name: 'Elsewhere', cityId: '00000000-0000-4000-8000-000000000002' }),
];

// The list is written with JSON.stringify, not parsed by zod on the way out (ADR 0021, 0057): it
// must be exactly what the contract's encode gives back, for every kind of player.
describe('the deed list as written', () => {
  const kinds: Record<string, DeedState> = {
    'a new player': state({ level: 1, skillLevels: new Map(), alignment: 0 }),
    'a player on cooldown, tired': state({
      deedCooldownEndsAt: new Date(AT.getTime() + 60_000),
      effortDay: '2026-11-27',
      effortMs: 9e6,
    }),
    'a player with worn items in an evil crew': state({
      charter: 'evil',
      worn: [
        {
          item: {
            name: 'Lockpick',
            description: 'Thin.',
            slot: 'tool',
            level: 1,
            uses: 20,
            price: 40,
            bonus: { kind: 'skill', skill: 'Stealth', chance: 0.03 },
          },
          usesLeft: 7,
        },
        {
          item: {
            name: 'Charm',
            description: 'Lucky.',
            slot: 'charm',
            level: 1,
            uses: 10,
            price: 90,
            bonus: { kind: 'jail', cut: 0.2 },
          },
          usesLeft: 0,
        },
      ],
    }),
    'a player without a city': state({ cityId: null, cityAlignment: null }),
  };
  for (const [kind, s] of Object.entries(kinds)) {
    it(`is exactly the contract for ${kind}`, () => {
      const cooldownEnd = s.deedCooldownEndsAt;
      const list = listFor(s, CATALOGUE, 0.8, cooldownEnd, 1);
      expect(list.length).toBeGreaterThan(0);
      expect(z.array(PlayerDeedSchema).encode(list)).toStrictEqual(list);
      expect(JSON.parse(JSON.stringify(list))).toStrictEqual(z.array(PlayerDeedSchema).parse(JSON.parse(JSON.stringify(list))));
    });
  }

  it('holds the deeds of the character level or below, of its city or everywhere, in the catalogue order', () => {
    expect(listFor(state(), CATALOGUE, 1, null, 1).map((d) => d.name)).toEqual(['Pick a Pocket', 'Help a Widow', 'Odd Job']);
  });
});
