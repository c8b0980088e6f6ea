import { soloDeedReward } from './crews.ts';
import type { GroupDeed } from './content/group-deeds.ts';

/** Group deed numbers (docs/game-rules.md#group-deeds). */
export const GroupDeedRules = {
  /** Planning time by tier (1-4), in hours: the deed can be launched only once it is over. */
  planningHours: [12, 24, 48, 96] as const,
  /** After the planning time, the deed must be launched within this long or it lapses (game time). */
  launchWindowMs: 24 * 3_600_000,
  /** Respect a crew needs to plan a deed of each tier. */
  tierRespect: [0, 50, 200, 600] as const,
  /** Respect a success adds, by tier. */
  respect: [10, 25, 60, 150] as const,
  /** Alignment points a success adds to each member's score of the deed's axis, by tier. */
  alignmentPoints: [2, 4, 6, 10] as const,
  /** Each member's pay: this many times a solo deed of the group deed's level. */
  payMultiple: 3,
  /** At most one running (planned, not yet launched) group deed per this many members. */
  membersPerRunning: 5,
  baseChance: 0.35,
  perSkillLevel: 0.05,
  gapMin: -6,
  gapMax: 4,
  minChance: 0.05,
  maxChance: 0.9,
  /** Failure of an evil or neutral deed jails each member this long (game time). */
  failureJailMs: 30 * 60_000,
  /** Failure of a good deed costs the purse this many times the deed's solo gold per seat. */
  failurePurseMultiple: 1,
} as const;

/** Planning time of a tier, in milliseconds at game speed 1. */
export function groupDeedPlanningMs(tier: number): number {
  const hours = GroupDeedRules.planningHours[Math.min(3, Math.max(0, tier - 1))]!;
  return hours * 3_600_000;
}

/** Whether a crew with `respect` may plan a deed of `tier`. */
export function tierUnlocked(tier: number, respect: number): boolean {
  const need = GroupDeedRules.tierRespect[tier - 1];
  return need !== undefined && respect >= need;
}

/**
 * Success chance of a group deed from its seats: 0.35 + the mean over seats of
 * 0.05 x clamp(skill - required, -6, +4), within 0.05..0.9. An empty seat counts as skill 0.
 *
 * @example
 * ```ts
 * groupDeedChance([{ required: 4, skill: 4 }, { required: 3, skill: 3 }]); // 0.35
 * groupDeedChance([{ required: 4, skill: 8 }, { required: 3, skill: 7 }]); // 0.55
 * ```
 */
export function groupDeedChance(seats: ReadonlyArray<{ required: number; skill: number | null }>): number {
  const r = GroupDeedRules;
  if (seats.length === 0) return r.minChance;
  const gaps = seats.map((s) => Math.min(r.gapMax, Math.max(r.gapMin, (s.skill ?? 0) - s.required)));
  const mean = gaps.reduce((a, b) => a + b, 0) / seats.length;
  const raw = r.baseChance + r.perSkillLevel * mean;
  return Math.round(Math.min(r.maxChance, Math.max(r.minChance, raw)) * 10_000) / 10_000;
}

/** Each seated member's pay on success: 3 x a solo deed of the deed's level. */
export function groupDeedPay(deed: Pick<GroupDeed, 'level'>): { experience: number; gold: number } {
  const solo = soloDeedReward(deed.level);
  return { experience: solo.experience * GroupDeedRules.payMultiple, gold: solo.gold * GroupDeedRules.payMultiple };
}

/** What a good deed's failure costs the purse: the solo gold of its level per seat. */
export function groupDeedFailureCost(deed: Pick<GroupDeed, 'level' | 'seats'>): number {
  return soloDeedReward(deed.level).gold * deed.seats.length * GroupDeedRules.failurePurseMultiple;
}

/** How many group deeds a crew of `members` may have running at once: one per 5 members, at least 1. */
export function maxRunningGroupDeeds(members: number): number {
  return Math.max(1, Math.floor(members / GroupDeedRules.membersPerRunning));
}

/** Alignment points a success of this tier adds to each seated member (on the deed's axis). */
export function groupDeedAlignmentPoints(tier: number): number {
  return GroupDeedRules.alignmentPoints[Math.min(3, Math.max(0, tier - 1))]!;
}

/** Respect a success of this tier adds to the crew. */
export function groupDeedRespect(tier: number): number {
  return GroupDeedRules.respect[Math.min(3, Math.max(0, tier - 1))]!;
}
