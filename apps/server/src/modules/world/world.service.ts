import type { City } from '@tod/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ContentCache, contentSource } from '../../lib/content-cache.ts';
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

type CityRow = typeof citiesTable.$inferSelect;
type BuildingRow = typeof buildingsTable.$inferSelect;

/** Every city by name, each with its buildings in order: kept in memory (lib/content-cache.ts). */
const cityRows = contentSource('cities', async (db) => {
  const [cities, buildings] = await Promise.all([
    db.select().from(citiesTable).orderBy(asc(citiesTable.name)),
    db.select().from(buildingsTable).orderBy(asc(buildingsTable.position), asc(buildingsTable.name)),
  ]);
  const byCity = new Map<string, BuildingRow[]>();
  for (const b of buildings) byCity.set(b.cityId, [...(byCity.get(b.cityId) ?? []), b]);
  return cities.map((city) => ({ city, buildings: byCity.get(city.id) ?? [] }));
});

/** The owners' names are a character's, not content: read when a city has an owner. */
async function withOwners(db: Db, residents: Residents, rows: { city: CityRow; buildings: BuildingRow[] }[]): Promise<City[]> {
  const ownerIds = rows.flatMap(({ city }) => (city.ownerId ? [city.ownerId] : []));
  const owners = ownerIds.length ? await residents.namesOf(db, ownerIds) : [];
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  return rows.map(({ city: c, buildings }) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    alignment: c.alignment,
    xPosition: c.xPosition,
    yPosition: c.yPosition,
    owner: c.ownerId,
    ownerName: c.ownerId ? (ownerName.get(c.ownerId) ?? null) : null,
    isStarting: c.isStarting,
    buildings: buildings.map((b) => ({ id: b.id, type: b.type, name: b.name, description: b.description })),
  }));
}

type WorldDeps = { db: Db; content: ContentCache };

export async function listCities(deps: WorldDeps, residents: Residents, since?: number): Promise<City[]> {
  return withOwners(deps.db, residents, await deps.content.read(cityRows, since));
}

export async function getCity(deps: WorldDeps, residents: Residents, id: string, since?: number): Promise<City> {
  const row = (await deps.content.read(cityRows, since)).find((r) => r.city.id === id);
  if (!row) throw notFound('world.city_not_found', 'City not found.');
  const [city] = await withOwners(deps.db, residents, [row]);
  return city!;
}

/** A city as it is in this transaction, not from memory: for staff edits, which lock and audit it. */
export async function readCity(tx: Db, residents: Residents, id: string): Promise<City> {
  const [[city], buildings] = await Promise.all([
    tx.select().from(citiesTable).where(eq(citiesTable.id, id)),
    tx
      .select()
      .from(buildingsTable)
      .where(eq(buildingsTable.cityId, id))
      .orderBy(asc(buildingsTable.position), asc(buildingsTable.name)),
  ]);
  if (!city) throw notFound('world.city_not_found', 'City not found.');
  const [view] = await withOwners(tx, residents, [{ city, buildings }]);
  return view!;
}
