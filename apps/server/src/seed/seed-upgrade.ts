import { type ContentPack, LONG_GAME_CITY_NAMES, LONG_GAME_DEED_NAMES, V1_CITY_ALIGNMENTS, V1_DEED_REWARDS } from '@tod/game';
import { eq } from 'drizzle-orm';
import { deedsTable } from '../modules/deeds/deeds.sql.ts';
import { skillsTable } from '../modules/training/training.sql.ts';
import { citiesTable } from '../modules/world/world.sql.ts';
import type { Db } from '../db/client.ts';
import { cityValues, deedValues } from './seed-rows.ts';
import { contentPacksTable } from '../db/seed.sql.ts';

/** The `content_packs` row that marks a world as holding the version 2 content. */
export const CONTENT_V2 = 'content-v2';

const key = (name: string) => name.trim().toLowerCase();

type DeedRow = typeof deedsTable.$inferSelect;

/** Whether staff changed a seeded deed: any edit moves `updated_at`, and the reward must still be v1's. */
function untouchedV1Deed(row: DeedRow): boolean {
  const v1 = V1_DEED_REWARDS.get(row.name);
  return (
    v1 !== undefined &&
    row.updatedAt.getTime() === row.createdAt.getTime() &&
    row.rewardGold === v1.gold &&
    row.rewardExperience === v1.experience &&
    row.rewardAlignment === v1.alignment &&
    row.rewardJailSeconds === v1.jailTime
  );
}

const isEmpty = (skills: Record<string, unknown>) => Object.keys(skills).length === 0;

/**
 * Brings a world seeded with the first content pack to version 2, once (claimed by the
 * {@link CONTENT_V2} row in the same transaction). What staff changed is kept:
 * - a v1 deed still as seeded (never updated, v1 reward) takes the v2 level, skill, city and
 *   reward; a deed staff edited keeps everything and only gains the v2 skill when it has none
 *   (v1 had no skill requirements to edit);
 * - a v1 city still at its v1 alignment takes the v2 alignment; one staff moved keeps it;
 * - deeds, cities and skills new in v2 are added (matched by name regardless of case, so a
 *   name staff already use is not added twice); a v1 deed or city staff deleted stays deleted;
 * - characters are never touched (their new columns have defaults from the migration);
 * - the long game's cities and deeds are left to `upgradeToV3`, which adds the far region's
 *   buildings with them.
 */
export async function upgradeToV2(db: Db, now: Date, pack: ContentPack): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentPacksTable)
      .values({ name: CONTENT_V2, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: contentPacksTable.name });
    if (claimed.length === 0) return false;

    const cities = await tx
      .select({ id: citiesTable.id, name: citiesTable.name, alignment: citiesTable.alignment })
      .from(citiesTable);
    const cityIds = new Map(cities.map((c) => [key(c.name), c.id]));
    for (const [i, city] of pack.cities.entries()) {
      const existing = cities.find((c) => key(c.name) === key(city.name));
      if (existing) {
        if (existing.alignment === V1_CITY_ALIGNMENTS.get(city.name) && existing.alignment !== city.alignment) {
          await tx.update(citiesTable).set({ alignment: city.alignment }).where(eq(citiesTable.id, existing.id));
        }
      } else if (!V1_CITY_ALIGNMENTS.has(city.name) && !LONG_GAME_CITY_NAMES.has(city.name)) {
        const [row] = await tx
          .insert(citiesTable)
          .values(cityValues(city, i, now))
          .returning({ id: citiesTable.id });
        cityIds.set(key(city.name), row!.id);
      }
    }

    const deeds = await tx.select().from(deedsTable);
    const added = [];
    for (const deed of pack.deeds) {
      const cityId = deed.city ? (cityIds.get(key(deed.city)) ?? null) : null;
      // A local deed whose city staff deleted has nowhere to belong.
      const homeless = deed.city !== undefined && cityId === null;
      const existing = deeds.find((d) => key(d.name) === key(deed.name));
      if (existing) {
        if (untouchedV1Deed(existing) && !homeless) {
          const { createdAt: _c, updatedAt: _u, ...v2 } = deedValues(deed, cityId, now);
          await tx.update(deedsTable).set(v2).where(eq(deedsTable.id, existing.id));
        } else if (isEmpty(existing.skills)) {
          await tx
            .update(deedsTable)
            .set({ skills: { ...deed.skills } })
            .where(eq(deedsTable.id, existing.id));
        }
      } else if (!V1_DEED_REWARDS.has(deed.name) && !LONG_GAME_DEED_NAMES.has(deed.name) && !homeless) {
        added.push(deedValues(deed, cityId, now));
      }
    }
    if (added.length > 0) await tx.insert(deedsTable).values(added);

    const skills = await tx.select({ name: skillsTable.name }).from(skillsTable);
    const newSkills = pack.skills
      .map((s, position) => ({ ...s, position }))
      .filter((s) => !skills.some((have) => key(have.name) === key(s.name)));
    if (newSkills.length > 0) await tx.insert(skillsTable).values(newSkills);
    return true;
  });
}
