import { runBot } from './bot.ts';
import { type Check, median } from './measures.ts';
import type { ProfileName, StrategyName } from './profiles.ts';
import { type BotResult, DEFAULT_OPTIONS } from './result.ts';
import type { SimWorld } from './world.ts';

/**
 * A crew member beside the same bot playing alone: experience per hour of both, for the
 * strategies measured, and the group deeds a member launched (median over seeds).
 *
 * @example
 * ```ts
 * simulateCrews(buildWorld(), { seeds: 3, days: 180, profile: 'regular' }).rows.length; // 3
 * ```
 */
export interface CrewSummary {
  profile: ProfileName;
  rows: { strategy: StrategyName; solo: number; crew: number; groupDeeds: number }[];
}

/** Strategies the crew margin is measured for: the optimiser and the two alignments that risk jail or purse. */
export const CREW_STRATEGIES = ['optimiser', 'good', 'evil'] as const;
/** A crew member may get ahead of a solo player by at most this much experience per hour (issue #28). */
export const CREW_MARGIN_MAX = 0.25;

export function simulateCrews(world: SimWorld, options: { seeds: number; days: number; profile: ProfileName }): CrewSummary {
  const rate = (runs: BotResult[]) => median(runs.map((r) => r.experience / Math.max(1, r.playedMinutes / 60)));
  const runs = (strategy: StrategyName, crew: boolean) =>
    Array.from({ length: options.seeds }, (_, i) =>
      runBot(world, options.profile, strategy, i + 1, options.days, { ...DEFAULT_OPTIONS, crew }),
    );
  return {
    profile: options.profile,
    rows: CREW_STRATEGIES.map((strategy) => {
      const member = runs(strategy, true);
      return {
        strategy,
        solo: rate(runs(strategy, false)),
        crew: rate(member),
        groupDeeds: median(member.map((r) => r.counts.groupDeeds)),
      };
    }),
  };
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The crew targets: a member ahead of the solo bot by at most 25% experience per hour, and crews do play. */
export function crewChecks(s: CrewSummary): Check[] {
  return s.rows.flatMap((r) => {
    const ahead = r.crew / r.solo - 1;
    return [
      {
        name: `${s.profile} ${r.strategy}: crew member's experience per hour ahead of playing alone (${r.groupDeeds} group deeds)`,
        target: `<= ${pct(CREW_MARGIN_MAX)}`,
        value: pct(ahead),
        ok: ahead <= CREW_MARGIN_MAX && r.groupDeeds > 0,
      },
    ];
  });
}
