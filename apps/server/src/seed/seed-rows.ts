import type { ContentCity, ContentDeed } from '@tod/game';
import type { Db } from '../db/client.ts';
import { buildingsTable, citiesTable } from '../modules/world/index.ts';

/** A pack deed as a row, its city named by id (null: everywhere). */
export function deedValues(d: ContentDeed, cityId: string | null, now: Date) {
  return {
    name: d.name,
    level: d.level,
    content: d.content,
    alignment: d.alignment,
    successMessage: d.success,
    failureMessage: d.failure,
    skills: { ...d.skills },
    cityId,
    rewardGold: d.reward.gold,
    rewardExperience: d.reward.experience,
    rewardAlignment: d.reward.alignment,
    rewardJailSeconds: d.reward.jailTime,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A pack city as a row. `index` is its place in the pack: created that many milliseconds after
 * `now`, so listing by creation time keeps the pack's order.
 */
export function cityValues(city: ContentCity, index: number, now: Date) {
  return {
    name: city.name,
    description: city.description,
    alignment: city.alignment,
    xPosition: city.x,
    yPosition: city.y,
    createdAt: new Date(now.getTime() + index),
  };
}

/** Inserts a pack city and its buildings in their pack order; answers the new city's id. */
export async function insertCity(
  tx: Db,
  city: ContentCity,
  values: ReturnType<typeof cityValues> & { isStarting?: boolean },
): Promise<string> {
  const [row] = await tx.insert(citiesTable).values(values).returning({ id: citiesTable.id });
  if (city.buildings.length > 0) {
    await tx.insert(buildingsTable).values(
      city.buildings.map((b, position) => ({
        cityId: row!.id,
        type: b.type,
        name: b.name,
        description: b.description,
        position,
      })),
    );
  }
  return row!.id;
}
