import { type ContentPack, LONG_GAME_CITY_NAMES, LONG_GAME_DEED_NAMES, v2SeededReward } from '@tod/game';
import { eq } from 'drizzle-orm';
import { deedsTable } from '../modules/deeds/deeds.sql.ts';
import { citiesTable } from '../modules/world/index.ts';
import type { Db } from '../db/client.ts';
import { contentPacksTable } from '../db/seed.sql.ts';
import { cityValues, deedValues, insertCity } from './seed-rows.ts';

/** The `content_packs` row that marks a world as holding the long game's content (levels 41-99). */
export const CONTENT_V3 = 'content-v3';

const key = (name: string) => name.trim().toLowerCase();

type DeedRow = typeof deedsTable.$inferSelect;

/** A deed staff never edited (`updated_at` never moved) that still holds the reward version 2 seeded. */
function untouchedV2Deed(row: DeedRow, v2: ReturnType<typeof v2SeededReward>): boolean {
  return (
    row.updatedAt.getTime() === row.createdAt.getTime() &&
    row.rewardGold === v2.gold &&
    row.rewardExperience === v2.experience &&
    row.rewardAlignment === v2.alignment &&
    row.rewardJailSeconds === v2.jailTime
  );
}

/**
 * Brings a world seeded before the long game to it, once (claimed by the {@link CONTENT_V3} row
 * in the same transaction). What staff changed is kept:
 * - the far region's cities (with their buildings) and the long game's deeds are added, matched
 *   by name regardless of case (a name staff already use is not added twice; a local deed whose
 *   city is missing is not added);
 * - a deed still as version 2 seeded it (never updated, v2 reward) takes the new reward (levels
 *   41-60 pay less per minute now); an edited deed keeps everything;
 * - nothing is deleted, and characters are never touched.
 */
export async function upgradeToV3(db: Db, now: Date, pack: ContentPack): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentPacksTable)
      .values({ name: CONTENT_V3, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: contentPacksTable.name });
    if (claimed.length === 0) return false;

    const cities = await tx.select({ id: citiesTable.id, name: citiesTable.name }).from(citiesTable);
    const cityIds = new Map(cities.map((c) => [key(c.name), c.id]));
    for (const [i, city] of pack.cities.entries()) {
      if (!LONG_GAME_CITY_NAMES.has(city.name) || cityIds.has(key(city.name))) continue;
      cityIds.set(key(city.name), await insertCity(tx, city, cityValues(city, i, now)));
    }

    const deeds = await tx.select().from(deedsTable);
    const added = [];
    for (const deed of pack.deeds) {
      const existing = deeds.find((d) => key(d.name) === key(deed.name));
      if (existing) {
        if (untouchedV2Deed(existing, v2SeededReward(deed))) {
          await tx
            .update(deedsTable)
            .set({
              rewardGold: deed.reward.gold,
              rewardExperience: deed.reward.experience,
              rewardAlignment: deed.reward.alignment,
              rewardJailSeconds: deed.reward.jailTime,
            })
            .where(eq(deedsTable.id, existing.id));
        }
        continue;
      }
      if (!LONG_GAME_DEED_NAMES.has(deed.name)) continue;
      const cityId = deed.city ? (cityIds.get(key(deed.city)) ?? null) : null;
      if (deed.city !== undefined && cityId === null) continue;
      added.push(deedValues(deed, cityId, now));
    }
    if (added.length > 0) await tx.insert(deedsTable).values(added);
    return true;
  });
}
