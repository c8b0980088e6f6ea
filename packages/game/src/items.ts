import { alignmentAxis } from './alignment.ts';
import { GameConstants } from './constants.ts';

/**
 * An equipment slot: a character wears at most one item in each.
 *
 * @example
 * ```ts
 * const slot: ItemSlot = 'charm';
 * ```
 */
export type ItemSlot = (typeof GameConstants.items.slots)[number];

/**
 * What an item does while worn, shown on its card: a few percent more success on deeds testing
 * one skill, or on deeds of one alignment, or a share less jail time.
 *
 * @example
 * ```ts
 * const b: ItemBonus = { kind: 'skill', skill: 'Lockpicking', chance: 0.03 };
 * ```
 */
export type ItemBonus =
  | { kind: 'skill'; skill: string; chance: number }
  | { kind: 'deeds'; alignment: 'good' | 'neutral' | 'evil'; chance: number }
  | { kind: 'jail'; cut: number };

/**
 * An item of the content: its slot, the level it needs, its bonus, how many uses it lasts and
 * its base price (a city's shop multiplies it). `blackMarket` items are sold only in evil
 * cities, only to evil characters.
 *
 * @example
 * ```ts
 * const pick: ItemDefinition = { name: 'Bent Lockpick', slot: 'tool', level: 1, uses: 60, price: 60,
 *   bonus: { kind: 'skill', skill: 'Lockpicking', chance: 0.02 }, description: 'Bent, but it bends back.' };
 * ```
 */
export interface ItemDefinition {
  name: string;
  description: string;
  slot: ItemSlot;
  level: number;
  uses: number;
  price: number;
  bonus: ItemBonus;
  blackMarket?: boolean;
}

/**
 * A city's shop as the rules read it: its alignment, its price factor, and the names it stocks.
 *
 * @example
 * ```ts
 * const shop: ItemShop = { city: 'Hearthmere', cityAlignment: 5, priceFactor: 1, stock: ['Bent Lockpick'] };
 * ```
 */
export interface ItemShop {
  city: string;
  cityAlignment: number;
  priceFactor: number;
  stock: readonly string[];
}

/**
 * An item a character owns: which one, and the uses left (0: broken).
 *
 * @example
 * ```ts
 * const worn: OwnedItem = { item: pick, usesLeft: 59 };
 * ```
 */
export interface OwnedItem {
  item: ItemDefinition;
  usesLeft: number;
}

/**
 * The price of an item in a shop: round(base price x the shop's factor), at least 1.
 *
 * @example
 * ```ts
 * itemPrice({ price: 400 } as ItemDefinition, { priceFactor: 1.2 } as ItemShop); // 480
 * ```
 */
export function itemPrice(item: Pick<ItemDefinition, 'price'>, shop: Pick<ItemShop, 'priceFactor'>): number {
  return Math.max(1, Math.round(item.price * shop.priceFactor));
}

/**
 * Why a character may not buy an item here (null: it may): the shop must stock it, the
 * character must have the item's level, and black-market stock needs an evil character (alignment
 * below 0) in a city of alignment -20 or less.
 *
 * @example
 * ```ts
 * buyRefusal(pick, shop, { level: 1, alignment: 0 }); // null
 * buyRefusal(pick, shop, { level: 0, alignment: 0 }); // 'level'
 * ```
 */
export function buyRefusal(
  item: ItemDefinition,
  shop: ItemShop,
  character: { level: number; alignment: number },
): 'not_sold' | 'level' | 'alignment' | null {
  if (!shop.stock.includes(item.name)) return 'not_sold';
  if (character.level < item.level) return 'level';
  if (item.blackMarket) {
    const evilCity = shop.cityAlignment <= GameConstants.items.blackMarketMaxCityAlignment;
    if (!evilCity) return 'not_sold';
    if (alignmentAxis(character.alignment) !== 'evil') return 'alignment';
  }
  return null;
}

/** Whether an item still works. */
const working = (owned: OwnedItem) => owned.usesLeft > 0;

/**
 * The success bonus worn items give a deed: the sum of the working items' bonuses for the
 * deed's skill or alignment, at most 0.08 (`items.maxSuccessBonus`). Pass it to
 * `deedSuccessChance` as `itemBonus`.
 *
 * @example
 * ```ts
 * itemSuccessBonus([{ item: pick, usesLeft: 5 }], { skill: 'Lockpicking', alignment: -1 }); // 0.02
 * itemSuccessBonus([{ item: pick, usesLeft: 0 }], { skill: 'Lockpicking', alignment: -1 }); // 0 (broken)
 * ```
 */
