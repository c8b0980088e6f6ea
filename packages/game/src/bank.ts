/** The bank (docs/economy.md#bank): gold kept safe, a small fee on each deposit, free withdrawals. */
export const Bank = {
  /** The deposit fee: this share of the amount, rounded up, at least `minFee`. */
  depositFeeRate: 0.02,
  minFee: 1,
} as const;

/**
 * The fee a deposit of `amount` gold pays: 2% rounded up, at least 1 gold. The rest lands in
 * the bank.
 *
 * @example
 * ```ts
 * depositFee(10); // 1
 * depositFee(250); // 5
 * depositFee(251); // 6
 * ```
 */
export function depositFee(amount: number): number {
  return Math.max(Bank.minFee, Math.ceil(Math.max(0, amount) * Bank.depositFeeRate - 1e-9));
}

/**
 * Term deposits (docs/game-rules.md#term-deposits): gold locked for 1, 7 or 28 game days for a
 * fixed return shown before it is opened. Each term is unlocked by collecting one of the
 * shorter term before it (the 1-day term is open to all); the principal is capped by level;
 * one term deposit runs at a time; it cannot be taken out before it is due.
 */
export const TermDeposits = {
  /** Game days, shortest first, and the whole-percent return each pays on its principal. */
  terms: [
    { days: 1, ratePercent: 1 },
    { days: 7, ratePercent: 8 },
    { days: 28, ratePercent: 35 },
  ],
  /** The least principal (so the shortest term pays at least 1 gold). */
  minPrincipal: 100,
  /** The most principal: this x the character's level. */
  principalPerLevel: 100,
} as const;

export type TermDays = (typeof TermDeposits.terms)[number]['days'];
export const TERM_DAYS = TermDeposits.terms.map((t) => t.days) as TermDays[];

/**
 * The return a term deposit pays when collected: its rate of the principal, rounded down.
 *
 * @example
 * ```ts
 * termInterest(1, 100); // 1
 * termInterest(7, 1000); // 80
 * termInterest(28, 999); // 349
 * ```
 */
export function termInterest(days: TermDays, principal: number): number {
  const term = TermDeposits.terms.find((t) => t.days === days);
  if (!term) return 0;
  // Integer arithmetic: no float rounding in money.
  return Math.floor((Math.max(0, Math.floor(principal)) * term.ratePercent) / 100);
}

/** The most a character of `level` may lock in one term deposit. */
export function maxTermPrincipal(level: number): number {
  return TermDeposits.principalPerLevel * Math.max(1, Math.floor(level));
}

/**
 * Whether a term is open to a character whose longest collected term is `longestCollected`
 * days (0 for none): the 1-day term always; a longer one once the term just shorter was collected.
 *
 * @example
 * ```ts
 * termUnlocked(1, 0); // true
 * termUnlocked(7, 0); // false
 * termUnlocked(7, 1); // true
 * termUnlocked(28, 1); // false
 * ```
 */
export function termUnlocked(days: TermDays, longestCollected: number): boolean {
  const i = TERM_DAYS.indexOf(days);
  if (i <= 0) return i === 0;
  return longestCollected >= TERM_DAYS[i - 1]!;
}

/**
 * When a term deposit opened at `openedMs` is due: its days in game days (a real day divided
 * by `gameSpeed`, as `gameDay` counts them).
 *
 * @example
 * ```ts
 * termDueMs(0, 7); // 604_800_000
 * termDueMs(0, 1, 24); // 3_600_000
 * ```
 */
export function termDueMs(openedMs: number, days: TermDays, gameSpeed = 1): number {
  return openedMs + Math.round((days * 86_400_000) / gameSpeed);
}

export type TermRefusal =
  | { reason: 'locked'; needs: number }
  | { reason: 'below_min'; min: number }
  | { reason: 'above_max'; max: number };

/**
 * Why a term deposit may not be opened, or null: the term is locked, or the principal is
 * outside `minPrincipal` .. `maxTermPrincipal(level)`.
 *
 * @example
 * ```ts
 * termRefusal({ days: 1, principal: 100, level: 1, longestCollected: 0 }); // null
 * termRefusal({ days: 1, principal: 101, level: 1, longestCollected: 0 }); // above_max 100
 * ```
 */
export function termRefusal(t: {
  days: TermDays;
  principal: number;
  level: number;
  longestCollected: number;
}): TermRefusal | null {
  if (!termUnlocked(t.days, t.longestCollected)) {
    const i = TERM_DAYS.indexOf(t.days);
    return { reason: 'locked', needs: TERM_DAYS[Math.max(0, i - 1)]! };
  }
  if (t.principal < TermDeposits.minPrincipal) return { reason: 'below_min', min: TermDeposits.minPrincipal };
  const max = maxTermPrincipal(t.level);
  if (t.principal > max) return { reason: 'above_max', max };
  return null;
}
