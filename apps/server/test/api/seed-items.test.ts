import { CONTENT_ITEMS } from '@tod/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { contentPacksTable } from '../../src/db/seed.sql.ts';
import { itemsTable } from '../../src/modules/equipment/index.ts';
import { ITEMS_V2 } from '../../src/seed/seed-items.ts';
import { seed } from '../../src/seed/seed.ts';
import { freshDatabase } from '../kit.ts';

let database: Database;
const db = () => database.db;
const itemNamed = async (name: string) => (await db().select().from(itemsTable).where(eq(itemsTable.name, name)))[0];

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('seeding the equipment', () => {
  it('gives a fresh world every item of the content', async () => {
    expect((await db().select().from(itemsTable)).map((i) => i.name).sort()).toEqual(CONTENT_ITEMS.map((i) => i.name).sort());
    expect(await itemNamed('Bent Lockpick')).toMatchObject({ slot: 'tool', level: 1, price: 60, uses: 60, blackMarket: false });
  });

  it("gives a world seeded with the first items (items-v1) the Wayfinder's Compass, once", async () => {
    const later = new Date('2030-06-01T00:00:00Z');
    await db().delete(contentPacksTable).where(eq(contentPacksTable.name, ITEMS_V2));
    await db().insert(contentPacksTable).values({ name: 'items-v1', appliedAt: later }).onConflictDoNothing();
    await db().delete(itemsTable).where(eq(itemsTable.name, "Wayfinder's Compass"));
    expect(await itemNamed("Wayfinder's Compass")).toBeUndefined();
    expect(await seed(db(), later)).toBe(true);
    expect(await itemNamed("Wayfinder's Compass")).toMatchObject({ slot: 'charm', level: 60, price: 4_500, uses: 150 });
    expect(await seed(db(), later)).toBe(false);
  });

  it('brings a world up to the content once, never overwriting what staff edited', async () => {
    const later = new Date('2031-01-01T00:00:00Z');
    await db().delete(contentPacksTable).where(eq(contentPacksTable.name, ITEMS_V2));
    // Untouched but old numbers (as an earlier version seeded them), staff-edited, and deleted.
    await db().update(itemsTable).set({ price: 1 }).where(eq(itemsTable.name, 'Bent Lockpick'));
    await db().update(itemsTable).set({ price: 2, updatedAt: later }).where(eq(itemsTable.name, 'Oak Longbow'));
    await db().delete(itemsTable).where(eq(itemsTable.name, 'Crater Ward'));

    expect(await seed(db(), later)).toBe(true);
    expect((await itemNamed('Bent Lockpick'))?.price).toBe(60);
    expect((await itemNamed('Oak Longbow'))?.price).toBe(2);
    expect(await itemNamed('Crater Ward')).toMatchObject({ price: 5_000, blackMarket: true });

    await db().update(itemsTable).set({ price: 3 }).where(eq(itemsTable.name, 'Bent Lockpick'));
    expect(await seed(db(), later)).toBe(false);
    expect((await itemNamed('Bent Lockpick'))?.price).toBe(3);
  });
});
