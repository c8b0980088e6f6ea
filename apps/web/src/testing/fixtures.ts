import type { Account, OwnCharacter, PublicCharacter } from '@tod/contracts';

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function makePublicCharacter(overrides: Partial<PublicCharacter> = {}): PublicCharacter {
  return {
    id: uuid(),
    username: 'Aria',
    icon: null,
    level: 1,
    experience: 0,
    gold: 100,
    good: 0,
    neutral: 0,
    evil: 0,
    alignment: 0,
    bio: 'A humble wanderer.',
    createdAt: '2025-01-01T00:00:00.000Z',
    dead: false,
    location: null,
    inJail: false,
    ...overrides,
  };
}

export function makeOwnCharacter(overrides: Partial<OwnCharacter> = {}): OwnCharacter {
  return {
    ...makePublicCharacter(),
    childCode: 'ABC123',
    deedsCooldown: null,
    jailReleaseTime: null,
    lastDeed: null,
    lastTraining: null,
    lastJail: null,
    lastTravelled: null,
    parentId: null,
    inheritedGold: 0,
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: uuid(),
    email: 'player@example.com',
    role: 0,
    isAdmin: false,
    playerCharacter: makeOwnCharacter(),
    ...overrides,
  };
}
