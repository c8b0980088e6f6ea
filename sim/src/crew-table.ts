import {
  type AlignmentAxis,
  alignmentAxis,
  GROUP_DEEDS,
  type GroupDeed,
  GroupDeedRules,
  groupDeedAlignmentPoints,
  groupDeedChance,
  groupDeedPay,
  groupDeedPlanningMs,
  groupDeedRespect,
  tierUnlocked,
} from '@tod/game';
import { HOUR, START_MS, type StrategyName } from './profiles.ts';

/** What one launched group deed did for the bot (docs/crews.md#group-deeds). */
export interface GroupDeedTurn {
  success: boolean;
  experience: number;
  gold: number;
  axis: AlignmentAxis;
  points: number;
  jailMs: number;
}

/** A path bot's crew plans deeds of its path or neutral ones; the optimiser's crew plans any. */
const crewAllows = (strategy: StrategyName, deed: GroupDeed) =>
  strategy === 'optimiser' ||
  deed.alignment === 0 ||
  (strategy === 'good' && deed.alignment > 0) ||
  (strategy === 'evil' && deed.alignment < 0);

/**
 * The bot's crew, as the simulation models it: crewmates of the bot's kind fill every seat
 * with the bot's own skill levels; one deed is planned at a time, launched when its planning
 * time is over and the bot is free (the launch needs everyone free), the best one the crew's
 * respect unlocks at the bot's level by expected experience. The next is planned at the launch.
 *
 * @example
 * ```ts
 * const table = new CrewTable('optimiser');
 * table.launch(START_MS, 12, () => 0, () => 0.5); // null: the first plan is still being planned
 * ```
 */
export class CrewTable {
  readonly #strategy: StrategyName;
  #readyAt = START_MS + groupDeedPlanningMs(1);
  #respect = 0;
  launched = 0;

  constructor(strategy: StrategyName) {
    this.#strategy = strategy;
  }

  /** Launches the ready deed at `t` (null when none is ready or none fits the bot yet). */
  launch(t: number, level: number, skillLevel: (name: string) => number, rng: () => number): GroupDeedTurn | null {
    if (t < this.#readyAt) return null;
    let best: { deed: GroupDeed; chance: number; value: number } | null = null;
    for (const deed of GROUP_DEEDS) {
      if (deed.level > level || !tierUnlocked(deed.tier, this.#respect) || !crewAllows(this.#strategy, deed)) continue;
      const chance = groupDeedChance(deed.seats.map((s) => ({ required: s.level, skill: skillLevel(s.skill) })));
      const value = chance * groupDeedPay(deed).experience;
      if (!best || value > best.value) best = { deed, chance, value };
    }
    if (!best) {
      // Nothing fits yet (the bot is below every deed's level): look again in an hour.
      this.#readyAt = t + HOUR;
      return null;
    }
    const { deed, chance } = best;
    this.#readyAt = t + groupDeedPlanningMs(deed.tier);
    this.launched += 1;
    const axis = alignmentAxis(deed.alignment);
    if (rng() < chance) {
      this.#respect += groupDeedRespect(deed.tier);
      const pay = groupDeedPay(deed);
      return { success: true, ...pay, axis, points: groupDeedAlignmentPoints(deed.tier), jailMs: 0 };
    }
    // A good deed's failure costs the purse, not the member; the others jail everyone.
    return {
      success: false,
      experience: 0,
      gold: 0,
      axis,
      points: 0,
      jailMs: deed.alignment > 0 ? 0 : GroupDeedRules.failureJailMs,
    };
  }
}
