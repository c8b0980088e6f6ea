import type { OwnCharacter } from '@tod/contracts';
import { isActive } from '@tod/game';
import { useEffect, useSyncExternalStore } from 'react';
import { applyCharacterTimers } from './server-timers.ts';
import { TimedStateStore, type TimedStates } from './timed-state-store.ts';

let store: TimedStateStore | null = null;

/** The page's one timed-state store, made on first use (after the browser globals exist). */
export function timedStates(): TimedStateStore {
  store ??= new TimedStateStore();
  return store;
}

/** The current timed states; re-renders when one is set, cleared or expires. */
export function useTimedStates(): TimedStates {
  const s = timedStates();
  return useSyncExternalStore(s.subscribe, s.getSnapshot);
}

/**
 * Copies the account's character timers into the store whenever a fresh account arrives: once
 * at start-up (docs/product-rules.md#routes-and-guard: "at start-up the cooldowns are refreshed once"), then after each
 * refresh or local update. `undefined` means the account is still loading; null clears.
 */
export function useCharacterTimerSync(character: OwnCharacter | null | undefined): void {
  useEffect(() => {
    if (character === undefined) return;
    applyCharacterTimers(timedStates(), character && !character.dead ? character : null);
  }, [character]);
}

type TimerFields = Pick<OwnCharacter, 'lastDeed' | 'lastTraining' | 'lastJail' | 'inJail'>;

/** Whether the character is jailed now, by the store or by the account (which may be ahead of it). */
export function jailedOnOpen(character: TimerFields | null | undefined, now = Date.now()): boolean {
  if (timedStates().isJailed(now)) return true;
  if (!character) return false;
  return isActive(character.lastJail, now) || (character.inJail && character.lastJail === null);
}

/**
 * docs/product-rules.md#navigation: opening /deeds or /training while on cooldown or jailed goes back to /, unless the
 * page was already open. So this is decided once, when the page opens, from the store and the
 * account's own timers (the store may not have caught up with a fresh account yet).
 */
export function blockedOnOpen(
  cooldown: 'deeds' | 'training',
  character: TimerFields | null | undefined,
  now = Date.now(),
): boolean {
  if (timedStates().isOnCooldown(cooldown, now) || jailedOnOpen(character, now)) return true;
  if (!character) return false;
  return isActive(cooldown === 'deeds' ? character.lastDeed : character.lastTraining, now);
}
