import { z } from 'zod';

/** Timestamps travel as ISO-8601 strings. */
export const DateTimeSchema = z.iso.datetime({ offset: true });
export const NullableDateTimeSchema = DateTimeSchema.nullable();

/**
 * The refusal text of anything paid without enough gold (training, travel, bail); answered
 * with 409 and `details: { price, gold }`.
 *
 * @example
 * ```ts
 * notEnoughGoldMessage(25, 10, 'pay this bail'); // 'You need 25 gold to pay this bail; you have 10.'
 * ```
 */
export const notEnoughGoldMessage = (price: number, gold: number, purpose: string) =>
  `You need ${price} gold to ${purpose}; you have ${gold}.`;

/**
 * `details` of a 409 refusal for want of gold.
 *
 * @example
 * ```ts
 * NotEnoughGoldDetailsSchema.parse({ price: 25, gold: 10 });
 * ```
 */
export const NotEnoughGoldDetailsSchema = z.object({ price: z.number().int(), gold: z.number().int() });
export type NotEnoughGoldDetails = z.infer<typeof NotEnoughGoldDetailsSchema>;
