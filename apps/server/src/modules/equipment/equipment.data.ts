import type { Item, ItemSlotName } from '@tod/contracts';
import { type ItemDefinition, type OwnedItem, itemBonusText } from '@tod/game';
import { type SQL, and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { characterItemsTable, itemsTable } from './equipment.sql.ts';

type Db = Pick<Deps['db'], 'select' | 'insert' | 'update' | 'execute'>;
export type ItemRow = typeof itemsTable.$inferSelect;
const ci = characterItemsTable;

/** An item row as the rules read it. */
export function toItemDefinition(row: ItemRow): ItemDefinition {
  return {
    name: row.name,
    description: row.description,
    slot: row.slot as ItemSlotName,
    level: row.level,
    uses: row.uses,
    price: row.price,
    bonus: row.bonus,
    ...(row.blackMarket ? { blackMarket: true } : {}),
  };
}

/** An item row as players see it. */
export function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    slot: row.slot as ItemSlotName,
    level: row.level,
    uses: row.uses,
    bonus: row.bonus,
    bonusText: itemBonusText(row.bonus),
    blackMarket: row.blackMarket,
  };
}

/** A worn item as a deed attempt reads it: the owned copy's id and the rules' view. */
export interface WornItem extends OwnedItem {
  ownedId: string;
}

/**
 * The character's worn items as one JSON value, for a statement that reads the character
 * (`characterId` is its id column): the deed attempt reads them in the same snapshot as the
 * character it judges.
 */
export function wornItemsJson(characterId: SQL | unknown): SQL<unknown> {
  return sql`(select coalesce(json_agg(json_build_object('ownedId', wi.id, 'usesLeft', wi.uses_left, 'name', it.name,
      'description', it.description, 'slot', it.slot, 'level', it.level, 'uses', it.uses, 'price', it.price,
      'bonus', it.bonus, 'blackMarket', it.black_market) order by wi.slot), '[]'::json)
    from character_items wi inner join items it on it.id = wi.item_id
    where wi.character_id = ${characterId} and wi.slot is not null)`;
}

/** {@link wornItemsJson}'s value back to worn items (a driver may hand JSON over as text). */
export function parseWornItems(raw: unknown): WornItem[] {
  const list = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as Record<string, unknown>[];
  return list.map((r) => ({
    ownedId: String(r.ownedId),
    usesLeft: Number(r.usesLeft),
    item: toItemDefinition({ ...(r as unknown as ItemRow), blackMarket: r.blackMarket === true }),
  }));
}

/** The worn items of one character. */
export async function wornItemsOf(db: Db, characterId: string): Promise<WornItem[]> {
  const rows = await db
    .select({ id: ci.id, usesLeft: ci.usesLeft, item: itemsTable })
    .from(ci)
    .innerJoin(itemsTable, eq(itemsTable.id, ci.itemId))
    .where(and(eq(ci.characterId, characterId), isNotNull(ci.slot)));
  return rows.map((r) => ({ ownedId: r.id, usesLeft: r.usesLeft, item: toItemDefinition(r.item) }));
}

/**
 * One use off each of these worn items, for a statement of data-modifying CTEs: only when
 * `when` holds (the attempt landed), only while still worn and not broken.
 */
export function wearWhen(ownedIds: readonly string[], when: SQL): SQL | null {
  if (ownedIds.length === 0) return null;
  return sql`update ${ci} set uses_left = uses_left - 1
    where ${inArray(ci.id, [...ownedIds])} and ${ci.slot} is not null and ${ci.usesLeft} > 0 and ${when}
    returning ${ci.id}`;
}

/** Every item a character owns with its item row, worn first (tool, weapon, charm), newest first. */
export async function ownedItemsOf(db: Db, characterId: string) {
  return db
    .select({ id: ci.id, usesLeft: ci.usesLeft, slot: ci.slot, item: itemsTable })
    .from(ci)
    .innerJoin(itemsTable, eq(itemsTable.id, ci.itemId))
    .where(eq(ci.characterId, characterId))
    .orderBy(sql`${ci.slot} is null`, asc(ci.slot), desc(ci.createdAt), asc(ci.id));
}
export type OwnedRow = Awaited<ReturnType<typeof ownedItemsOf>>[number];

/** An item by id (null: none). */
export async function itemById(db: Db, itemId: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(itemsTable).where(eq(itemsTable.id, itemId));
  return row ?? null;
}

/** Every item, by name (a shop's stock names them). */
export async function allItems(db: Db): Promise<ItemRow[]> {
  return db.select().from(itemsTable).orderBy(asc(itemsTable.level), asc(itemsTable.name));
}

/**
 * A bought item into the character's hands, worn in its slot when that slot is empty. The
 * caller holds the character's row (its gold write), so purchases of one character run one
 * after another and the slot check sees every earlier one.
 */
export async function addOwnedItem(
  tx: Db,
  characterId: string,
  item: ItemRow,
  now: Date,
): Promise<{ id: string; slot: string | null }> {
  const [taken] = await tx
    .select({ id: ci.id })
    .from(ci)
    .where(and(eq(ci.characterId, characterId), eq(ci.slot, item.slot)));
  const [row] = await tx
    .insert(ci)
    .values({ characterId, itemId: item.id, usesLeft: item.uses, slot: taken ? null : item.slot, createdAt: now })
    .returning({ id: ci.id, slot: ci.slot });
  return row!;
}

/** Puts an owned item in its slot, carrying what was there; the caller holds the character's row. */
export async function wearOwnedItem(tx: Db, characterId: string, ownedId: string, slot: string): Promise<void> {
  await tx
    .update(ci)
    .set({ slot: null })
    .where(and(eq(ci.characterId, characterId), eq(ci.slot, slot)));
  await tx
    .update(ci)
    .set({ slot })
    .where(and(eq(ci.characterId, characterId), eq(ci.id, ownedId)));
}

/** Takes off what a slot holds; returns the owned id, or null when the slot was empty. */
export async function takeOffSlot(tx: Db, characterId: string, slot: string): Promise<string | null> {
  const [row] = await tx
    .update(ci)
    .set({ slot: null })
    .where(and(eq(ci.characterId, characterId), eq(ci.slot, slot)))
    .returning({ id: ci.id });
  return row?.id ?? null;
}

/**
 * Restores every use of an owned item, only while it still has the uses the price was worked out
 * from (a deed wearing it meanwhile changes the price: the caller asks again).
 */
export async function repairOwnedItem(tx: Db, ownedId: string, usesLeft: number, uses: number): Promise<boolean> {
  const rows = await tx
    .update(ci)
    .set({ usesLeft: uses })
    .where(and(eq(ci.id, ownedId), eq(ci.usesLeft, usesLeft)))
    .returning({ id: ci.id });
  return rows.length > 0;
}
