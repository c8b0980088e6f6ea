import type { QuestAxis } from './quests.ts';
import type { ContentSkillName } from './skills.ts';

/**
 * Quest chains: short stories told in steps across cities (docs/quests.md, "Quest chains").
 * Each step is read, then done by meeting its requirement and pressing on; one step of each
 * chain asks a choice that moves alignment.
 */
export interface ChainRequirement {
  /** Be in this city (in its jail, with `jailed`). */
  cityName: string;
  minLevel?: number;
  /** A skill trained to at least this level. */
  skill?: { name: ContentSkillName; level: number };
  /** Be in this city's jail (a prisoner may speak to prisoners). */
  jailed?: boolean;
  /**
   * Visit this city's jail: be in the city, free (a visitor) or held in its jail. A good
   * chain's jail step asks this, since a good character's deeds carry no sentence and past
   * level 10 it may do no evil deed to get one (docs/quests.md, "Every step reachable").
   */
  jailVisit?: boolean;
  /** The alignment number's sign: above 0 for good, below 0 for evil. */
  alignment?: 'good' | 'evil';
}

export interface ChainChoice {
  key: string;
  label: string;
  /** What the choice tells next (shown in the story once made). */
  outcome: string;
  axis: QuestAxis;
  points: number;
}

export interface ChainStep {
  title: string;
  text: string;
  requirement: ChainRequirement;
  choices?: readonly ChainChoice[];
}

export interface ChainDef {
  key: string;
  title: string;
  /** The patron who starts it: their city, alignment and the standing tier needed. */
  patron: { cityName: string; axis: QuestAxis; tier: number };
  minLevel: number;
  /** The reward, in deeds' worth at the character's level (`chainReward`). */
  rewardDeeds: number;
  steps: readonly ChainStep[];
}
