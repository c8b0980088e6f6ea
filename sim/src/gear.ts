import {
  type AttemptCharacter,
  CONTENT_ITEMS,
  CONTENT_SHOPS,
  type ItemShop,
  type OwnedItem,
  buyRefusal,
  itemApplies,
  itemJailFactor,
  itemPrice,
  alignmentNumber,
  itemSuccessBonus,
  repairPrice,
  trainingFee,
  travelFare,
  wearItem,
} from '@tod/game';
import type { SimCity, SimDeed, SimWorld } from './world.ts';

/** Each city's shop as the rules read it (null: the city sells nothing). */
const shopOf = (city: SimCity): ItemShop | null => {
  const shop = CONTENT_SHOPS.find((s) => s.city === city.name);
  return shop ? { city: city.name, cityAlignment: city.alignment, priceFactor: shop.priceFactor, stock: shop.stock } : null;
};

const facts = (deed: SimDeed) => ({ skill: deed.skill?.name ?? null, alignment: deed.alignment, risky: deed.sentenceMs > 0 });

/**
 * A bot's equipment: one item per slot. It buys (or repairs) what helps the deed it is about
 * to do, when the city's shop sells it and the gold left covers `reserve`, and wears what it
 * used (`docs/game-rules.md`, "Equipment and shops").
 *
 * @example
 * ```ts
 * const gear = new Gear();
 * gear.shop(city, deed, { level: 10, alignment: 0, gold: 500 }, 100); // gold spent
 * ```
 */
export class Gear {
  private readonly worn = new Map<string, OwnedItem>();

  /**
   * Shops keeping back the fare of the longest journey and ten sessions of the bot's best
   * skill (travel and training come first); returns the gold spent.
   */
  shopFor(
    world: SimWorld,
    city: SimCity,
    deed: SimDeed,
    c: AttemptCharacter,
    skills: ReadonlyMap<string, { level: number }>,
  ): number {
    const best = Math.max(0, ...[...skills.values()].map((s) => s.level));
    const reserve = travelFare(world.maxSquares, c.level) + 10 * trainingFee(best);
    return this.shop(city, deed, { level: c.level, alignment: alignmentNumber(c.good, c.evil), gold: c.gold }, reserve);
  }

  /** Buys or repairs the item that helps `deed` most here; returns the gold spent. */
  shop(city: SimCity, deed: SimDeed, character: { level: number; alignment: number; gold: number }, reserve: number): number {
    const shop = shopOf(city);
    if (!shop) return 0;
    const deedFacts = facts(deed);
    const gain = (owned: OwnedItem | undefined) =>
      owned && owned.usesLeft > 0 && itemApplies(owned.item, deedFacts)
        ? itemSuccessBonus([owned], deedFacts) + (owned.item.bonus.kind === 'jail' ? owned.item.bonus.cut / 10 : 0)
        : 0;
    let best: { owned: OwnedItem; price: number; value: number } | null = null;
    for (const item of CONTENT_ITEMS) {
      if (buyRefusal(item, shop, character) !== null || !itemApplies(item, deedFacts)) continue;
      const current = this.worn.get(item.slot);
      const repairing = current?.item.name === item.name;
      const price = repairing ? repairPrice(current, shop) : itemPrice(item, shop);
      const owned = { item, usesLeft: item.uses };
      const value = gain(owned) - gain(current);
      if (value <= 0 || price <= 0 || character.gold - price < reserve) continue;
      if (!best || value > best.value || (value === best.value && price < best.price)) best = { owned, price, value };
    }
    if (!best) return 0;
    this.worn.set(best.owned.item.slot, best.owned);
    return best.price;
  }

  /** The success bonus for `deed` and the factor on its sentence. */
  effects(deed: SimDeed): { itemBonus: number; jailFactor: number } {
    const worn = [...this.worn.values()];
    return { itemBonus: itemSuccessBonus(worn, facts(deed)), jailFactor: deed.sentenceMs > 0 ? itemJailFactor(worn) : 1 };
  }

  /** One use of every worn item that helped this attempt. */
  used(deed: SimDeed): void {
    for (const [slot, owned] of this.worn) if (itemApplies(owned.item, facts(deed))) this.worn.set(slot, wearItem(owned));
  }
}
