import { BASE_CONTENT_PACK, type ContentPack } from '@tod/game';
import { inArray, sql } from 'drizzle-orm';
import { announcementsTable, featuresTable, roadmapPhasesTable } from '../modules/home/index.ts';
import { TICKER_ROW_ID, tickerTable } from '../modules/ticker/index.ts';
import { deedsTable } from '../modules/deeds/deeds.sql.ts';
import { skillsTable } from '../modules/training/training.sql.ts';
import type { Db } from '../db/client.ts';
import { contentPacksTable } from '../db/seed.sql.ts';
import { cityValues, deedValues, insertCity } from './seed-rows.ts';
import { HOME_V2, upgradeHome } from './seed-home.ts';
import { CONTENT_V2, upgradeToV2 } from './seed-upgrade.ts';
import { CONTENT_V3, upgradeToV3 } from './seed-upgrade-v3.ts';
import { ITEMS_V2, insertItems, upgradeItems } from './seed-items.ts';
import {
  QUESTS_V1,
  QUEST_CHAINS_V2,
  insertQuestChains,
  insertQuestTemplates,
  upgradeQuestChains,
  upgradeQuestTemplates,
} from './seed-quests.ts';

/** Every upgrade's `content_packs` row: a fresh world gets them all with the current content. */
const UPGRADES = [CONTENT_V2, CONTENT_V3, HOME_V2, ITEMS_V2, QUESTS_V1, QUEST_CHAINS_V2];

/**
 * Applies a content pack once, and upgrades a world seeded with the first pack to version 2
 * once, a world seeded before the long game to it once (`upgradeToV3`), and its home content to
 * the game as it stands once (seed-home.ts), and its equipment once (seed-items.ts), and the patrons' contract templates and the quest chains once each (seed-quests.ts). Each is claimed by a row in `content_packs` written in the same transaction as its
 * content: a pack is never half-applied, and of several instances starting at once exactly
 * one applies it (the others wait on the row's key, then find it taken). A fresh world gets
 * the current pack, already v3 with the current home content, and the v2, v3 and home rows with it. Returns whether anything was applied.
 */
export async function seed(db: Db, now: Date, pack: ContentPack = BASE_CONTENT_PACK): Promise<boolean> {
  // Every restart after the first finds every row: one read instead of two write transactions
  // that would each find their row taken (rows in content_packs are never deleted).
  const applied = await db
    .select({ name: contentPacksTable.name })
    .from(contentPacksTable)
    .where(inArray(contentPacksTable.name, [pack.name, ...UPGRADES]));
  if (applied.length === UPGRADES.length + 1) return false;
  const fresh = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentPacksTable)
      .values({ name: pack.name, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: contentPacksTable.name });
    if (claimed.length === 0) return false;
    // A pack renamed after the world was seeded must not seed a second world beside it.
    const [earlier] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contentPacksTable)
      .where(sql`${contentPacksTable.name} <> ${pack.name}`);
    if ((earlier?.n ?? 0) > 0) return false;
    await tx
      .insert(contentPacksTable)
      .values(UPGRADES.map((name) => ({ name, appliedAt: now })))
      .onConflictDoNothing();
    await insertPack(tx, now, pack);
    await insertItems(tx, now);
    await insertQuestTemplates(tx, now);
    await insertQuestChains(tx, now);
    return true;
  });
  if (fresh) return true;
  // Version 2 first (it skips the long game's content), then the long game adds its own.
  const v2 = await upgradeToV2(db, now, pack);
  const v3 = await upgradeToV3(db, now, pack);
  const home = await upgradeHome(db, now, pack);
  const items = await upgradeItems(db, now);
  const quests = await upgradeQuestTemplates(db, now);
  const chains = await upgradeQuestChains(db, now);
  return v2 || v3 || home || items || quests || chains;
}

async function insertPack(tx: Db, now: Date, pack: ContentPack): Promise<void> {
  const cityIds = new Map<string, string>();
  for (const [i, city] of pack.cities.entries()) {
    cityIds.set(city.name, await insertCity(tx, city, { ...cityValues(city, i, now), isStarting: i === 0 }));
  }
  await tx.insert(deedsTable).values(pack.deeds.map((d) => deedValues(d, d.city ? (cityIds.get(d.city) ?? null) : null, now)));
  await tx.insert(skillsTable).values(pack.skills.map((s, position) => ({ name: s.name, description: s.description, position })));
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
}
