import type { City } from '@tod/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { buildingsTable, citiesTable } from './world.sql.ts';

type Db = Deps['db'];

/** Where new characters start: the city marked as starting, else the oldest one. */
export async function startingCityId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: citiesTable.id })
    .from(citiesTable)
    .orderBy(desc(citiesTable.isStarting), asc(citiesTable.createdAt), asc(citiesTable.name))
    .limit(1);
  return row?.id ?? null;
}

async function withBuildingsAndOwners(db: Db, cities: (typeof citiesTable.$inferSelect)[]): Promise<City[]> {
  if (cities.length === 0) return [];
  const ids = cities.map((c) => c.id);
  const ownerIds = cities.flatMap((c) => (c.ownerId ? [c.ownerId] : []));
  const [buildings, owners] = await Promise.all([
    db
      .select()
      .from(buildingsTable)
      .where(inArray(buildingsTable.cityId, ids))
      .orderBy(asc(buildingsTable.position), asc(buildingsTable.name)),
    ownerIds.length
      ? db
          .select({ id: charactersTable.id, name: charactersTable.name })
          .from(charactersTable)
          .where(inArray(charactersTable.id, ownerIds))
      : Promise.resolve([]),
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

export async function listCities(db: Db): Promise<City[]> {
  const cities = await db.select().from(citiesTable).orderBy(asc(citiesTable.name));
  return withBuildingsAndOwners(db, cities);
}

export async function getCity(db: Db, id: string): Promise<City> {
  const cities = await db.select().from(citiesTable).where(eq(citiesTable.id, id));
  const [city] = await withBuildingsAndOwners(db, cities);
  if (!city) throw notFound('world.city_not_found', 'City not found.');
  return city;
}
