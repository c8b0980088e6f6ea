import type { ChainChoice, ChainDef, ChainRequirement, ChainStep } from './chain-types.ts';
import type { QuestAxis } from './quests.ts';

/** A step of a chain: its title, its text and what it takes. */
export const step = (title: string, text: string, requirement: ChainRequirement, choices?: ChainChoice[]): ChainStep =>
  choices ? { title, text, requirement, choices } : { title, text, requirement };

/** A choice of a step: what the player picks, what it tells next, and the alignment it moves. */
export const choice = (key: string, label: string, outcome: string, axis: QuestAxis, points: number): ChainChoice => ({
  key,
  label,
  outcome,
  axis,
  points,
});

/** A chain started by the patron of `axis` in `cityName`, open at `minLevel` and standing `tier`. */
export const chain = (
  key: string,
  title: string,
  patron: { cityName: string; axis: QuestAxis; tier: number },
  minLevel: number,
  rewardDeeds: number,
  steps: ChainStep[],
): ChainDef => ({ key, title, patron, minLevel, rewardDeeds, steps });
