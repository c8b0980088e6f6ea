import { z } from 'zod';
import { OwnCharacterSchema } from './characters.ts';
import { DateTimeSchema } from './common.ts';

/**
 * One term on offer (docs/economy.md#term-deposits): its game `days`, the whole-percent return,
 * and whether the caller may open it (`unlocked`: the 1-day term always, a longer one once the
 * term just shorter was collected).
 */
export const TermOfferSchema = z.object({
  days: z.number().int(),
  ratePercent: z.number().int(),
  unlocked: z.boolean(),
});
export type TermOffer = z.infer<typeof TermOfferSchema>;

/**
 * A term deposit: the `principal` locked, the `interest` fixed when it was opened and paid when
 * it is collected, due at `dueAt`; `collectedAt` null until collected.
 *
 * @example
 * ```ts
 * const d: TermDeposit = { id: 3, days: 7, principal: 500, interest: 40,
 *   openedAt: '2026-06-01T12:00:00.000Z', dueAt: '2026-06-08T12:00:00.000Z', collectedAt: null };
 * ```
 */
export const TermDepositSchema = z.object({
  id: z.number().int(),
  days: z.number().int(),
  principal: z.number().int(),
  interest: z.number().int(),
  openedAt: DateTimeSchema,
  dueAt: DateTimeSchema,
  collectedAt: DateTimeSchema.nullable(),
});
export type TermDeposit = z.infer<typeof TermDepositSchema>;

/**
 * The caller's term deposits, shown with the bank: the terms on offer, the principal range
 * (`minPrincipal` to `maxPrincipal`, 100 x level), the running deposit if any and the last
 * collected ones (newest first, at most 5).
 */
export const TermStateSchema = z.object({
  offers: z.array(TermOfferSchema),
  minPrincipal: z.number().int(),
  maxPrincipal: z.number().int(),
  running: TermDepositSchema.nullable(),
  collected: z.array(TermDepositSchema),
});
export type TermState = z.infer<typeof TermStateSchema>;

const termAmountError = 'The amount must be a whole number of gold, at least 1.';

/**
 * A term deposit to open: `days` (1, 7 or 28) and the `principal` taken from the gold on hand.
 *
 * @example
 * ```ts
 * TermOpenInputSchema.parse({ days: 1, principal: 200 });
 * ```
 */
export const TermOpenInputSchema = z.object(
  {
    days: z.union([z.literal(1), z.literal(7), z.literal(28)], { error: 'Choose a term of 1, 7 or 28 days.' }),
    principal: z
      .number({ error: termAmountError })
      .int({ error: termAmountError })
      .min(1, { error: termAmountError })
      .max(1_000_000_000, { error: termAmountError }),
  },
  { error: 'Send the term and the amount.' },
);
export type TermOpenInput = z.input<typeof TermOpenInputSchema>;

/** A term deposit id in a path (`/economy/bank/terms/:id/collect`). */
export const TermIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Term deposit not found.' })
    .int({ error: 'Term deposit not found.' })
    .positive({ error: 'Term deposit not found.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Term deposit not found.' }),
});

/**
 * A term deposit opened or collected: the deposit after it, the `gold` on hand, and the
 * caller's character (docs/api.md#calls).
 *
 * @example
 * ```ts
 * const r: TermMoveResult = { message: 'You collected 540 gold: 500 gold and 40 gold interest.', term, gold: 560, character };
 * ```
 */
export const TermMoveResultSchema = z.object({
  message: z.string(),
  term: TermDepositSchema,
  gold: z.number().int(),
  character: OwnCharacterSchema,
});
export type TermMoveResult = z.infer<typeof TermMoveResultSchema>;
