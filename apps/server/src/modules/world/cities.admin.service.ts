import type { City, CityInputSchema, CityPatchSchema } from '@tod/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { readCity, type Residents } from './world.service.ts';
import { buildingsTable, citiesTable } from './world.sql.ts';

type CityDeps = Pick<Deps, 'db' | 'clock'> & { residents: Residents };
type CityInput = z.output<typeof CityInputSchema>;
type CityPatch = z.output<typeof CityPatchSchema>;
type BuildingInput = NonNullable<CityInput['buildings']>[number];

/**
 * Serialises staff city writes. The name and square checks below are reads followed by a
 * write; holding this transaction lock makes them safe without a unique index (cities are
 * written only here and by the one-time seed). Any constant works as long as it is unique.
 */
const CITY_WRITE_LOCK = 7_310_001;

const cityMissing = () => notFound('world.city_not_found', 'City not found.');

async function lockCityWrites(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CITY_WRITE_LOCK})`);
}

/** Names are unique regardless of case (and of surrounding blanks, which the contract trims). */
async function assertNameFree(tx: Db, name: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx
    .select({ id: citiesTable.id })
    .from(citiesTable)
    .where(and(eq(sql`lower(${citiesTable.name})`, name.toLowerCase()), exceptId ? ne(citiesTable.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict('world.city_name_taken', `Another city is already named "${name}".`);
}

/** Two cities on one map square would hide each other on the map and make a zero-length journey. */
async function assertSquareFree(tx: Db, x: number | null, y: number | null, exceptId: string | null): Promise<void> {
  if (x === null || y === null) return;
  const [taken] = await tx
    .select({ name: citiesTable.name })
    .from(citiesTable)
    .where(and(eq(citiesTable.xPosition, x), eq(citiesTable.yPosition, y), exceptId ? ne(citiesTable.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict('world.city_square_taken', `${taken.name} already stands at X: ${x}, Y: ${y}.`);
}

/** The owner must be a living character; the row is share-locked so it cannot die before commit. */
async function assertOwner(tx: Db, residents: Residents, owner: string | null): Promise<void> {
  if (owner === null) return;
  if (!(await residents.lockLiving(tx, owner)))
    throw badRequest('world.city_owner_invalid', 'Owner must be the id of a living character.');
}

async function insertBuildings(tx: Db, cityId: string, buildings: BuildingInput[]): Promise<void> {
  if (buildings.length === 0) return;
  await tx.insert(buildingsTable).values(buildings.map((b, position) => ({ cityId, ...b, position })));
}

export async function createCity(deps: CityDeps, actor: Actor, input: CityInput): Promise<City> {
  const now = deps.clock.now();
  const fields = {
    name: input.name,
    description: input.description,
    alignment: input.alignment ?? 0,
    xPosition: input.xPosition ?? null,
    yPosition: input.yPosition ?? null,
    ownerId: input.owner ?? null,
  };
  return deps.db.transaction(async (tx) => {
    await lockCityWrites(tx);
    await assertNameFree(tx, fields.name, null);
    await assertSquareFree(tx, fields.xPosition, fields.yPosition, null);
    await assertOwner(tx, deps.residents, fields.ownerId);
    const [row] = await tx
      .insert(citiesTable)
      .values({ ...fields, createdAt: now })
      .returning({ id: citiesTable.id });
    await insertBuildings(tx, row!.id, input.buildings ?? []);
    const after = await readCity(tx, deps.residents, row!.id);
    await recordAudit(tx, actor, now, { action: 'cities.created', targetId: after.id, before: null, after });
    return after;
  });
}

/** Changes the fields given; `buildings`, when given, replaces the whole list. */
export async function updateCity(deps: CityDeps, actor: Actor, id: string, patch: CityPatch): Promise<City> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockCityWrites(tx);
    const [current] = await tx.select().from(citiesTable).where(eq(citiesTable.id, id)).for('update');
    if (!current) throw cityMissing();
    const before = await readCity(tx, deps.residents, id);
    const fields = {
      name: patch.name,
      description: patch.description,
      alignment: patch.alignment,
      xPosition: patch.xPosition,
      yPosition: patch.yPosition,
      ownerId: patch.owner,
    };
    if (fields.name !== undefined && fields.name.toLowerCase() !== current.name.toLowerCase()) {
      await assertNameFree(tx, fields.name, id);
    }
    await assertSquareFree(
      tx,
      fields.xPosition === undefined ? current.xPosition : fields.xPosition,
      fields.yPosition === undefined ? current.yPosition : fields.yPosition,
      id,
    );
    if (fields.ownerId !== undefined && fields.ownerId !== current.ownerId) await assertOwner(tx, deps.residents, fields.ownerId);
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) await tx.update(citiesTable).set(changes).where(eq(citiesTable.id, id));
    if (patch.buildings) {
      await tx.delete(buildingsTable).where(eq(buildingsTable.cityId, id));
      await insertBuildings(tx, id, patch.buildings);
    }
    const after = await readCity(tx, deps.residents, id);
    await recordAudit(tx, actor, now, { action: 'cities.updated', targetId: id, before, after });
    return after;
  });
}

/**
 * Deletes a city and its buildings. Refused while living characters are in it (they would be
 * nowhere) and for the starting city (new characters start there). Dead characters who were
 * there keep no location. The city row is locked first: a journey into it that commits first
 * is counted; one that commits later fails its foreign key instead of landing nowhere.
 */
export async function deleteCity(deps: CityDeps, actor: Actor, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(citiesTable).where(eq(citiesTable.id, id)).for('update');
    if (!current) throw cityMissing();
    if (current.isStarting) {
      throw conflict(
        'world.city_is_starting',
        `${current.name} is the starting city, where new characters begin: it cannot be deleted.`,
      );
    }
    const n = await deps.residents.livingIn(tx, id);
    if (n > 0) {
      const who = n === 1 ? '1 character is' : `${n} characters are`;
      throw conflict('world.city_occupied', `${who} in ${current.name}: it can be deleted once nobody is there.`);
    }
    const before = await readCity(tx, deps.residents, id);
    await tx.delete(citiesTable).where(eq(citiesTable.id, id));
    await recordAudit(tx, actor, now, { action: 'cities.deleted', targetId: id, before, after: null });
  });
}
