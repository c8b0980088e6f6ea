/**
 * Gifts of gold between players (docs/economy.md#gifts): capped so that an established
 * character cannot fund a new one, nor many characters fund one.
 */
export const Gifts = {
  /** The sender's level must be at least this. */
  minSenderLevel: 5,
  /** A sender gives one recipient at most this x the recipient's level in gold per UTC day. */
  goldPerRecipientLevelPerDay: 25,
  /** A recipient receives at most this many gifts per UTC day, from anyone. */
  maxReceivedPerDay: 3,
} as const;

/** The most gold a sender may still give this recipient today. */
export function giftAllowance(recipientLevel: number, givenToRecipientToday: number): number {
  return Math.max(0, Gifts.goldPerRecipientLevelPerDay * Math.max(1, Math.floor(recipientLevel)) - givenToRecipientToday);
}

export type GiftRefusal =
  | { reason: 'level_too_low'; minLevel: number }
  | { reason: 'recipient_full'; maxGifts: number }
  | { reason: 'over_allowance'; allowance: number };

/**
 * Why a gift may not be given, or null: the sender's level, then the recipient's gifts today,
 * then the amount against what the sender may still give this recipient today.
 *
 * @example
 * ```ts
 * giftRefusal({ senderLevel: 5, recipientLevel: 2, amount: 50, givenToRecipientToday: 0, receivedToday: 0 }); // null
 * giftRefusal({ senderLevel: 5, recipientLevel: 2, amount: 51, givenToRecipientToday: 0, receivedToday: 0 }); // over_allowance 50
 * ```
 */
export function giftRefusal(g: {
  senderLevel: number;
  recipientLevel: number;
  amount: number;
  givenToRecipientToday: number;
  receivedToday: number;
}): GiftRefusal | null {
  if (g.senderLevel < Gifts.minSenderLevel) return { reason: 'level_too_low', minLevel: Gifts.minSenderLevel };
  if (g.receivedToday >= Gifts.maxReceivedPerDay) return { reason: 'recipient_full', maxGifts: Gifts.maxReceivedPerDay };
  const allowance = giftAllowance(g.recipientLevel, g.givenToRecipientToday);
  if (g.amount > allowance) return { reason: 'over_allowance', allowance };
  return null;
}
