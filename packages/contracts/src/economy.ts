import { type RefusalCode, refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { OwnCharacterSchema } from './characters.ts';
import { endpoint } from './http.ts';
import { TermIdParamsSchema, TermMoveResultSchema, TermOpenInputSchema, TermStateSchema } from './term-deposits.ts';

/**
 * Why a character's gold changed: every line of the gold ledger (docs/economy.md) names one.
 * A source creates gold (a deed's reward, interest, a casino win), a sink destroys it (fares,
 * fees, bail, a lost bet), a transfer (a gift, a crew purse) moves it between two characters.
 * A system that moves gold adds its kind here.
 */
export const LEDGER_KINDS = [
  'deed',
  'bail',
  'travel',
  'training',
  'shop',
  'repair',
  'quest',
  'crew',
  'bank',
  'gift',
  'casino',
  'staff',
  'rescue',
  'interest',
  'group_deed',
] as const;
export const LedgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof LedgerKindSchema>;

/**
 * What the caller may still give one character today, shown before a gift
 * (docs/economy.md#gifts): `allowance` in gold (25 x the recipient's level a day, less what the
 * caller gave it today), the gifts it received today of at most `maxGiftsPerDay`, and `refusal`,
 * the message that would refuse any gift now (null when one can be given).
 *
 * @example
 * ```ts
 * const a: GiftAllowance = {
 *   recipient: { id: 'a3c5e1f0-2b4d-4e6f-8a1b-3c5d7e9f1a2b', username: 'Mara', level: 4 },
 *   allowance: 100, givenToday: 0, receivedToday: 1, maxGiftsPerDay: 3, minSenderLevel: 5, gold: 340, refusal: null,
 * };
 * ```
 */
export const GiftAllowanceSchema = z.object({
  recipient: z.object({ id: z.uuid(), username: z.string(), level: z.number().int() }),
  allowance: z.number().int(),
  givenToday: z.number().int(),
  receivedToday: z.number().int(),
  maxGiftsPerDay: z.number().int(),
  minSenderLevel: z.number().int(),
  /** The caller's gold. */
  gold: z.number().int(),
  refusal: z.string().nullable(),
});
export type GiftAllowance = z.infer<typeof GiftAllowanceSchema>;

/**
 * A gift: the recipient's character id and a whole, positive amount of gold.
 *
 * @example
 * ```ts
 * GiftInputSchema.parse({ to: 'a3c5e1f0-2b4d-4e6f-8a1b-3c5d7e9f1a2b', amount: 40 });
 * ```
 */
export const GiftInputSchema = z.object(
  {
    to: z.uuid({ error: 'Choose a character to give gold to.' }),
    amount: z
      .number({ error: 'The amount must be a whole number of gold, at least 1.' })
      .int({ error: 'The amount must be a whole number of gold, at least 1.' })
      .min(1, { error: 'The amount must be a whole number of gold, at least 1.' })
      .max(1_000_000_000, { error: 'The amount must be a whole number of gold, at least 1.' }),
  },
  { error: 'Send the recipient and the amount.' },
);
export type GiftInput = z.input<typeof GiftInputSchema>;

/**
 * A given gift: the caller's `gold` left and whom it went to; `character` is the caller's
 * character after it (docs/api.md#calls).
 *
 * @example
 * ```ts
 * const r: GiftResult = { message: 'You gave 40 gold to Mara.', amount: 40, gold: 300, recipient: { id, username: 'Mara' } };
 * ```
 */
export const GiftResultSchema = z.object({
  message: z.string(),
  amount: z.number().int(),
  gold: z.number().int(),
  recipient: z.object({ id: z.uuid(), username: z.string() }),
  character: OwnCharacterSchema,
});
export type GiftResult = z.infer<typeof GiftResultSchema>;

export const CharacterIdParamsSchema = z.object({ id: z.uuid({ error: 'Character not found.' }) });

/**
 * The caller's bank: the gold kept there, the gold on hand, and the deposit fee (2% rounded up,
 * at least 1 gold; docs/economy.md#bank), shown before a deposit.
 *
 * @example
 * ```ts
 * const b: BankState = { balance: 490, gold: 120, feeRatePercent: 2, minFee: 1, terms };
 * ```
 */
export const BankStateSchema = z.object({
  balance: z.number().int(),
  gold: z.number().int(),
  feeRatePercent: z.number(),
  minFee: z.number().int(),
  /** Term deposits on offer and the caller's (docs/economy.md#term-deposits). */
  terms: TermStateSchema,
});
export type BankState = z.infer<typeof BankStateSchema>;

const bankAmount = z
  .number({ error: 'The amount must be a whole number of gold, at least 1.' })
  .int({ error: 'The amount must be a whole number of gold, at least 1.' })
  .min(1, { error: 'The amount must be a whole number of gold, at least 1.' })
  .max(1_000_000_000, { error: 'The amount must be a whole number of gold, at least 1.' });

/**
 * A deposit or a withdrawal: the gold handed over (a deposit's fee is taken from it) or taken out.
 *
 * @example
 * ```ts
 * BankMoveInputSchema.parse({ amount: 100 });
 * ```
 */
export const BankMoveInputSchema = z.object({ amount: bankAmount }, { error: 'Send the amount.' });
export type BankMoveInput = z.input<typeof BankMoveInputSchema>;

/**
 * A deposit or withdrawal done: the `fee` paid (0 for a withdrawal), the bank `balance` and the
 * `gold` on hand after it, and the caller's character (docs/api.md#calls).
 *
 * @example
 * ```ts
 * const r: BankMoveResult = { message: 'You deposited 100 gold (fee 2 gold).', fee: 2, balance: 98, gold: 20, character };
 * ```
 */
export const BankMoveResultSchema = z.object({
  message: z.string(),
  fee: z.number().int(),
  balance: z.number().int(),
  gold: z.number().int(),
  character: OwnCharacterSchema,
});
export type BankMoveResult = z.infer<typeof BankMoveResultSchema>;

/**
 * Economy calls. All need a session (401) and a living character (403). Gift refusals (each
 * changes nothing): 400 `gifts.self`, 404 `gifts.recipient_not_found` (unknown or dead), 403
 * `gifts.level_too_low` (below level 5), 409 `gifts.recipient_full` (3 gifts today), 409
 * `gifts.over_allowance` (`{allowance}`), 409 `gifts.not_enough_gold` (`{price, gold}`), 409
 * `gifts.linked` (accounts played from one device or connection, docs/fair-play.md). Bank
 * refusals: 400 `bank.amount_below_fee` (a deposit no larger than its fee), 409
 * `bank.not_enough_gold` (`{price, gold}`), 409 `bank.not_enough_in_bank` (`{balance}`).
 * Term deposits: 403 `bank.term_locked` (`{needs}` days collected first), 400
 * `bank.term_below_min` / `bank.term_above_max` (`{min}` / `{max}`), 409 `bank.term_running`,
 * 409 `bank.not_enough_gold`; collecting: 404 `bank.term_not_found`, 409 `bank.term_not_due`
 * (`{dueAt}`: no early withdrawal), 409 `bank.term_collected`.
 */
/** What the allowance reports and the gift refuses alike: the gift adds only the sender's purse. */
const GIFT_CHECKS: RefusalCode[] = [
  'character.none',
  'gifts.recipient_not_found',
  'gifts.self',
  'gifts.level_too_low',
  'gifts.linked',
  'gifts.recipient_full',
  'gifts.over_allowance',
];

export const economyApi = {
  giftAllowance: endpoint({
    method: 'GET',
    access: 'player',
    path: '/economy/gifts/allowance/:id',
    params: CharacterIdParamsSchema,
    response: GiftAllowanceSchema,
    errors: refusals(...GIFT_CHECKS),
  }),
  gift: endpoint({
    method: 'POST',
    access: 'player',
    path: '/economy/gifts',
    body: GiftInputSchema,
    response: GiftResultSchema,
    errors: refusals(...GIFT_CHECKS, 'gifts.not_enough_gold'),
  }),
  bank: endpoint({
    method: 'GET',
    access: 'player',
    path: '/economy/bank',
    response: BankStateSchema,
    errors: refusals('character.none'),
  }),
  deposit: endpoint({
    method: 'POST',
    access: 'player',
    path: '/economy/bank/deposit',
    body: BankMoveInputSchema,
    response: BankMoveResultSchema,
    errors: refusals('character.none', 'bank.amount_below_fee', 'bank.not_enough_gold'),
  }),
  withdraw: endpoint({
    method: 'POST',
    access: 'player',
    path: '/economy/bank/withdraw',
    body: BankMoveInputSchema,
    response: BankMoveResultSchema,
    errors: refusals('character.none', 'bank.not_enough_in_bank'),
  }),
  openTerm: endpoint({
    method: 'POST',
    access: 'player',
    path: '/economy/bank/terms',
    body: TermOpenInputSchema,
    response: TermMoveResultSchema,
    errors: refusals(
      'character.none',
      'bank.term_below_min',
      'bank.term_above_max',
      'bank.term_locked',
      'bank.term_running',
      'bank.not_enough_gold',
    ),
  }),
  collectTerm: endpoint({
    method: 'POST',
    access: 'player',
    path: '/economy/bank/terms/:id/collect',
    params: TermIdParamsSchema,
    response: TermMoveResultSchema,
    errors: refusals('character.none', 'bank.term_not_found', 'bank.term_not_due', 'bank.term_collected'),
  }),
};
