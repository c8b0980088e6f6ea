import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';
import { ItemSchema } from './shops.ts';
import { storableText } from './text.ts';

/** Longest item description, as a shelf shows it under the name. */
export const ITEM_DESCRIPTION_MAX = 300;

/**
 * An item as Manage Items lists it: what players see, its base price (a city's shop multiplies
 * it by the city's factor; repairs are priced from it), where it is sold, and whether staff
 * edited it (`edited`: a later content upgrade leaves it as staff made it).
 *
 * @example
 * const i: AdminItem = { ...item, price: 60, soldIn: [{ city: 'Lynmoor', price: 66 }], edited: false, updatedAt: '2026-06-01T12:00:00.000Z' };
 */
export const AdminItemSchema = ItemSchema.extend({
  price: z.number().int(),
  soldIn: z.array(z.object({ city: z.string(), price: z.number().int() })),
  edited: z.boolean(),
  updatedAt: DateTimeSchema,
});
export type AdminItem = z.infer<typeof AdminItemSchema>;

export const ItemIdParamsSchema = z.object({ id: z.uuid({ error: 'Not an item id.' }) });

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number from ${min} to ${max}.` })
    .int({ error: `${what} must be a whole number from ${min} to ${max}.` })
    .min(min, { error: `${what} must be a whole number from ${min} to ${max}.` })
    .max(max, { error: `${what} must be a whole number from ${min} to ${max}.` });

/**
 * What staff change of an item: the description, the level it needs, how many uses it lasts,
 * its base price and whether only the black market sells it. The name (shops stock items by
 * name), slot and bonus (balance-tested) stay the content's.
 *
 * @example ItemUpdateInputSchema.parse({ description: 'Bent.', level: 1, uses: 60, price: 75, blackMarket: false });
 */
export const ItemUpdateInputSchema = z.object({
  description: storableText('Description', { error: 'Description must be text.' })
    .trim()
    .max(ITEM_DESCRIPTION_MAX, { error: `Description must be at most ${ITEM_DESCRIPTION_MAX} characters.` }),
  level: whole('Level', 1, 100),
  uses: whole('Uses', 1, 10_000),
  price: whole('Price', 1, 1_000_000),
  blackMarket: z.boolean({ error: 'Black market must be true or false.' }),
});
export type ItemUpdateInput = z.infer<typeof ItemUpdateInputSchema>;

/** Manage Items (docs/shops.md, "For staff"); a change is audited as `items.updated`. */
export const itemsAdminApi = {
  list: endpoint({ method: 'GET', access: 'staff', path: '/admin/items', response: z.array(AdminItemSchema), errors: [] }),
  /** 404 `items.not_found` for an unknown id. */
  update: endpoint({
    method: 'PUT',
    access: 'staff',
    path: '/admin/items/:id',
    params: ItemIdParamsSchema,
    body: ItemUpdateInputSchema,
    response: AdminItemSchema,
    errors: refusals('items.not_found'),
  }),
};