export function itemSuccessBonus(worn: readonly OwnedItem[], deed: { skill: string | null; alignment: number }): number {
  let bonus = 0;
  for (const owned of worn) {
    if (!working(owned)) continue;
    const b = owned.item.bonus;
    if (b.kind === 'skill' && b.skill === deed.skill) bonus += b.chance;
    if (b.kind === 'deeds' && b.alignment === alignmentAxis(deed.alignment)) bonus += b.chance;
  }
  return Math.round(Math.min(GameConstants.items.maxSuccessBonus, bonus) * 10_000) / 10_000;
}

/**
 * The factor on a sentence from worn items: 1 minus the working items' jail cuts, at most a
 * 0.3 cut (`items.maxJailCut`).
 *
 * @example
 * ```ts
 * itemJailFactor([{ item: { bonus: { kind: 'jail', cut: 0.1 } } as ItemDefinition, usesLeft: 3 }]); // 0.9
 * itemJailFactor([]); // 1
 * ```
 */
export function itemJailFactor(worn: readonly OwnedItem[]): number {
  let cut = 0;
  for (const owned of worn) if (working(owned) && owned.item.bonus.kind === 'jail') cut += owned.item.bonus.cut;
  return Math.round((1 - Math.min(GameConstants.items.maxJailCut, cut)) * 10_000) / 10_000;
}

/**
 * Whether an item's bonus applied to an attempt (so the attempt wears it): a skill or alignment
 * bonus for a matching deed, a jail cut for a deed that can jail.
 *
 * @example
 * ```ts
 * itemApplies(pick, { skill: 'Lockpicking', alignment: -1, risky: true }); // true
 * ```
 */
export function itemApplies(item: ItemDefinition, deed: { skill: string | null; alignment: number; risky: boolean }): boolean {
  const b = item.bonus;
  if (b.kind === 'skill') return b.skill === deed.skill;
  if (b.kind === 'deeds') return b.alignment === alignmentAxis(deed.alignment);
  return deed.risky;
}

/**
 * One use of an item: a use less, never below 0.
 *
 * @example
 * ```ts
 * wearItem({ item: pick, usesLeft: 1 }).usesLeft; // 0
 * ```
 */
export function wearItem(owned: OwnedItem): OwnedItem {
  return { item: owned.item, usesLeft: Math.max(0, owned.usesLeft - 1) };
}

/**
 * Whether an item is broken (no uses left): it gives no bonus until repaired or replaced.
 *
 * @example
 * ```ts
 * isBroken({ item: pick, usesLeft: 0 }); // true
 * ```
 */
export function isBroken(owned: OwnedItem): boolean {
  return !working(owned);
}

/**
 * The price of restoring every use in a shop: 60% (`items.repairShareOfPrice`) of the item's
 * price there x the share of its uses missing, rounded up; 0 when nothing is missing.
 *
 * @example
 * ```ts
 * repairPrice({ item: { ...pick, price: 100, uses: 50 }, usesLeft: 0 }, { priceFactor: 1 }); // 60
 * repairPrice({ item: { ...pick, price: 100, uses: 50 }, usesLeft: 25 }, { priceFactor: 1 }); // 30
 * ```
 */
export function repairPrice(owned: OwnedItem, shop: Pick<ItemShop, 'priceFactor'>): number {
  const missing = Math.max(0, owned.item.uses - owned.usesLeft) / Math.max(1, owned.item.uses);
  if (missing === 0) return 0;
  return Math.ceil(GameConstants.items.repairShareOfPrice * itemPrice(owned.item, shop) * missing);
}

/**
 * An item's bonus in words, as its card shows it.
 *
 * @example
 * ```ts
 * itemBonusText({ kind: 'skill', skill: 'Lockpicking', chance: 0.02 }); // '+2% success on Lockpicking deeds'
 * itemBonusText({ kind: 'deeds', alignment: 'good', chance: 0.03 }); // '+3% success on good deeds'
 * itemBonusText({ kind: 'jail', cut: 0.1 }); // '10% less jail time'
 * ```
 */
export function itemBonusText(bonus: ItemBonus): string {
  const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
  if (bonus.kind === 'skill') return `+${pct(bonus.chance)} success on ${bonus.skill} deeds`;
  if (bonus.kind === 'deeds') return `+${pct(bonus.chance)} success on ${bonus.alignment} deeds`;
  return `${pct(bonus.cut)} less jail time`;
}
