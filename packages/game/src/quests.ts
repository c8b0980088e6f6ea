import { GameConstants, scaleDuration } from './constants.ts';
import { deedMaxExperience } from './deeds.ts';
import type { ContractKind, ContractTemplate, QuestAxis } from './content/quests.ts';

const Q = GameConstants.quests;

/**
 * The standing tier (1-5) of a number of standing points with one patron.
 *
 * @example
 * ```ts
 * standingTier(0); // 1
 * standingTier(10); // 2
 * standingTier(100); // 5
 * ```
 */
export function standingTier(points: number): number {
  return 1 + Q.tierThresholds.filter((t) => points >= t).length;
}

/**
 * Standing points after a change: never below 0.
 *
 * @example
 * ```ts
 * standingAfter(3, -5); // 0
 * standingAfter(3, 4); // 7
 * ```
 */
export function standingAfter(points: number, delta: number): number {
  return Math.max(0, Math.floor(points + delta));
}

/**
 * What a template asks at a standing tier: its target for that tier (the last one past the list).
 *
 * @example
 * ```ts
 * contractTarget({ targets: [3, 5, 8] } as ContractTemplate, 2); // 5
 * contractTarget({ targets: [1] } as ContractTemplate, 4); // 1
 * ```
 */
export function contractTarget(template: Pick<ContractTemplate, 'targets'>, tier: number): number {
  const i = Math.min(Math.max(1, tier), template.targets.length) - 1;
  return Math.max(1, template.targets[i] ?? 1);
}

/** What completing a contract pays. */
export interface ContractReward {
  gold: number;
  experience: number;
  standing: number;
}

/**
 * The reward of a contract, fixed when it is offered: each unit of work is worth some deeds
 * (`quests.unitDeeds`), each deed's worth a share of a deed's maximum experience at the
 * character's level in gold and in experience; each tier above 1 adds `quests.tierBonus`; standing is
 * `quests.standingBase` plus the tier.
 *
 * @example
 * ```ts
 * contractReward({ kind: 'deed', target: 3, tier: 1, level: 1 }); // { gold: 4, experience: 1, standing: 3 }
 * ```
 */
export function contractReward(input: { kind: ContractKind; target: number; tier: number; level: number }): ContractReward {
  const tier = Math.min(5, Math.max(1, input.tier));
  const factor = 1 + Q.tierBonus * (tier - 1);
  const deeds = Math.max(1, input.target) * Q.unitDeeds[input.kind] * factor;
  const perDeed = deedMaxExperience(Math.max(1, input.level));
  return {
    gold: Math.max(1, Math.round(perDeed * Q.goldShare * deeds)),
    experience: Math.max(1, Math.round(perDeed * Q.experienceShare * deeds)),
    standing: Q.standingBase + tier,
  };
}

/**
 * A stable 32-bit number from text (FNV-1a), so a character's offers for a patron and day are
 * the same on every instance and every retry.
 *
 * @example
 * ```ts
 * offerSeed('a') === offerSeed('a'); // true
 * ```
 */
export function offerSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** An offer a patron makes: the template, the count asked and, for travel, the destination. */
export interface ContractOffer {
  template: ContractTemplate;
  target: number;
  tier: number;
  placeCityId: string | null;
}

/**
 * The offer a patron makes a character on a day: one of the templates of the patron's
 * alignment open at the character's tier with that patron (a travel contract only when another
 * city exists), picked by `seed` (`offerSeed` of character, city, patron and day). The tier is
 * the highest template tier reached, so better standing brings bigger contracts.
 *
 * @example
 * ```ts
 * pickOffer({ templates: CONTRACT_TEMPLATES, axis: 'good', tier: 1, seed: 7, destinations: [] })?.template.kind; // 'deed'
 * ```
 */
export function pickOffer(input: {
  templates: readonly ContractTemplate[];
  axis: QuestAxis;
  tier: number;
  seed: number;
  destinations: readonly string[];
}): ContractOffer | null {
  const open = input.templates.filter(
    (t) =>
      (t.axis === null || t.axis === input.axis) &&
      t.minTier <= input.tier &&
      (t.kind !== 'travel' || input.destinations.length > 0),
  );
  if (open.length === 0) return null;
  const template = open[input.seed % open.length]!;
  const placeCityId =
    template.kind === 'travel' ? input.destinations[Math.floor(input.seed / open.length) % input.destinations.length]! : null;
  return { template, target: contractTarget(template, input.tier), tier: input.tier, placeCityId };
}

/**
 * Whether a patron makes a new offer: none made yet this game day and fewer than
 * `quests.maxWaitingOffers` waiting.
 *
 * @example
 * ```ts
 * mayOffer({ waiting: 2, offeredToday: false }); // true
 * mayOffer({ waiting: 3, offeredToday: false }); // false
 * ```
 */
export function mayOffer(input: { waiting: number; offeredToday: boolean }): boolean {
  return !input.offeredToday && input.waiting < Q.maxWaitingOffers;
}

/**
 * When an accepted contract runs out.
 *
 * @example
 * ```ts
 * contractDeadline(0, 1); // 259_200_000 (72 hours)
 * ```
 */
export function contractDeadline(acceptedAtMs: number, gameSpeed: number): number {
  return acceptedAtMs + scaleDuration(Q.deadlineMs, gameSpeed);
}

/**
 * A contract's title with its numbers and places filled in.
 *
 * @example
 * ```ts
 * contractTitle('Do {n} good deeds in {city}', { n: 3, city: 'Hearthmere', place: null }); // 'Do 3 good deeds in Hearthmere'
 * ```
 */
export function contractTitle(text: string, v: { n: number; city: string; place: string | null }): string {
  return text
    .replaceAll('{n}', String(v.n))
    .replaceAll('{city}', v.city)
    .replaceAll('{place}', v.place ?? 'another city');
}

/** One piece of work a game action did, as the server counts it towards contracts. */
export interface QuestWork {
  kind: ContractKind;
  /** Where it happened: the character's city (for travel, the city arrived at). */
  cityId: string | null;
  /** The kind of deed, or of alignment points. */
  axis: QuestAxis | null;
  amount: number;
}

/** The parts of an accepted contract that decide what counts towards it. */
export interface ContractMatch {
  kind: ContractKind;
  /** Where the work must happen; null: anywhere. */
  placeCityId: string | null;
  /** The kind of deed or of points that counts; null: any. */
  axis: QuestAxis | null;
}

/**
 * Whether a piece of work counts towards a contract (the server's SQL applies the same test).
 *
 * @example
 * ```ts
 * countsToward({ kind: 'deed', placeCityId: 'c1', axis: 'good' }, { kind: 'deed', cityId: 'c1', axis: 'good', amount: 1 }); // true
 * ```
 */
export function countsToward(contract: ContractMatch, work: QuestWork): boolean {
  return (
    contract.kind === work.kind &&
    work.amount > 0 &&
    (contract.placeCityId === null || contract.placeCityId === work.cityId) &&
    (contract.axis === null || contract.axis === work.axis)
  );
}

/**
 * Progress after some work: never past the target.
 *
 * @example
 * ```ts
 * progressAfter(2, 3, 5); // 3
 * ```
 */
export function progressAfter(progress: number, target: number, amount: number): number {
  return Math.min(target, progress + Math.max(0, amount));
}
