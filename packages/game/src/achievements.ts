import { alignmentValue } from './alignment.ts';
import { ALIGNMENT_TITLES, alignmentTitle } from './alignment-titles.ts';
import { GameConstants } from './constants.ts';
import { ACHIEVEMENTS, type AchievementDef, type AchievementStat, PERKS, type PerkKey } from './content/achievements.ts';
import type { QuestWork } from './quests.ts';

/**
 * A character's measures that achievements read (docs/quests.md, "Achievements"). Counters
 * (`deeds`, `rescues`...) are the character's tallies; the rest are read from its row, its
 * standing and its chains.
 */
export type AchievementStats = Record<AchievementStat, number>;

/** The tallies' names: counters moved by the same statement as the work (`tallyWork`). */
export type TallyName = 'deeds' | 'goodDeeds' | 'neutralDeeds' | 'evilDeeds' | 'rescues' | 'trainings' | 'journeys';

/** A tally counter moved by work; `city:<id>` marks a city arrived in (the distinct cities visited). */
export interface TallyStep {
  stat: string;
  amount: number;
}

const DEED_TALLY = { good: 'goodDeeds', neutral: 'neutralDeeds', evil: 'evilDeeds' } as const;

/**
 * The tallies a batch of work moves: one step per name, never twice the same name (one
 * `INSERT ... ON CONFLICT` may touch a row once).
 *
 * @example
 * ```ts
 * tallyWork([{ kind: 'deed', cityId: 'c1', axis: 'good', amount: 1 }]);
 * // [{ stat: 'deeds', amount: 1 }, { stat: 'goodDeeds', amount: 1 }]
 * ```
 */
export function tallyWork(work: readonly QuestWork[]): TallyStep[] {
  const steps = new Map<string, number>();
  const add = (stat: string, amount: number) => steps.set(stat, (steps.get(stat) ?? 0) + amount);
  for (const w of work) {
    if (w.amount <= 0) continue;
    if (w.kind === 'deed') {
      add('deeds', 1);
      if (w.axis) add(DEED_TALLY[w.axis], 1);
    } else if (w.kind === 'training') add('trainings', 1);
    else if (w.kind === 'rescue') add('rescues', 1);
    else if (w.kind === 'travel') {
      add('journeys', 1);
      if (w.cityId) add(`city:${w.cityId}`, 1);
    }
  }
  return [...steps].map(([stat, amount]) => ({ stat, amount }));
}

const NEUTRAL_INDEX = ALIGNMENT_TITLES.findIndex((t) => t.title === 'True Neutral');

/**
 * How many titles away from True Neutral the character's alignment title is, on the good and
 * the evil side (0 on the other side).
 *
 * @example
 * ```ts
 * titleRungs({ good: 600, neutral: 0, evil: 0 }); // { good: 2, evil: 0 } (Kind Heart)
 * ```
 */
export function titleRungs(scores: { good: number; neutral: number; evil: number }): { good: number; evil: number } {
  const title = alignmentTitle(alignmentValue(scores.good, scores.neutral, scores.evil));
  const index = ALIGNMENT_TITLES.findIndex((t) => t.title === title);
  return { good: Math.max(0, index - NEUTRAL_INDEX), evil: Math.max(0, NEUTRAL_INDEX - index) };
}

/** An achievement with how far the character is towards it. */
export interface AchievementProgress extends AchievementDef {
  value: number;
  earned: boolean;
}

/**
 * Every achievement with the character's value (capped at the target) and whether it is reached.
 *
 * @example
 * ```ts
 * achievementProgress({ ...zeroStats(), deeds: 12 }).find((x) => x.key === 'deeds-10')?.earned; // true
 * ```
 */
export function achievementProgress(stats: AchievementStats): AchievementProgress[] {
  return ACHIEVEMENTS.map((def) => {
    const value = Math.min(def.target, Math.max(0, stats[def.stat] ?? 0));
    return { ...def, value, earned: value >= def.target };
  });
}

/** Stats of a character that has done nothing yet. */
export function zeroStats(): AchievementStats {
  return {
    deeds: 0,
    goodDeeds: 0,
    neutralDeeds: 0,
    evilDeeds: 0,
    rescues: 0,
    trainings: 0,
    journeys: 0,
    cities: 0,
    allCities: 0,
    level: 0,
    contracts: 0,
    standingTier: 0,
    goodTitle: 0,
    evilTitle: 0,
    chains: 0,
  };
}

/**
 * Merits: one for every 5 achievements earned, less those spent on perks (never below 0).
 *
 * @example
 * ```ts
 * meritsAvailable(11, 1); // 1 (2 earned, 1 spent)
 * ```
 */
export function meritsAvailable(earnedCount: number, spent: number): number {
  return Math.max(0, Math.floor(earnedCount / GameConstants.achievements.achievementsPerMerit) - spent);
}

/**
 * What a perk purchase is refused for, or null when it may be bought.
 *
 * @example
 * ```ts
 * perkRefusal({ perk: 'ambitious', rank: 1, merits: 3 }); // 'max_rank'
 * ```
 */
export function perkRefusal(input: { perk: string; rank: number; merits: number }): 'unknown' | 'max_rank' | 'no_merit' | null {
  const def = PERKS.find((p) => p.key === input.perk);
  if (!def) return 'unknown';
  if (input.rank >= def.maxRank) return 'max_rank';
  if (input.merits < 1) return 'no_merit';
  return null;
}

/** A character's perk ranks (absent: 0). */
export type PerkRanks = Partial<Record<PerkKey, number>>;

/**
 * A handed-in contract's pay with the character's perks: gold and experience up 10% a rank
 * (rounded down), standing up 1 a rank.
 *
 * @example
 * ```ts
 * perkedReward({ gold: 100, experience: 40, standing: 3 }, { haggler: 2, favoured: 1 });
 * // { gold: 120, experience: 40, standing: 4 }
 * ```
 */
export function perkedReward(
  reward: { gold: number; experience: number; standing: number },
  ranks: PerkRanks,
): { gold: number; experience: number; standing: number } {
  const share = GameConstants.achievements.rewardBonusPerRank;
  return {
    gold: Math.floor(reward.gold * (1 + share * (ranks.haggler ?? 0))),
    experience: Math.floor(reward.experience * (1 + share * (ranks.scholar ?? 0))),
    standing: reward.standing + (ranks.favoured ?? 0),
  };
}

/**
 * Accepted contracts a character may hold: the base 3, one more with Ambitious.
 *
 * @example
 * ```ts
 * maxActiveFor({ ambitious: 1 }); // 4
 * ```
 */
export function maxActiveFor(ranks: PerkRanks): number {
  return GameConstants.quests.maxActiveContracts + (ranks.ambitious ?? 0);
}
