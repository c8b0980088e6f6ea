import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { CityRefSchema, OwnCharacterSchema } from './characters.ts';
import { endpoint } from './http.ts';

/** The equipment slots, one item worn in each (docs/game-rules.md, "Equipment and shops"). */
export const ITEM_SLOTS = ['tool', 'weapon', 'charm'] as const;

/** The refusal for a slot that does not exist, word for word. */
export const SLOT_ERROR = 'Choose a slot: tool, weapon or charm.';

/**
 * An equipment slot.
 *
 * @example
 * ```ts
 * ItemSlotSchema.parse('charm');
 * ```
 */
export const ItemSlotSchema = z.enum(ITEM_SLOTS, { error: SLOT_ERROR });
export type ItemSlotName = z.infer<typeof ItemSlotSchema>;

/**
 * What an item does while worn: success on deeds testing one skill, on deeds of one path, or a
 * share less jail time.
 *
 * @example
 * ```ts
 * ItemBonusSchema.parse({ kind: 'skill', skill: 'Lockpicking', chance: 0.02 });
 * ```
 */
export const ItemBonusSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('skill'), skill: z.string(), chance: z.number() }),
  z.object({ kind: z.literal('deeds'), alignment: z.enum(['good', 'neutral', 'evil']), chance: z.number() }),
  z.object({ kind: z.literal('jail'), cut: z.number() }),
]);
export type ItemBonusView = z.infer<typeof ItemBonusSchema>;

/**
 * An item as players see it: `bonusText` is the bonus in words ('+2% success on Lockpicking
 * deeds'), `uses` how many deeds it lasts.
 *
 * @example
 * ```ts
 * const i: Item = { id: '6f1c0a52-1f0e-4f0b-9a43-2b7c1d6f9e10', name: 'Bent Lockpick', description: 'Bent.', slot: 'tool', level: 1, uses: 60,
 *   bonus: { kind: 'skill', skill: 'Lockpicking', chance: 0.02 }, bonusText: '+2% success on Lockpicking deeds', blackMarket: false };
 * ```
 */
export const ItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  slot: ItemSlotSchema,
  level: z.number().int(),
  uses: z.number().int(),
  bonus: ItemBonusSchema,
  bonusText: z.string(),
  blackMarket: z.boolean(),
});
export type Item = z.infer<typeof ItemSchema>;

/**
 * An item on a shop's shelf: its price here and why this character may not buy it (null: it may).
 *
 * @example
 * ```ts
 * declare const i: Item;
 * const s: ShopItem = { ...i, price: 60, refusal: null };
 * ```
 */
export const ShopItemSchema = ItemSchema.extend({ price: z.number().int(), refusal: z.string().nullable() });
export type ShopItem = z.infer<typeof ShopItemSchema>;

/**
 * A city's shop: the building that sells, its price factor, the shelf (black-market stock only
 * for evil characters in evil cities) and the caller's gold.
 *
 * @example
 * ```ts
 * const s: Shop = { city: { id: '6f1c0a52-1f0e-4f0b-9a43-2b7c1d6f9e10', name: 'Hearthmere' }, building: 'Crossroads Market',
 *   priceFactor: 1, here: true, gold: 100, items: [] };
 * ```
 */
export const ShopSchema = z.object({
  city: CityRefSchema,
  building: z.string(),
  priceFactor: z.number(),
  /** Whether the character stands in this city (only then can it buy or repair here). */
  here: z.boolean(),
  gold: z.number().int(),
  items: z.array(ShopItemSchema),
});
export type Shop = z.infer<typeof ShopSchema>;

/**
 * An item the character owns: `id` is the owned copy's, `slot` where it is worn (null: carried),
 * `repairPrice` what restoring every use costs in the character's city now (null: no shop here,
 * 0: nothing to repair).
 *
 * @example
 * ```ts
 * declare const item: Item;
 * const o: OwnedItem = { id: '0b7c1d6f-9e10-4f0b-9a43-2b7c1d6f9e10', item, usesLeft: 59, slot: 'tool', broken: false, repairPrice: 1 };
 * ```
 */
export const OwnedItemSchema = z.object({
  id: z.uuid(),
  item: ItemSchema,
  usesLeft: z.number().int(),
  slot: ItemSlotSchema.nullable(),
  broken: z.boolean(),
  repairPrice: z.number().int().nullable(),
});
export type OwnedItem = z.infer<typeof OwnedItemSchema>;

/**
 * The character's equipment: every item it owns, worn ones first (`GET /character/equipment`).
 *
 * @example
 * ```ts
 * const e: Equipment = { gold: 100, shop: null, items: [] };
 * ```
 */
export const EquipmentSchema = z.object({
  gold: z.number().int(),
  /** The shop of the character's city, where repairs are priced (null: none here). */
  shop: z.object({ cityId: z.uuid(), building: z.string() }).nullable(),
  items: z.array(OwnedItemSchema),
});
export type Equipment = z.infer<typeof EquipmentSchema>;

const itemId = (error: string) => z.uuid({ error });
const maxPrice = z
  .number({ error: 'The price must be a whole number of gold.' })
  .int({ error: 'The price must be a whole number of gold.' })
  .min(0, { error: 'The price must be a whole number of gold.' })
  .nullish();

