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
