import { describe, expect, it } from 'vitest';
import { makeAccount, makeOwnCharacter } from '../../testing/fixtures.ts';
import { adminGuard, characterGuard, createCharacterGuard } from './guard-decision.ts';

const living = makeAccount();
const noCharacter = makeAccount({ playerCharacter: null });
const dead = makeAccount({ playerCharacter: makeOwnCharacter({ dead: true }) });
const staff = makeAccount({ role: 2, isAdmin: true });

describe('characterGuard', () => {
  it('waits while the user loads', () => {
    expect(characterGuard('loading', null, '/profile')).toEqual({ kind: 'loading' });
  });

  it('sends a signed-out visitor to /, and lets them see / itself', () => {
    expect(characterGuard('signed-out', null, '/profile')).toEqual({ kind: 'redirect', to: '/' });
    expect(characterGuard('signed-out', null, '/home')).toEqual({ kind: 'redirect', to: '/' });
    expect(characterGuard('signed-out', null, '/')).toEqual({ kind: 'allow' });
  });

  it('sends a player without a character, or with a dead one, to character creation', () => {
    expect(characterGuard('signed-in', noCharacter, '/')).toEqual({ kind: 'redirect', to: '/character/create' });
    expect(characterGuard('signed-in', dead, '/profile')).toEqual({ kind: 'redirect', to: '/character/create' });
  });

  it('lets a player with a living character in', () => {
    expect(characterGuard('signed-in', living, '/profile')).toEqual({ kind: 'allow' });
  });
});

describe('createCharacterGuard', () => {
  it('redirects to / when a living character exists or nobody is signed in', () => {
    expect(createCharacterGuard('signed-in', living)).toEqual({ kind: 'redirect', to: '/' });
    expect(createCharacterGuard('signed-out', null)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('allows players without a character and heirs of a dead one', () => {
    expect(createCharacterGuard('signed-in', noCharacter)).toEqual({ kind: 'allow' });
    expect(createCharacterGuard('signed-in', dead)).toEqual({ kind: 'allow' });
    expect(createCharacterGuard('loading', null)).toEqual({ kind: 'loading' });
  });
});

describe('adminGuard', () => {
  it('admits role 2 and above only', () => {
    expect(adminGuard('signed-in', staff)).toEqual({ kind: 'allow' });
    expect(adminGuard('signed-in', makeAccount({ role: 3 }))).toEqual({ kind: 'allow' });
    expect(adminGuard('signed-in', makeAccount({ role: 1 }))).toEqual({ kind: 'redirect', to: '/' });
    expect(adminGuard('signed-out', null)).toEqual({ kind: 'redirect', to: '/' });
    expect(adminGuard('loading', null)).toEqual({ kind: 'loading' });
  });
});
