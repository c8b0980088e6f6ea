import type { Equipment, OwnedItem } from '@tod/contracts';
import { CONTENT_SHOPS, type ItemShop, isBroken, repairPrice } from '@tod/game';
import { and, eq, not } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { charactersTable, isFuture, noCharacter } from '../characters/index.ts';
import { type OwnedRow, ownedItemsOf, toItem, toItemDefinition } from '../equipment/index.ts';
import { buildingsTable, citiesTable } from '../world/world.sql.ts';

type Db = Pick<Deps['db'], 'select'>;
const c = charactersTable;

/** The building types that sell (docs/game-rules.md, "Equipment and shops"). */
const SELLING_TYPES = ['shop', 'blacksmith', 'market'];
const key = (name: string) => name.trim().toLowerCase();

/** A city's shop as the rules read it, with the building that sells and the city's name. */
export interface CityShop extends ItemShop {
  cityId: string;
  building: string;
}

/**
 * The shop of a city: the content's shop for the city's name, open only while the city still
 * has that building as a shop, blacksmith or market (staff may rename or remove it). Null: the
 * city sells nothing.
 */
export async function shopOfCity(db: Db, cityId: string): Promise<CityShop | null> {
  const [city] = await db.select().from(citiesTable).where(eq(citiesTable.id, cityId));
  if (!city) return null;
  const content = CONTENT_SHOPS.find((s) => key(s.city) === key(city.name));
  if (!content) return null;
  const buildings = await db
    .select({ name: buildingsTable.name, type: buildingsTable.type })
    .from(buildingsTable)
    .where(eq(buildingsTable.cityId, cityId));
  const building = buildings.find((b) => key(b.name) === key(content.building) && SELLING_TYPES.includes(key(b.type)));
  if (!building) return null;
  return {
    cityId: city.id,
    city: city.name,
    cityAlignment: city.alignment,
    priceFactor: content.priceFactor,
    stock: content.stock,
    building: building.name,
  };
}

/** What the shop calls read about the caller's living character (`lock`: hold its row to the end of the transaction). */
export async function shopperOf(db: Db, userId: string, lock = false) {
  const query = db
    .select({
      id: c.id,
      level: c.level,
      alignment: c.alignment,
      gold: c.gold,
      cityId: c.cityId,
      jailedUntil: c.jailedUntil,
      cityName: citiesTable.name,
    })
    .from(c)
    .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
    .where(and(eq(c.userId, userId), not(c.dead)));
  const [row] = lock ? await query.for('update', { of: c }) : await query;
  if (!row) throw noCharacter();
  return row;
}
export type Shopper = Awaited<ReturnType<typeof shopperOf>>;

/** Refuses a purchase or repair in jail. */
export function checkFree(shopper: Shopper, now: Date): void {
  if (isFuture(shopper.jailedUntil, now)) throw new AppError('shops.in_jail', 403, 'You cannot shop while in jail.');
}

/** The shop where the character stands, or the refusal. */
export async function shopHere(db: Db, shopper: Shopper): Promise<CityShop> {
  const shop = shopper.cityId ? await shopOfCity(db, shopper.cityId) : null;
  if (!shop) {
    const where = shopper.cityName ?? 'this place';
    throw new AppError('shops.no_shop', 404, `There is no shop in ${where}.`);
  }
  return shop;
}

/** An owned item as the player sees it, with its repair price in `shop` (null: no shop here). */
export function toOwnedItem(row: OwnedRow, shop: CityShop | null): OwnedItem {
  const owned = { item: toItemDefinition(row.item), usesLeft: row.usesLeft };
  return {
    id: row.id,
    item: toItem(row.item),
    usesLeft: row.usesLeft,
    slot: (row.slot as OwnedItem['slot']) ?? null,
    broken: isBroken(owned),
    repairPrice: shop ? repairPrice(owned, shop) : null,
  };
}

/** The character's equipment, repairs priced in the shop of its city. */
export async function equipmentOf(db: Db, shopper: Pick<Shopper, 'id' | 'gold' | 'cityId'>): Promise<Equipment> {
  const [rows, shop] = await Promise.all([
    ownedItemsOf(db as Deps['db'], shopper.id),
    shopper.cityId ? shopOfCity(db, shopper.cityId) : Promise.resolve(null),
  ]);
  return {
    gold: shopper.gold,
    shop: shop ? { cityId: shop.cityId, building: shop.building } : null,
    items: rows.map((r) => toOwnedItem(r, shop)),
  };
}
