import { alignmentNumber } from './alignment.ts';
import type { ChainDef, ChainRequirement } from './content/chains.ts';
import { travelFare, fareSquares } from './economy.ts';
import { contractReward } from './quests.ts';
import { type GridCity, manhattanDistance, travelTimeRangeMinutes } from './travel.ts';

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
  if (req.jailVisit && !req.jailed) {
    if (ch.cityName !== req.cityName) return `Visit the ${req.cityName} jail: you must be in ${req.cityName}.`;
  } else if (req.jailed) {
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
 * Squares of the road a chain asks, as its fares count them: from the patron's city through
 * each step's city, every change of city a journey of at least one square (`fareSquares`;
 * between cities without coordinates, the shortest travel time in 20-minute squares). A city
 * the world lacks adds no journey.
 *
 * @example
 * ```ts
 * const at = { Hearthmere: { xPosition: 0, yPosition: 0, alignment: 5 }, Silverbrook: { xPosition: 3, yPosition: -2, alignment: 42 } };
 * const chain = { patron: { cityName: 'Hearthmere' }, steps: [{ requirement: { cityName: 'Silverbrook' } }, { requirement: { cityName: 'Hearthmere' } }] };
 * chainRouteSquares(chain, (name) => at[name as keyof typeof at]); // 10
 * ```
 */
export function chainRouteSquares(
  chain: { patron: Pick<ChainDef['patron'], 'cityName'>; steps: readonly { requirement: Pick<ChainRequirement, 'cityName'> }[] },
  cityAt: (cityName: string) => GridCity | undefined,
): number {
  let squares = 0;
  let here = chain.patron.cityName;
  for (const { requirement } of chain.steps) {
    const from = cityAt(here);
    const to = cityAt(requirement.cityName);
    if (requirement.cityName !== here && from && to) {
      squares += fareSquares(manhattanDistance(from, to), travelTimeRangeMinutes(from, to).min);
    }
    here = requirement.cityName;
  }
  return squares;
}

/**
 * The gold and experience a finished chain pays: `rewardDeeds` deeds' worth at the character's
 * level, as a tier 1 deed contract of that size would, and the patron pays the road: the
 * fares of the chain's route (`routeSquares`, {@link chainRouteSquares}) at that level, so a
 * chain never leaves its walker poorer than they set out.
 *
 * @example
 * ```ts
 * chainReward(8, 1); // { gold: 10, experience: 3 } (as contractReward for 8 deeds at level 1)
 * chainReward(8, 3, 24); // { gold: 154, experience: 3 } (10 + the fares of 24 squares at level 3, 144)
 * ```
 */
export function chainReward(rewardDeeds: number, level: number, routeSquares = 0): { gold: number; experience: number } {
  const r = contractReward({ kind: 'deed', target: rewardDeeds, tier: 1, level });
  const road = routeSquares > 0 ? travelFare(routeSquares, level) : 0;
  return { gold: r.gold + road, experience: r.experience };
}
