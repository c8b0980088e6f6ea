import { type ContentPack, V1_HOME_FEATURES, V1_HOME_ROADMAP } from '@tod/game';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentPacksTable } from '../db/seed.sql.ts';
import { featuresTable, roadmapPhasesTable } from '../modules/home/index.ts';

/** The `content_packs` row that marks a world whose home content matches the game as it stands. */
export const HOME_V2 = 'home-v2';

const key = (text: string) => text.trim().toLowerCase();
const sameItems = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Brings the seeded home content up to the game (docs/game-rules.md#content-pack-content), once,
 * claimed by the {@link HOME_V2} row in the same transaction. A row staff edited is never
 * overwritten: the tables keep no edit time, so a feature or phase counts as untouched only while
 * it still equals, field for field, what the first pack seeded. Untouched rows take the new
 * status and text; features new to the pack are added after the others unless staff already
 * list one of that title; rows staff deleted stay deleted.
 */
export async function upgradeHome(db: Db, now: Date, pack: ContentPack): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentPacksTable)
      .values({ name: HOME_V2, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: contentPacksTable.name });
    if (claimed.length === 0) return false;

    const features = await tx.select().from(featuresTable);
    let position = Math.max(-1, ...features.map((f) => f.position));
    for (const feature of pack.features) {
      const existing = features.find((f) => key(f.title) === key(feature.title));
      const seeded = V1_HOME_FEATURES.find((f) => f.title === feature.title);
      if (existing) {
        const untouched =
          seeded !== undefined &&
          existing.title === seeded.title &&
          existing.description === seeded.description &&
          existing.status === seeded.status &&
          existing.emoji === seeded.emoji;
        if (untouched) {
          await tx
            .update(featuresTable)
            .set({ description: feature.description, status: feature.status, emoji: feature.emoji })
            .where(eq(featuresTable.id, existing.id));
        }
      } else if (!seeded) {
        position += 1;
        await tx.insert(featuresTable).values({ ...feature, position, createdAt: now });
      }
    }

    const phases = await tx.select().from(roadmapPhasesTable);
    for (const phase of pack.roadmap) {
      const seeded = V1_HOME_ROADMAP.find((p) => p.phase === phase.phase);
      const existing = phases.find((p) => p.phase === phase.phase);
      if (!seeded || !existing) continue;
      if (existing.status === seeded.status && sameItems(existing.items, seeded.items)) {
        await tx
          .update(roadmapPhasesTable)
          .set({ status: phase.status, items: [...phase.items] })
          .where(eq(roadmapPhasesTable.id, existing.id));
      }
    }
    return true;
  });
}
