import type { City } from '@tod/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { buildingsTable, citiesTable } from './world.sql.ts';

/**
 * What places need to know about the characters in them. The characters module sits above world
 * in the module order (docs/decisions/0031-module-order-and-table-ownership.md), so app.ts hands
 * its answers in rather than world importing it.
 */
export interface Residents {
  /** The id and name of each of these characters that exists, living or dead. */
  namesOf(db: Db, ids: string[]): Promise<{ id: string; name: string }[]>;
  /** Whether the character is alive, share-locking its row so it cannot die before commit. */
  lockLiving(tx: Db, id: string): Promise<boolean>;
  /** How many living characters are in the city. */
  livingIn(tx: Db, cityId: string): Promise<number>;
}

/** Where new characters start: the city marked as starting, else the oldest one. */
export async function startingCityId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: citiesTable.id })
    .from(citiesTable)
    .orderBy(desc(citiesTable.isStarting), asc(citiesTable.createdAt), asc(citiesTable.name))
    .limit(1);
  return row?.id ?? null;
}

async function withBuildingsAndOwners(
  db: Db,
  residents: Residents,
  cities: (typeof citiesTable.$inferSelect)[],
): Promise<City[]> {
  if (cities.length === 0) return [];
  const ids = cities.map((c) => c.id);
  const ownerIds = cities.flatMap((c) => (c.ownerId ? [c.ownerId] : []));
  const [buildings, owners] = await Promise.all([
    db
      .select()
      .from(buildingsTable)
      .where(inArray(buildingsTable.cityId, ids))
      .orderBy(asc(buildingsTable.position), asc(buildingsTable.name)),
    ownerIds.length ? residents.namesOf(db, ownerIds) : Promise.resolve([]),
  ]);
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  return cities.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    alignment: c.alignment,
    xPosition: c.xPosition,
    yPosition: c.yPosition,
    owner: c.ownerId,
    ownerName: c.ownerId ? (ownerName.get(c.ownerId) ?? null) : null,
    isStarting: c.isStarting,
    buildings: buildings
      .filter((b) => b.cityId === c.id)
      .map((b) => ({ id: b.id, type: b.type, name: b.name, description: b.description })),
  }));
}

export async function listCities(db: Db, residents: Residents): Promise<City[]> {
  const cities = await db.select().from(citiesTable).orderBy(asc(citiesTable.name));
  return withBuildingsAndOwners(db, residents, cities);
}

export async function getCity(db: Db, residents: Residents, id: string): Promise<City> {
  const cities = await db.select().from(citiesTable).where(eq(citiesTable.id, id));
  const [city] = await withBuildingsAndOwners(db, residents, cities);
  if (!city) throw notFound('world.city_not_found', 'City not found.');
  return city;
}
