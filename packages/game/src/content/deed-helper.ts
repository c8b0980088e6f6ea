import { alignmentAxis } from '../alignment.ts';
import { GameConstants } from '../constants.ts';
import { deedCooldownMs } from '../deed-odds.ts';
import { deedMaxExperience, expectedSkillLevel } from '../deeds.ts';
import type { ContentSkillName } from './skills.ts';
import type { ContentDeed } from './types.ts';

/**
 * Max Gold per point of Max Experience of a seeded deed, by the deed's alignment. Evil pays a
 * quarter more because it also pays for bail and longer journeys (the evil home cities lie
 * farthest from the start); see `docs/game-rules.md`.
 *
 * @example
 * ```ts
 * SEEDED_GOLD_PER_EXPERIENCE.evil; // 1.25
 * ```
 */
export const SEEDED_GOLD_PER_EXPERIENCE = { good: 1, neutral: 1, evil: 1.25 } as const;

/**
 * Max Gold of a seeded deed: round(k x deedMaxExperience(D, local)), k = 1 (good, neutral) or
 * 1.25 (evil); 0 for an atonement deed (negative alignment points: penance is not paid work).
 * The scale keeps gold scarce against the prices of `packages/game/src/economy.ts` (the
 * balance simulation, `docs/balance.md`, found players spending under half their gold at
 * twice this scale): a level-30 deed (Max Gold 90) pays about half a session of training at
 * the skill level it expects ((10 + 1)^2 = 121 gold) per success, and a 6-square journey at
 * level 30 (360 gold) costs several deeds.
 *
 * @example
 * ```ts
 * seededDeedMaxGold(1, false, 1, 2); // 8
 * seededDeedMaxGold(30, false, -1, 12); // 113
 * seededDeedMaxGold(30, true, 0, 5); // 112
 * seededDeedMaxGold(20, false, -1, -4); // 0
 * ```
 */
export function seededDeedMaxGold(level: number, local: boolean, alignment: number, points: number): number {
  if (points < 0) return 0;
  return Math.round(SEEDED_GOLD_PER_EXPERIENCE[alignmentAxis(alignment)] * deedMaxExperience(level, local));
}

/**
 * Jail time (seconds) of a risky seeded deed: the sentence the rules give it anyway, 2 deed
 * cooldowns for evil deeds and 1.5 for others, so the number staff see is the real one.
 *
 * @example
 * ```ts
 * seededJailSeconds(5, -1); // 240
 * seededJailSeconds(16, 0); // 360
 * ```
 */
export function seededJailSeconds(level: number, alignment: number): number {
  const d = GameConstants.deeds;
  const multiple = alignmentAxis(alignment) === 'evil' ? d.evilSentenceCooldowns : d.otherSentenceCooldowns;
  return Math.round((multiple * deedCooldownMs(level)) / GameConstants.time.secondMs);
}

/**
 * A compact deed row: level, the skill it tests, name, content, success and failure messages,
 * then `[alignmentPoints, jail?]`. Gold and experience come from the rules; `jail` is `true` for
 * a risky deed (jailed for {@link seededJailSeconds}) or a longer floor in seconds.
 *
 * @example
 * ```ts
 * const make: DeedRowMaker = deedMaker(-1);
 * ```
 */
export type DeedRowMaker = (
  level: number,
  skill: ContentSkillName,
  name: string,
  content: string,
  success: string,
  failure: string,
  reward: readonly [points: number, jail?: true | number],
) => ContentDeed;

/**
 * Returns a builder of content deeds of one alignment, everywhere or local to one city (whose
 * rewards are x1.25). The skill is expected at `expectedSkillLevel(level)` = floor(D / 3).
 *
 * @example
 * ```ts
 * const evil = deedMaker(-1);
 * evil(2, 'Stealth', 'Pick a Pocket', 'A purse sways by.', 'Got it!', 'Caught!', [2, true]);
 * // { ..., skills: { Stealth: 0 }, reward: { gold: 10, experience: 8, alignment: 2, jailTime: 120 } }
 * deedMaker(1, 'Silverbrook')(8, 'Herbalism', ...).city; // 'Silverbrook'
 * ```
 */
export function deedMaker(alignment: ContentDeed['alignment'], city?: string): DeedRowMaker {
  const local = city !== undefined;
  return (level, skill, name, content, success, failure, [points, jail]) => {
    const ruleJail = jail === undefined ? 0 : seededJailSeconds(level, alignment);
    return {
      name,
      level,
      content,
      alignment,
      success,
      failure,
      skills: { [skill]: expectedSkillLevel(level) },
      ...(local ? { city } : {}),
      reward: {
        gold: seededDeedMaxGold(level, local, alignment, points),
        experience: deedMaxExperience(level, local),
        alignment: points,
        jailTime: typeof jail === 'number' ? Math.max(jail, ruleJail) : ruleJail,
      },
    };
  };
}
