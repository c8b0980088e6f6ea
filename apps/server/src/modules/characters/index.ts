import type { OwnCharacter } from '@tod/contracts';
import type { Deps } from '../../lib/deps.ts';
import { latestCharacterOf, noCharacter } from './characters.service.ts';
import { toOwnCharacter } from './characters.view.ts';

export { charactersTable } from './characters.sql.ts';
export {
  anonymiseCharactersOf,
  killCharacter,
  latestCharacterOf,
  livingCharacterOf,
  livingCharacterOfActor,
  markSeen,
  markSeenQuery,
  noCharacter,
  requireLivingCharacter,
} from './characters.service.ts';
export { type CharacterWithCity, toOwnCharacter, toPublicCharacter } from './characters.view.ts';
export { residents } from './residents.ts';
export { updateCharacters } from './game-state.ts';
export { isFuture, iso, over } from './timed-state.ts';

/**
 * A gameplay answer with the caller's character as it is after the action (docs/api.md#calls),
 * read after the write committed, so the client replaces its copy instead of recomputing it.
 */
export async function withOwnCharacter<T extends object>(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
  answer: T,
): Promise<T & { character: OwnCharacter }> {
  const row = await latestCharacterOf(deps.db, userId);
  if (!row) throw noCharacter();
  return { ...answer, character: toOwnCharacter(row, deps.clock.now(), deps.config.gameSpeed) };
}
