/** What a contact is doing, as the friends and rivals lists show it (docs/game-rules.md, "Contacts"). */
export type ContactStateName = 'free' | 'jailed' | 'travelling' | 'resting' | 'dead';

/** A character's timed states as stored: each is the moment it ends, or null. */
export interface ContactStateInput {
  dead: boolean;
  jailedUntil: Date | null;
  travelCooldownEndsAt: Date | null;
  deedCooldownEndsAt: Date | null;
}

/**
 * A contact's state at `now`, with the moment it ends: the first that holds of dead, jailed,
 * travelling (the rest after a journey), resting (the cooldown after a deed), else free.
 *
 * @example
 * ```ts
 * const now = new Date('2026-06-01T12:00:00Z');
 * contactState({ dead: false, jailedUntil: new Date('2026-06-01T12:30:00Z'), travelCooldownEndsAt: null,
 *   deedCooldownEndsAt: null }, now); // { state: 'jailed', until: 2026-06-01T12:30:00Z }
 * contactState({ dead: false, jailedUntil: null, travelCooldownEndsAt: null, deedCooldownEndsAt: null }, now);
 * // { state: 'free', until: null }
 * ```
 */
export function contactState(input: ContactStateInput, now: Date): { state: ContactStateName; until: Date | null } {
  const future = (d: Date | null): d is Date => d !== null && d.getTime() > now.getTime();
  if (input.dead) return { state: 'dead', until: null };
  if (future(input.jailedUntil)) return { state: 'jailed', until: input.jailedUntil };
  if (future(input.travelCooldownEndsAt)) return { state: 'travelling', until: input.travelCooldownEndsAt };
  if (future(input.deedCooldownEndsAt)) return { state: 'resting', until: input.deedCooldownEndsAt };
  return { state: 'free', until: null };
}

/**
 * Whether a character counts as a new account for direct messages: its account is younger than
 * `newAccountDays` or the character is below `newAccountLevel`. A new account writes only to
 * players who befriended it first.
 *
 * @example
 * ```ts
 * isNewAccount({ accountCreatedAt: new Date('2026-06-01T00:00:00Z'), level: 5 }, new Date('2026-06-02T00:00:00Z'),
 *   { newAccountDays: 3, newAccountLevel: 3 }); // true: one day old
 * ```
 */
export function isNewAccount(
  who: { accountCreatedAt: Date; level: number },
  now: Date,
  limits: { newAccountDays: number; newAccountLevel: number },
): boolean {
  const ageMs = now.getTime() - who.accountCreatedAt.getTime();
  return ageMs < limits.newAccountDays * 86_400_000 || who.level < limits.newAccountLevel;
}
