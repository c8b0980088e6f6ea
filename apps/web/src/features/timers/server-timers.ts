import type { OwnCharacter, PlayerDeed, TrainingRefusalDetails, TravelDestinations } from '@tod/contracts';
import { TrainingRefusalDetailsSchema } from '@tod/contracts';
import type { TimedStateStore } from './timed-state-store.ts';

/**
 * How each server answer sets or clears the timed states (docs/product-rules.md#timed-states: "server data may set or
 * clear them"). The server is the authority; these only copy what it said into the store.
 */

type CharacterTimers = Pick<
  OwnCharacter,
  'lastDeed' | 'lastTraining' | 'lastTravelled' | 'rescueCooldown' | 'lastJail' | 'inJail'
>;

/** The account's character: every timer at once. No character (or signed out) clears them. */
export function applyCharacterTimers(store: TimedStateStore, character: CharacterTimers | null): void {
  if (!character) {
    store.clear();
    return;
  }
  store.setCooldown('deeds', character.lastDeed);
  store.setCooldown('training', character.lastTraining);
  store.setCooldown('travel', character.lastTravelled);
  store.setCooldown('rescue', character.rescueCooldown);
  const releaseAhead = character.lastJail !== null && Date.parse(character.lastJail) > Date.now();
  // `inJail` without a release time keeps the jail open-ended (docs/product-rules.md#timed-states).
  store.setJail(releaseAhead || character.inJail, character.lastJail);
}

/** The deeds list carries the character's deed cooldown on every row. */
export function applyDeedList(store: TimedStateStore, deeds: readonly PlayerDeed[]): void {
  const first = deeds[0];
  if (first) store.setCooldown('deeds', first.onCooldown ? first.cooldownEnd : null);
}

/** A string field of an error's `details`, if there is one. */
function detail(details: unknown, key: string): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/** A refused deed attempt (403 while jailed) says until when. */
export function applyDeedRefusal(store: TimedStateStore, details: unknown): void {
  const release = detail(details, 'jailReleaseTime');
  if (release) store.setJail(true, release);
}

/** A jailbreak refused during the rescuer's wait (409 `jail.rescue_cooldown`) says when it ends. */
export function applyRescueRefusal(store: TimedStateStore, details: unknown): void {
  const endsAt = detail(details, 'rescueCooldownEndsAt');
  if (endsAt) store.setCooldown('rescue', endsAt);
}

/** A refused session (403 jailed, 429 cooldown) carries `details {inJail, jailTime, cooldown}`. */
export function applyTrainingRefusal(store: TimedStateStore, details: unknown): TrainingRefusalDetails | null {
  const parsed = TrainingRefusalDetailsSchema.safeParse(details);
  if (!parsed.success) return null;
  store.setCooldown('training', parsed.data.cooldown);
  store.setJail(parsed.data.inJail, parsed.data.jailTime);
  return parsed.data;
}

export function applyDestinations(store: TimedStateStore, data: TravelDestinations): void {
  store.setCooldown('travel', data.restingUntil);
}

/** A refused journey (429 resting) says when the rest ends. */
export function applyTravelRefusal(store: TimedStateStore, details: unknown): void {
  const cooldown = detail(details, 'cooldown');
  if (cooldown) store.setCooldown('travel', cooldown);
}
