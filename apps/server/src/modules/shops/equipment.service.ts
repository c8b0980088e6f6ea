import type { ItemSlotName } from '@tod/contracts';
import { repairPrice } from '@tod/game';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { moveGold } from '../economy/index.ts';
import { ownedItemsOf, repairOwnedItem, takeOffSlot, toItemDefinition, wearOwnedItem } from '../equipment/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { checkFree, shopHere, shopperOf } from './shops.catalog.ts';
import { checkMaxPrice, notEnoughGold } from './shop.service.ts';

type Answer = { message: string; paid: number };

const notOwned = () => notFound('equipment.not_found', 'You do not own that item.');

/**
 * Wears an owned item in its slot; what the slot held is carried. The character's row is held
 * for the transaction, so changes to one character's equipment run one after another.
 */
export async function equip(deps: Pick<Deps, 'db' | 'clock'>, userId: string, ownedId: string): Promise<Answer> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const me = await shopperOf(tx, userId, true);
    const owned = (await ownedItemsOf(tx, me.id)).find((o) => o.id === ownedId);
    if (!owned) throw notOwned();
    if (owned.slot) throw conflict('equipment.already_worn', `${owned.item.name} is already equipped as your ${owned.slot}.`);
    await wearOwnedItem(tx, me.id, owned.id, owned.item.slot);
    await record(tx, [
      journalEntries.equipmentChanged({ userId, characterId: me.id, at: now }, owned.item.name, owned.item.slot, true),
    ]);
    return { message: `You equipped ${owned.item.name} as your ${owned.item.slot}.`, paid: 0 };
  });
}

/** Takes off what a slot holds (it stays in the character's pack). */
export async function unequip(deps: Pick<Deps, 'db' | 'clock'>, userId: string, slot: ItemSlotName): Promise<Answer> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const me = await shopperOf(tx, userId, true);
    const worn = (await ownedItemsOf(tx, me.id)).find((o) => o.slot === slot);
    if (!worn) throw conflict('equipment.slot_empty', `Nothing is equipped as your ${slot}.`);
    await takeOffSlot(tx, me.id, slot);
    await record(tx, [journalEntries.equipmentChanged({ userId, characterId: me.id, at: now }, worn.item.name, slot, false)]);
    return { message: `You took off ${worn.item.name}.`, paid: 0 };
  });
}

/**
 * Restores every use of an owned item in the shop of the character's city, at the price shown
 * (`repairPrice`): with the character's row held, the price goes through the economy ledger
 * (`moveGold`, kind `repair`) and the uses are restored only while the item still has the uses
 * the price was worked out from, in one transaction.
 */
export async function repair(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: { owned: string; maxPrice?: number | null },
): Promise<Answer> {
  const now = deps.clock.now();
  const me = await shopperOf(deps.db, userId);
  const owned = (await ownedItemsOf(deps.db, me.id)).find((o) => o.id === input.owned);
  if (!owned) throw notOwned();
  checkFree(me, now);
  const shop = await shopHere(deps.db, me);
  const price = repairPrice({ item: toItemDefinition(owned.item), usesLeft: owned.usesLeft }, shop);
  if (price === 0) throw conflict('shops.nothing_to_repair', `${owned.item.name} has every use left: nothing to repair.`);
  checkMaxPrice(price, input.maxPrice, `Repairing ${owned.item.name}`);

  await deps.db.transaction(async (tx) => {
    const locked = await shopperOf(tx, userId, true);
    checkFree(locked, now);
    if (locked.cityId !== shop.cityId) throw conflict('shops.changed', 'You left the city in the meantime. Nothing was paid.');
    const gold = await moveGold(tx, { characterId: me.id, delta: -price, kind: 'repair', ref: owned.item.name, at: now });
    if (gold === null) throw notEnoughGold(price, locked.gold, `repair ${owned.item.name}`);
    if (!(await repairOwnedItem(tx, owned.id, owned.usesLeft, owned.item.uses))) {
      // A deed wore it meanwhile, so the price shown is no longer the price: throwing undoes the payment.
      throw conflict('shops.changed', `${owned.item.name} was used in the meantime. Look at the new price.`);
    }
    await record(tx, [journalEntries.itemRepaired({ userId, characterId: me.id, at: now }, owned.item.name, price)]);
  });
  return { message: `You had ${owned.item.name} repaired for ${price} gold.`, paid: price };
}
