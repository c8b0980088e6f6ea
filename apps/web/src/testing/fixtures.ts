import type { Account, OwnCharacter, PlayerDeed, PublicCharacter } from '@tod/contracts';

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
    rescueCooldown: null,
    parentId: null,
    inheritedGold: 0,
    restedExperience: 0,
    fatigue: { effortTodayMs: 0, factor: 1 },
    title: 'True Neutral',
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

/** A deed in the player's list: a level-1 everywhere deed with no skill, requirement or cooldown. */
export function makePlayerDeed(overrides: Partial<PlayerDeed> = {}): PlayerDeed {
  return {
    id: uuid(),
    name: 'Feed the Poor',
    level: 1,
    content: 'Hungry mouths wait.',
    alignment: 1,
    success: 'Well done.',
    failure: 'Oops.',
    skills: {},
    cityId: null,
    reward: { gold: 20, experience: 30, alignment: 2, jailTime: 0 },
    onCooldown: false,
    cooldownEnd: null,
    cooldownMs: 60_000,
    sentenceMs: 0,
    skill: null,
    successChance: 0.5,
    expectedExperiencePerMinute: 11.3,
    expectedGoldPerMinute: 7.5,
    alignmentRequirement: { kind: 'none' },
    meetsAlignment: true,
    equipment: { successBonus: 0, jailFactor: 1, items: [] },
    ...overrides,
  };
}