/**
 * Body of a purchase in the character's city: the item and, optionally, the most the player
 * agreed to pay (the price shown): a higher price is refused, nothing is paid.
 *
 * @example
 * ```ts
 * BuyInputSchema.parse({ item: '6f1c0a52-1f0e-4f0b-9a43-2b7c1d6f9e10', maxPrice: 60 });
 * ```
 */
export const BuyInputSchema = z.object({ item: itemId('Choose an item to buy.'), maxPrice }, { error: 'Choose an item to buy.' });
export type BuyInput = z.input<typeof BuyInputSchema>;

/**
 * Body of equipping an owned item (it goes to its own slot; what was there is carried).
 *
 * @example
 * ```ts
 * EquipInputSchema.parse({ owned: '6f1c0a52-1f0e-4f0b-9a43-2b7c1d6f9e10' });
 * ```
 */
export const EquipInputSchema = z.object({ owned: itemId('Choose an item you own.') }, { error: 'Choose an item you own.' });
export type EquipInput = z.infer<typeof EquipInputSchema>;

/**
 * Body of taking off what a slot holds.
 *
 * @example
 * ```ts
 * UnequipInputSchema.parse({ slot: 'tool' });
 * ```
 */
export const UnequipInputSchema = z.object({ slot: ItemSlotSchema }, { error: SLOT_ERROR });
export type UnequipInput = z.infer<typeof UnequipInputSchema>;

/**
 * Body of a repair in the character's city, with the most the player agreed to pay.
 *
 * @example
 * ```ts
 * RepairInputSchema.parse({ owned: '6f1c0a52-1f0e-4f0b-9a43-2b7c1d6f9e10', maxPrice: 12 });
 * ```
 */
export const RepairInputSchema = z.object(
  { owned: itemId('Choose an item you own.'), maxPrice },
  { error: 'Choose an item you own.' },
);
export type RepairInput = z.input<typeof RepairInputSchema>;

/**
 * The answer to a purchase, a repair or a change of what is worn: what happened in words, the
 * gold paid (0 for equipping), the equipment after it and the caller's character.
 *
 * @example
 * ```ts
 * declare const r: EquipmentResult;
 * r.message; // 'You bought Bent Lockpick for 60 gold and equipped it as your tool.'
 * ```
 */
export const EquipmentResultSchema = z.object({
  message: z.string(),
  paid: z.number().int(),
  equipment: EquipmentSchema,
  character: OwnCharacterSchema,
});
export type EquipmentResult = z.infer<typeof EquipmentResultSchema>;

/**
 * What the worn equipment adds to one deed, on the deed card and its confirmation: the
 * success bonus (already in `successChance`), the factor on its sentence, and the items that
 * help (each use wears them).
 *
 * @example
 * ```ts
 * const e: DeedEquipment = { successBonus: 0.02, jailFactor: 1, items: [{ name: 'Bent Lockpick', usesLeft: 59 }] };
 * ```
 */
export const DeedEquipmentSchema = z.object({
  successBonus: z.number(),
  jailFactor: z.number(),
  items: z.array(z.object({ name: z.string(), usesLeft: z.number().int() })),
});
export type DeedEquipment = z.infer<typeof DeedEquipmentSchema>;

export const shopsApi = {
  /** A city's shop with its prices for the caller (any city: a journey can be planned). */
  shop: endpoint({
    method: 'GET',
    access: 'player',
    path: '/cities/:id/shop',
    params: z.object({ id: z.uuid({ error: 'City not found.' }) }),
    response: ShopSchema,
    errors: refusals('character.none', 'shops.no_shop'),
  }),
  buy: endpoint({
    method: 'POST',
    access: 'player',
    path: '/shop/buy',
    body: BuyInputSchema,
    response: EquipmentResultSchema,
    errors: refusals(
      'character.none',
      'shops.in_jail',
      'shops.no_shop',
      'shops.item_not_found',
      'shops.not_sold_here',
      'shops.level_too_low',
      'shops.evil_only',
      'shops.price_changed',
      'shops.not_enough_gold',
      'shops.changed',
    ),
  }),
  equipment: endpoint({
    method: 'GET',
    access: 'player',
    path: '/character/equipment',
    response: EquipmentSchema,
    errors: refusals('character.none'),
  }),
  equip: endpoint({
    method: 'POST',
    access: 'player',
    path: '/character/equipment/equip',
    body: EquipInputSchema,
    response: EquipmentResultSchema,
    errors: refusals('character.none', 'equipment.not_found', 'equipment.already_worn'),
  }),
  unequip: endpoint({
    method: 'POST',
    access: 'player',
    path: '/character/equipment/unequip',
    body: UnequipInputSchema,
    response: EquipmentResultSchema,
    errors: refusals('character.none', 'equipment.slot_empty'),
  }),
  repair: endpoint({
    method: 'POST',
    access: 'player',
    path: '/shop/repair',
    body: RepairInputSchema,
    response: EquipmentResultSchema,
    errors: refusals(
      'character.none',
      'shops.in_jail',
      'shops.no_shop',
      'equipment.not_found',
      'shops.nothing_to_repair',
      'shops.price_changed',
      'shops.not_enough_gold',
      'shops.changed',
    ),
  }),
};
