import type { QueryClient } from '@tanstack/react-query';
import type { OwnCharacter } from '@tod/contracts';
import { putOwnCharacter } from '../features/accounts/api.ts';
import { applyCharacterTimers } from '../features/timers/server-timers.ts';
import { timedStates } from '../features/timers/timed-states.ts';

/**
 * The one place a gameplay answer lands (a deed, a training session, a journey, a jailbreak, a
 * bail): the character the server returned replaces the cached account's, and its timers go to
 * the timed-state store. Screens copy nothing by hand and recompute nothing with the rules.
 */
export function landGameplayAnswer(client: QueryClient, character: OwnCharacter): void {
  putOwnCharacter(client, character);
  applyCharacterTimers(timedStates(), character.dead ? null : character);
}
