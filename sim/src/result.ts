import type { ProfileName, StrategyName } from './profiles.ts';

/**
 * How a bot plays beyond its profile and strategy: `helpers` friends who fail risky deeds on
 * purpose in its city so it can break them out (a rescue farm; 0 = none), whether it pays
 * bail when jailed, and whether it buys and wears equipment (`sim/src/gear.ts`).
 *
 * @example
 * ```ts
 * const farm: BotOptions = { helpers: 3, payBail: true, equipment: false };
 * ```
 */
export interface BotOptions {
  helpers: number;
  payBail: boolean;
  equipment: boolean;
  /** Takes contracts and finishes quest chains (sim/src/quests.ts); every bot that checks a target does. */
  quests?: boolean;
  /** Plays in a crew that launches group deeds (sim/src/crews.ts); alone when absent. */
  crew?: boolean;
  /** Hears every deed the bot does (its time, the level after it, what it earned): the script-flag check (sim/src/watch.test.ts). */
  onDeed?: (deed: { atMs: number; level: number; experience: number; gold: number }) => void;
}

/**
 * A bot that plays alone, pays bail when it can and buys and wears equipment, as every bot
 * that checks a target does; bots that never shop are measured beside them (`simulateFarms`,
 * docs/balance.md "Equipment").
 */
export const DEFAULT_OPTIONS: BotOptions = { helpers: 0, payBail: true, equipment: true, quests: true };

/**
 * Gold sinks the bots pay into.
 *
 * @example
 * ```ts
 * const s: GoldSinks = { training: 10, fares: 0, bail: 0, items: 0, casino: 0 };
 * ```
 */
export interface GoldSinks {
  training: number;
  fares: number;
  bail: number;
  /** Equipment bought and repaired. */
  items: number;
  /** A day's net casino losses (a day's net winnings count as gold earned). */
  casino: number;
}

/**
 * Gold sources the bots earn from, named by the ledger's kinds (docs/economy.md), as the staff
 * economy page shows gold created: `deed`, `group_deed`, `quest`, `interest`, and `casino` for a
 * day's net winnings.
 *
 * @example
 * ```ts
 * const s: GoldSources = { deed: 100, group_deed: 0, quest: 20, interest: 5, casino: 0 };
 * ```
 */
export interface GoldSources {
  deed: number;
  group_deed: number;
  quest: number;
  interest: number;
  casino: number;
}

/**
 * What one bot did in `days` game days.
 *
 * @example
 * ```ts
 * const r: BotResult = runBot(buildWorld(), 'casual', 'good', 1, 30);
 * r.levelByDay[29]; // level at the end of day 30
 * ```
 */
export interface BotResult {
  profile: ProfileName;
  strategy: StrategyName;
  seed: number;
  /** Level at the end of each day (index 0 = end of day 1). */
  levelByDay: number[];
  /** Experience, gold earned and gold spent, all running totals at the end of each day. */
  experienceByDay: number[];
  goldEarnedByDay: number[];
  goldSpentByDay: number[];
  experience: number;
  /** Experience per deed id, rescue experience under -1, group deeds' under -2, contracts' and chains' under -3. */
  experienceByDeed: Map<number, number>;
  /** Gold earned, and by source (`goldFrom`). */
  goldEarned: number;
  goldFrom: GoldSources;
  goldSpent: GoldSinks;
  /** Term deposit interest earned, and casino stakes and payouts (sim/src/bank.ts). */
  bank: { interest: number; staked: number; returned: number };
  playedMinutes: number;
  /** Minutes of play before the first level-up (null: none). */
  firstLevelUpMinutes: number | null;
  /** Day (1-based) the character reached the top deeds' level (null: never). */
  topContentDay: number | null;
  /** Day (1-based) the character reached the top level (null: never). */
  maxLevelDay: number | null;
  counts: {
    deeds: number;
    successes: number;
    trainings: number;
    journeys: number;
    jailed: number;
    bails: number;
    jailbreaks: number;
    paidRescues: number;
    /** Group deeds launched with the bot's crew (`BotOptions.crew`). */
    groupDeeds: number;
    /** Contracts handed in and quest chains finished (sim/src/quests.ts). */
    contracts: number;
    chains: number;
  };
  finalSkills: Record<string, number>;
  finalCity: string;
}

/**
 * A result before the first day is played.
 *
 * @example
 * ```ts
 * newResult('casual', 'good', 1).levelByDay; // []
 * ```
 */
export function newResult(profile: ProfileName, strategy: StrategyName, seed: number): BotResult {
  return {
    profile,
    strategy,
    seed,
    levelByDay: [],
    experienceByDay: [],
    goldEarnedByDay: [],
    goldSpentByDay: [],
    experience: 0,
    experienceByDeed: new Map(),
    goldEarned: 0,
    goldFrom: { deed: 0, group_deed: 0, quest: 0, interest: 0, casino: 0 },
    goldSpent: { training: 0, fares: 0, bail: 0, items: 0, casino: 0 },
    bank: { interest: 0, staked: 0, returned: 0 },
    playedMinutes: 0,
    firstLevelUpMinutes: null,
    topContentDay: null,
    maxLevelDay: null,
    counts: {
      deeds: 0,
      successes: 0,
      trainings: 0,
      journeys: 0,
      jailed: 0,
      bails: 0,
      jailbreaks: 0,
      paidRescues: 0,
      groupDeeds: 0,
      contracts: 0,
      chains: 0,
    },
    finalSkills: {},
    finalCity: '',
  };
}

/**
 * Gold spent so far, every sink.
 *
 * @example
 * ```ts
 * totalSpent({ training: 1, fares: 2, bail: 3, items: 4, casino: 0 }); // 10
 * ```
 */
export function totalSpent(s: GoldSinks): number {
  return s.training + s.fares + s.bail + s.items + s.casino;
}
