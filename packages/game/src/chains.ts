import { alignmentNumber } from './alignment.ts';
import type { ChainDef, ChainRequirement } from './content/chains.ts';
import { contractReward } from './quests.ts';

/** What a step's requirement is judged on: the character as it is now. */
export interface ChainCharacter {
  level: number;
  cityName: string | null;
  jailed: boolean;
  good: number;
  evil: number;
  /** Skill levels by skill name (absent: 0). */
  skills: Readonly<Record<string, number>>;
}

/**
 * Why a step cannot be done yet, in words for the player, or null when it can.
 *
 * @example
 * ```ts
 * stepBlocker({ cityName: 'Silverbrook' }, { level: 1, cityName: 'Hearthmere', jailed: false, good: 0, evil: 0, skills: {} });
 * // 'You must be in Silverbrook.'
 * ```
 */
export function stepBlocker(req: ChainRequirement, ch: ChainCharacter): string | null {
  if (req.jailed) {
    if (!ch.jailed || ch.cityName !== req.cityName) return `You must be in the ${req.cityName} jail.`;
  } else {
    if (ch.jailed) return 'You cannot do this from jail.';
    if (ch.cityName !== req.cityName) return `You must be in ${req.cityName}.`;
  }
  if (req.minLevel && ch.level < req.minLevel) return `You must be level ${req.minLevel}.`;
  if (req.skill && (ch.skills[req.skill.name] ?? 0) < req.skill.level)
    return `You need ${req.skill.name} at level ${req.skill.level}.`;
  const alignment = alignmentNumber(ch.good, ch.evil);
  if (req.alignment === 'good' && alignment <= 0) return 'Your alignment must be good.';
  if (req.alignment === 'evil' && alignment >= 0) return 'Your alignment must be evil.';
  return null;
}

/**
 * Why a chain is not open to the character yet, or null when it is: its level and the standing
 * tier with its patron.
 *
 * @example
 * ```ts
 * chainLock(QUEST_CHAINS[0], { level: 1, standingTier: 2 }); // 'Reach level 3.'
 * ```
 */
export function chainLock(
  chain: Pick<ChainDef, 'minLevel' | 'patron'>,
  ch: { level: number; standingTier: number },
  patronName?: string,
): string | null {
  if (ch.level < chain.minLevel) return `Reach level ${chain.minLevel}.`;
  if (ch.standingTier < chain.patron.tier) {
    return `Reach standing tier ${chain.patron.tier} with ${patronName ?? 'the patron'} of ${chain.patron.cityName}.`;
  }
  return null;
}

/**
 * The gold and experience a finished chain pays: `rewardDeeds` deeds' worth at the character's
 * level, as a tier 1 deed contract of that size would.
 *
 * @example
 * ```ts
 * chainReward(8, 1); // { gold: 10, experience: 3 } (as contractReward for 8 deeds at level 1)
 * ```
 */
export function chainReward(rewardDeeds: number, level: number): { gold: number; experience: number } {
  const r = contractReward({ kind: 'deed', target: rewardDeeds, tier: 1, level });
  return { gold: r.gold, experience: r.experience };
}
