import { BASE_CONTENT_PACK, type ContentPack } from '@tod/game';
import { announcementsTable, featuresTable, roadmapPhasesTable } from '../modules/home/index.ts';
import { TICKER_ROW_ID, tickerTable } from '../modules/ticker/index.ts';
import { deedsTable } from '../modules/deeds/deeds.sql.ts';
import { skillsTable } from '../modules/training/training.sql.ts';
import { buildingsTable, citiesTable } from '../modules/world/index.ts';
import type { Db } from './client.ts';
import { contentPacksTable } from './seed.sql.ts';

/**
 * Applies a content pack once. The pack's row in `content_packs` is written in the same
 * transaction as its content, so a pack is never half-applied and never re-applied over
 * what staff changed since. Returns whether it was applied now.
 */
export async function seed(db: Db, now: Date, pack: ContentPack = BASE_CONTENT_PACK): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentPacksTable)
      .values({ name: pack.name, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: contentPacksTable.name });
    if (claimed.length === 0) return false;

    for (const [i, city] of pack.cities.entries()) {
      const [row] = await tx
        .insert(citiesTable)
        .values({
          name: city.name,
          description: city.description,
          alignment: city.alignment,
          xPosition: city.x,
          yPosition: city.y,
          isStarting: i === 0,
          // Keeps the pack's order when listing by creation time.
          createdAt: new Date(now.getTime() + i),
        })
        .returning({ id: citiesTable.id });
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
    }
    await tx.insert(deedsTable).values(
      pack.deeds.map((d) => ({
        name: d.name,
        level: d.level,
        content: d.content,
        alignment: d.alignment,
        successMessage: d.success,
        failureMessage: d.failure,
        rewardGold: d.reward.gold,
        rewardExperience: d.reward.experience,
        rewardAlignment: d.reward.alignment,
        rewardJailSeconds: d.reward.jailTime,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx
      .insert(skillsTable)
      .values(pack.skills.map((s, position) => ({ name: s.name, description: s.description, position })));
    if (pack.announcements.length > 0) {
      await tx
        .insert(announcementsTable)
        .values(
          pack.announcements.map((a) => ({ title: a.title, content: a.content, createdAt: new Date(`${a.date}T12:00:00Z`) })),
        );
    }
    await tx.insert(featuresTable).values(pack.features.map((f, position) => ({ ...f, position, createdAt: now })));
    await tx
      .insert(roadmapPhasesTable)
      .values(
        pack.roadmap.map((p, position) => ({ phase: p.phase, items: [...p.items], status: p.status, position, createdAt: now })),
      );
    await tx.insert(tickerTable).values({ id: TICKER_ROW_ID, text: pack.ticker, updatedAt: now }).onConflictDoNothing();
    return true;
  });
}
