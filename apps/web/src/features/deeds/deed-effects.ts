import type { Deed, DeedAttemptResult, OwnCharacter } from '@tod/contracts';
import { alignmentAxis, alignmentNumber, applyAlignmentShift } from '@tod/game';

/**
 * What an attempt did to the character, from the server's answer and the same rules the server
 * applied (gold, experience, level and alignment on success; cooldown and jail always), so the
 * header shows it at once without spending an account refresh.
 */
export function characterAfterDeed(
  character: OwnCharacter,
  deed: Pick<Deed, 'alignment'>,
  result: DeedAttemptResult,
): Partial<OwnCharacter> {
  const timers: Partial<OwnCharacter> = { lastDeed: result.cooldown, deedsCooldown: result.cooldown };
  if (result.lastJail !== null && Date.parse(result.lastJail) > Date.now()) {
    Object.assign(timers, { lastJail: result.lastJail, jailReleaseTime: result.lastJail, inJail: true });
  }
  if (result.success !== 1) return timers;
  const scores = applyAlignmentShift(character, alignmentAxis(deed.alignment), result.earned.alignment);
  return {
    ...timers,
    gold: character.gold + result.earned.gold,
    experience: character.experience + result.earned.experience,
    level: result.level,
    good: scores.good,
    neutral: scores.neutral,
    evil: scores.evil,
    alignment: alignmentNumber(scores.good, scores.evil),
  };
}
