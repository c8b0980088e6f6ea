import { type AlignmentAxis, alignmentAxis } from './alignment.ts';
import { deedMaxExperience } from './deeds.ts';

/**
 * Crews (guilds): numbers and pure rules. Every number here is in docs/game-rules.md#crews.
 * Time is an argument; nothing here reads a clock or draws a random number.
 */
export const CrewRules = {
  /** Level a character needs to found a crew. */
  foundLevel: 10,
  /** Gold the founder pays (a sink: it leaves the game, it does not fill the purse). */
  foundPrice: 2_000,
  /** Seats a new crew has, and the most it can buy. */
  startSeats: 5,
  maxSeats: 30,
  /** The first seat upgrade's price and the ladder's growth per seat already bought. */
  seatBasePrice: 1_500,
  seatPriceGrowth: 1.35,
  /** Joining or leaving a crew starts this wait before the next join or leave. */
  moveCooldownMs: 24 * 3_600_000,
  /** Open applications one character may have at once. */
  maxOpenApplications: 5,
  /** A leader not seen for this long is replaced by housekeeping. */
  leaderAbsenceMs: 30 * 24 * 3_600_000,
  /** A member's withdrawals per UTC day: this many gold per character level. */
  withdrawCapPerLevel: 100,
  /** Added success chance on a member's solo deed of the charter's alignment. */
  charterBonus: 0.03,
  /** A linked account's deposits stay out of reach for this long (fair play). */
  linkedDepositHoldMs: 7 * 24 * 3_600_000,
  nameMin: 3,
  nameMax: 30,
  textMax: 2_000,
} as const;

export const CHARTERS = ['good', 'neutral', 'evil'] as const;
export type Charter = (typeof CHARTERS)[number];

export const CREW_RANKS = ['leader', 'officer', 'member'] as const;
export type CrewRank = (typeof CREW_RANKS)[number];

export const CREW_PERMISSIONS = ['invite', 'remove', 'withdraw', 'plan', 'editText', 'grant'] as const;
export type CrewPermission = (typeof CREW_PERMISSIONS)[number];

/** What a new officer and a new member may do until someone with `grant` changes it. */
export const DEFAULT_PERMISSIONS: Record<Exclude<CrewRank, 'leader'>, readonly CrewPermission[]> = {
  officer: ['invite', 'plan'],
  member: [],
};

/**
 * Whether a member of this rank with these granted permissions may do `what`. The leader may
 * do everything; others only what was granted to them.
 *
 * @example
 * ```ts
 * mayDo('leader', [], 'withdraw'); // true
 * mayDo('officer', ['invite'], 'withdraw'); // false
 * ```
 */
export function mayDo(rank: CrewRank, granted: readonly string[], what: CrewPermission): boolean {
  return rank === 'leader' || granted.includes(what);
}

/**
 * Price of the next seat for a crew that has `seats`: 1,500 x 1.35^(seats - 5), rounded; null
 * at the most seats (30). The ladder is long on purpose: the 30th seat costs about two million.
 *
 * @example
 * ```ts
 * seatUpgradePrice(5); // 1500
 * seatUpgradePrice(6); // 2025
 * seatUpgradePrice(30); // null
 * ```
 */
export function seatUpgradePrice(seats: number): number | null {
  const r = CrewRules;
  if (seats >= r.maxSeats) return null;
  return Math.round(r.seatBasePrice * r.seatPriceGrowth ** Math.max(0, seats - r.startSeats));
}

/**
 * Gold one member may still withdraw today: 100 x level, less what they withdrew today.
 *
 * @example
 * ```ts
 * withdrawRoom(12, 300); // 900
 * withdrawRoom(1, 500); // 0
 * ```
 */
export function withdrawRoom(characterLevel: number, withdrawnToday: number): number {
  return Math.max(0, CrewRules.withdrawCapPerLevel * Math.max(1, characterLevel) - Math.max(0, withdrawnToday));
}

/**
 * The added success chance a member's charter gives a solo deed: 0.03 when the deed's
 * alignment axis is the charter's, else 0 (also 0 outside a crew).
 *
 * @example
 * ```ts
 * charterDeedBonus('evil', -2); // 0.03
 * charterDeedBonus('good', -2); // 0
 * charterDeedBonus(null, 1); // 0
 * ```
 */
export function charterDeedBonus(charter: Charter | null, deedAlignment: number): number {
  if (charter === null) return 0;
  return alignmentAxis(deedAlignment) === (charter as AlignmentAxis) ? CrewRules.charterBonus : 0;
}

/**
 * Whether a character may join or leave now, given its last join or leave: 24 hours apart.
 *
 * @example
 * ```ts
 * moveAllowedAt(new Date('2026-01-01T00:00:00Z')).toISOString(); // '2026-01-02T00:00:00.000Z'
 * ```
 */
export function moveAllowedAt(lastMove: Date): Date {
  return new Date(lastMove.getTime() + CrewRules.moveCooldownMs);
}

/**
 * Who takes over from an absent leader: the officer who joined first, else the member who
 * joined first; null when the leader is alone. Ties go to the lower id, so every instance
 * picks the same one.
 *
 * @example
 * ```ts
 * successor([{ id: 'b', rank: 'member', joinedAt: d1 }, { id: 'a', rank: 'officer', joinedAt: d2 }]); // { id: 'a', ... }
 * ```
 */
export function successor<T extends { id: string; rank: CrewRank; joinedAt: Date }>(others: readonly T[]): T | null {
  const order = (a: T, b: T) => a.joinedAt.getTime() - b.joinedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const officers = others.filter((m) => m.rank === 'officer').sort(order);
  if (officers.length > 0) return officers[0]!;
  const members = others.filter((m) => m.rank === 'member').sort(order);
  return members[0] ?? null;
}

/**
 * How a disbanded crew's purse goes back: in equal shares to its members, the remainder (less
 * than one gold per member) one gold each to the longest-serving first. Returns each member's
 * share in the order given (longest-serving first).
 *
 * @example
 * ```ts
 * disbandShares(10, 3); // [4, 3, 3]
 * disbandShares(0, 2); // [0, 0]
 * ```
 */
export function disbandShares(purse: number, members: number): number[] {
  if (members <= 0) return [];
  const base = Math.floor(Math.max(0, purse) / members);
  const rest = Math.max(0, purse) - base * members;
  return Array.from({ length: members }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * Whether a crew name is acceptable as text (the server checks uniqueness): trimmed 3-30
 * characters of letters, digits, spaces, `_`, `-` and `'`.
 *
 * @example
 * ```ts
 * crewNameProblem('The Grey Hands'); // null
 * crewNameProblem('ab'); // 'Crew name must be 3 to 30 characters.'
 * ```
 */
export function crewNameProblem(name: string): string | null {
  const n = name.trim();
  if (n.length < CrewRules.nameMin || n.length > CrewRules.nameMax) return 'Crew name must be 3 to 30 characters.';
  if (!/^[A-Za-z0-9 _'-]+$/.test(n)) return "Crew name may use letters, digits, spaces, _, - and ' only.";
  return null;
}

/** Solo deed reward at a level, as a group deed's pay is priced: Max Experience and 0.75 of it in gold. */
export function soloDeedReward(level: number): { experience: number; gold: number } {
  const experience = deedMaxExperience(level);
  return { experience, gold: Math.round(0.75 * experience) };
}
