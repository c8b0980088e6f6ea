import { alignmentAxis } from '../alignment.ts';
import type { DeedReward } from '../deed-odds.ts';
import { SEEDED_GOLD_PER_EXPERIENCE } from './deed-helper.ts';
import { FAR_EVIL_DEEDS } from './deeds-far-evil.ts';
import { FAR_GOOD_DEEDS } from './deeds-far-good.ts';
import { FAR_NEUTRAL_DEEDS } from './deeds-far-neutral.ts';
import { HIGH_DEEDS } from './deeds-high.ts';
import { ATONEMENT_DEEDS } from './deeds-atonement.ts';
import type { ContentDeed } from './types.ts';

/**
 * The cities the long game added (the far region): a world seeded before them gains them once.
 *
 * @example
 * ```ts
 * LONG_GAME_CITY_NAMES.has('Farhaven'); // true
 * ```
 */
export const LONG_GAME_CITY_NAMES: ReadonlySet<string> = new Set(['Dawnspire', 'Farhaven', 'Cinderhold']);

/**
 * The deeds the long game added (levels 55-99: the everywhere deeds of 65-95, the far region's
 * local deeds and the atonement deeds from 55 on).
 *
 * @example
 * ```ts
 * LONG_GAME_DEED_NAMES.has('Claim the Slag Throne'); // true
 * LONG_GAME_DEED_NAMES.has('Rescue a Kitten'); // false
 * ```
 */
export const LONG_GAME_DEED_NAMES: ReadonlySet<string> = new Set(
  [
    ...HIGH_DEEDS,
    ...FAR_NEUTRAL_DEEDS,
    ...FAR_GOOD_DEEDS,
    ...FAR_EVIL_DEEDS,
    ...ATONEMENT_DEEDS.filter((d) => d.level >= 55),
  ].map((d) => d.name),
);

/**
 * The reward a deed of the content was seeded with by the version 2 rules, before the long game
 * made experience per minute fall above level 40: Max Experience round(8 x (1 + floor(D / 5)) x
 * (1 + D / 50)) (x1.25 local), gold the path's share of it (0 for atonement), the same points and
 * jail. A world whose deed still holds exactly this (and staff never edited it) takes the new one.
 *
 * @example
 * ```ts
 * v2SeededReward({ level: 60, alignment: -1, city: 'Saltmarsh Harbour', reward: { gold: 214, experience: 171, alignment: 13, jailTime: 1560 } } as ContentDeed);
 * // { gold: 358, experience: 286, alignment: 13, jailTime: 1560 }
 * ```
 */
export function v2SeededReward(deed: ContentDeed): DeedReward {
  const level = Math.max(0, deed.level);
  const base = 8 * (1 + Math.floor(level / 5)) * (1 + level / 50);
  const experience = Math.round(base * (deed.city === undefined ? 1 : 1.25));
  const gold = deed.reward.alignment < 0 ? 0 : Math.round(SEEDED_GOLD_PER_EXPERIENCE[alignmentAxis(deed.alignment)] * experience);
  return { gold, experience, alignment: deed.reward.alignment, jailTime: deed.reward.jailTime };
}
