import type { Account } from '@tod/contracts';
import { ADMIN_ROLE } from '@tod/contracts';
import type { Deps } from '../../lib/deps.ts';
import { unauthorized } from '../../lib/errors.ts';
import { getUser } from '../accounts/index.ts';
import { latestCharacterOf } from './characters.service.ts';
import { toOwnCharacter } from './characters.view.ts';

export { charactersTable } from './characters.sql.ts';
export { characterById, killCharacter, livingCharacterOf, markSeen, noCharacter } from './characters.service.ts';
export { type CharacterWithCity, selectCharacters, toOwnCharacter, toPublicCharacter } from './characters.view.ts';

/** The account as the client sees it: the user with its living (or latest dead) character. */
export async function accountView(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<Account> {
  const [user, character] = await Promise.all([getUser(deps, userId), latestCharacterOf(deps.db, userId)]);
  if (!user) throw unauthorized();
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isAdmin: user.role >= ADMIN_ROLE,
    playerCharacter: character ? toOwnCharacter(character, deps.clock.now()) : null,
  };
}
