import { runBot } from './bot.ts';
import { type Check, median } from './measures.ts';
import type { ProfileName, StrategyName } from './profiles.ts';
import type { BotResult } from './result.ts';
import type { SimWorld } from './world.ts';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * A rescue farm measured: the same bot alone and with 1, 3 and 10 helpers failing risky deeds
 * on purpose in its city, and an evil bot that never pays bail beside one that does.
 *
 * @example
 * ```ts
 * declare const f: FarmSummary;
 * f.withHelpers[10]; // median experience per hour of the rescuer with 10 helpers
 * ```
 */
export interface FarmSummary {
  profile: ProfileName;
  alone: number;
  withHelpers: Record<number, number>;
  paidRescues: Record<number, number>;
  evilPaysBail: number;
  evilNeverPaysBail: number;
  /** Experience per hour of the path bots that buy and wear equipment (all bots do) and of the same bots that never shop, and the gold the shoppers spent on it. */
  equipment: { strategy: StrategyName; without: number; with: number; itemsGold: number }[];
}

/** Helpers a rescue farm is measured with (issue #24). */
export const FARM_HELPERS = [1, 3, 10] as const;

/**
 * Plays the rescue farms and the bail strategies of one profile for `seeds` seeds.
 *
 * @example
 * ```ts
 * simulateFarms(buildWorld(), { seeds: 3, days: 180, profile: 'regular' }).alone > 0; // true
 * ```
 */
export function simulateFarms(world: SimWorld, options: { seeds: number; days: number; profile: ProfileName }): FarmSummary {
  const perHour = (helpers: number, strategy: StrategyName, payBail: boolean, equipment = true) =>
    Array.from({ length: options.seeds }, (_, i) =>
      runBot(world, options.profile, strategy, i + 1, options.days, { helpers, payBail, equipment }),
    );
  const rate = (runs: BotResult[]) => median(runs.map((r) => r.experience / Math.max(1, r.playedMinutes / 60)));
  const farms = FARM_HELPERS.map((n) => [n, perHour(n, 'optimiser', true)] as const);
  return {
    profile: options.profile,
    alone: rate(perHour(0, 'optimiser', true)),
    withHelpers: Object.fromEntries(farms.map(([n, runs]) => [n, rate(runs)])),
    paidRescues: Object.fromEntries(farms.map(([n, runs]) => [n, median(runs.map((r) => r.counts.paidRescues))])),
    evilPaysBail: rate(perHour(0, 'evil', true)),
    evilNeverPaysBail: rate(perHour(0, 'evil', false)),
    equipment: (['good', 'neutral', 'evil'] as const).map((strategy) => {
      const equipped = perHour(0, strategy, true);
      return {
        strategy,
        without: rate(perHour(0, strategy, true, false)),
        with: rate(equipped),
        itemsGold: median(equipped.map((r) => r.goldSpent.items)),
      };
    }),
  };
}

/**
 * The rescue-farm target: each farm adds at most 10% to the rescuer's experience per hour.
 *
 * @example
 * ```ts
 * farmChecks({ profile: 'regular', alone: 100, withHelpers: { 1: 101, 3: 104, 10: 109 }, paidRescues: {}, evilPaysBail: 1, evilNeverPaysBail: 1, equipment: [] })[2]?.ok; // true
 * ```
 */
export function farmChecks(f: FarmSummary): Check[] {
  return FARM_HELPERS.map((n) => {
    const gain = f.withHelpers[n]! / f.alone - 1;
    return {
      name: `${f.profile} optimiser: rescue farm with ${n} helper${n === 1 ? '' : 's'}, experience per hour over solo`,
      target: '<= +10%',
      value: `${gain >= 0 ? '+' : ''}${pct(gain)}`,
      ok: gain <= 0.1,
    };
  });
}
