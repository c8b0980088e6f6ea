import { CONTENT_ITEMS, type ItemDefinition } from '@tod/game';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentPacksTable } from '../db/seed.sql.ts';
import { itemsTable } from '../modules/equipment/index.ts';

/**
 * The `content_packs` row that marks a world as holding the equipment of the content. Version 2
 * added the Wayfinder's Compass (a neutral item for levels 60 and up, sold in Farhaven): a world
 * that holds `items-v1` runs the upgrade once more and gains it.
 */
export const ITEMS_V2 = 'items-v2';

const itemValues = (item: ItemDefinition, now: Date) => ({
  name: item.name,
  description: item.description,
  slot: item.slot,
  level: item.level,
  uses: item.uses,
  price: item.price,
  bonus: item.bonus,
  blackMarket: item.blackMarket === true,
  createdAt: now,
  updatedAt: now,
});

/** Inserts every item of the content (a fresh world). */
export async function insertItems(tx: Db, now: Date, items: readonly ItemDefinition[] = CONTENT_ITEMS): Promise<void> {
  await tx
    .insert(itemsTable)
    .values(items.map((i) => itemValues(i, now)))
    .onConflictDoNothing();
}

/**
 * Brings a world's items to the content, once (claimed by the {@link ITEMS_V2} row in the same
 * transaction), as the deed upgrades do: an item missing by name is added; one never edited
 * (`updated_at = created_at`) takes the content's numbers; one staff edited keeps everything;
 * nothing is deleted.
 */
export async function upgradeItems(db: Db, now: Date, items: readonly ItemDefinition[] = CONTENT_ITEMS): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentPacksTable)
      .values({ name: ITEMS_V2, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: contentPacksTable.name });
    if (claimed.length === 0) return false;
    await insertItems(tx, now, items);
    for (const item of items) {
      const { createdAt: _c, updatedAt: _u, ...values } = itemValues(item, now);
      await tx
        .update(itemsTable)
        .set(values)
        .where(and(eq(itemsTable.name, item.name), sql`${itemsTable.updatedAt} = ${itemsTable.createdAt}`));
    }
    return true;
  });
}
