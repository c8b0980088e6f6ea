import { type Shop, notEnoughGoldMessage } from '@tod/contracts';
import { GameConstants, alignmentAxis, buyRefusal, itemPrice } from '@tod/game';
import type { Deps } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { moveGold } from '../economy/index.ts';
import { type ItemRow, addOwnedItem, allItems, itemById, toItem, toItemDefinition } from '../equipment/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { type CityShop, type Shopper, checkFree, shopHere, shopOfCity, shopperOf } from './shops.catalog.ts';

/** Why this character may not buy this item here, in words (null: it may). */
function refusalText(item: ItemRow, shop: CityShop, shopper: Shopper): string | null {
  const refusal = buyRefusal(toItemDefinition(item), shop, shopper);
  if (refusal === 'not_sold') return `${shop.building} in ${shop.city} does not sell ${item.name}.`;
  if (refusal === 'level') return `You must be level ${item.level} to buy ${item.name}.`;
  if (refusal === 'alignment') return `Only evil characters may buy ${item.name} at the black market.`;
  return null;
}

/**
 * A city's shelf priced for the caller. Black-market stock is listed only where and to whom it
 * is sold (an evil character in an evil city); the rest shows with its refusal, if any.
 */
export async function shopFor(deps: Pick<Deps, 'db'>, userId: string, cityId: string): Promise<Shop> {
  const shopper = await shopperOf(deps.db, userId);
  const shop = await shopOfCity(deps.db, cityId);
  if (!shop) throw notFound('shops.no_shop', 'This city has no shop.');
  const blackMarketOpen =
    shop.cityAlignment <= GameConstants.items.blackMarketMaxCityAlignment && alignmentAxis(shopper.alignment) === 'evil';
  const items = (await allItems(deps.db)).filter(
    (item) => shop.stock.includes(item.name) && (!item.blackMarket || blackMarketOpen),
  );
  return {
    city: { id: shop.cityId, name: shop.city },
    building: shop.building,
    priceFactor: shop.priceFactor,
    here: shopper.cityId === shop.cityId,
    gold: shopper.gold,
    items: items.map((item) => ({ ...toItem(item), price: itemPrice(item, shop), refusal: refusalText(item, shop, shopper) })),
  };
}

/** The refusal for want of gold, with what the item costs and what the character has. */
export function notEnoughGold(price: number, gold: number, purpose: string): AppError {
  return new AppError('shops.not_enough_gold', 409, notEnoughGoldMessage(price, gold, purpose), { details: { price, gold } });
}

/** Refuses a price above what the player agreed to (the price shown changed since). */
export function checkMaxPrice(price: number, maxPrice: number | null | undefined, what: string): void {
  if (maxPrice !== null && maxPrice !== undefined && price > maxPrice) {
    throw new AppError('shops.price_changed', 409, `${what} now costs ${price} gold, not ${maxPrice}. Nothing was paid.`, {
      details: { price, maxPrice },
    });
  }
}

/**
 * Buys an item in the shop of the character's city: with the character's row held, it checks
 * the character is still free and in that city, takes the price through the economy ledger
 * (`moveGold`, kind `shop`), adds the item (worn at once when its slot is empty) and its
 * event-log entry, all in one transaction. Of racing purchases for the last gold exactly one
 * lands; the others are refused and change nothing.
 */
export async function buy(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: { item: string; maxPrice?: number | null },
): Promise<{ message: string; paid: number }> {
  const now = deps.clock.now();
  const shopper = await shopperOf(deps.db, userId);
  checkFree(shopper, now);
  const item = await itemById(deps.db, input.item);
  if (!item) throw notFound('shops.item_not_found', 'No such item.');
  const shop = await shopHere(deps.db, shopper);
  const refusal = refusalText(item, shop, shopper);
  if (refusal) {
    const code = buyRefusal(toItemDefinition(item), shop, shopper);
    if (code === 'not_sold') throw conflict('shops.not_sold_here', refusal);
    throw new AppError(code === 'level' ? 'shops.level_too_low' : 'shops.evil_only', 403, refusal);
  }
  const price = itemPrice(item, shop);
  checkMaxPrice(price, input.maxPrice, item.name);

  // The character's row is held for the transaction: the checks below and the payment see
  // the same state, and racing purchases run one after another (the losers find no gold).
  const bought = await deps.db.transaction(async (tx) => {
    const me = await shopperOf(tx, userId, true);
    checkFree(me, now);
    if (me.cityId !== shop.cityId) throw conflict('shops.changed', 'You left the city in the meantime. Nothing was paid.');
    const gold = await moveGold(tx, { characterId: me.id, delta: -price, kind: 'shop', ref: item.name, at: now });
    if (gold === null) throw notEnoughGold(price, me.gold, `buy ${item.name}`);
    const owned = await addOwnedItem(tx, me.id, item, now);
    await record(tx, [journalEntries.itemBought({ userId, characterId: me.id, at: now }, item.name, price, owned.slot)]);
    return owned;
  });
  const message = `You bought ${item.name} for ${price} gold${bought.slot ? ` and equipped it as your ${bought.slot}` : ''}.`;
  return { message, paid: price };
}
