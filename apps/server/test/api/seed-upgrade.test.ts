import {
  BASE_CONTENT_PACK,
  type ContentPack,
  LONG_GAME_CITY_NAMES,
  LONG_GAME_DEED_NAMES,
  V1_CITY_ALIGNMENTS,
  V1_DEED_REWARDS,
  v2SeededReward,
} from '@tod/game';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { seed } from '../../src/seed/seed.ts';
import { contentPacksTable } from '../../src/db/seed.sql.ts';
import { CONTENT_V2, upgradeToV2 } from '../../src/seed/seed-upgrade.ts';
import { CONTENT_V3, upgradeToV3 } from '../../src/seed/seed-upgrade-v3.ts';
import { buildingsTable } from '../../src/modules/world/world.sql.ts';
import { usersTable } from '../../src/modules/accounts/accounts.sql.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { deedsTable } from '../../src/modules/deeds/deeds.sql.ts';
import { citiesTable } from '../../src/modules/world/world.sql.ts';
import { dbKind, freshDatabase, secondConnection } from '../kit.ts';

/** The first pack as it was seeded: v1 deeds only, no skills, no cities of their own, v1 rewards and alignments. */
const V1_PACK: ContentPack = {
  ...BASE_CONTENT_PACK,
  cities: BASE_CONTENT_PACK.cities
    .filter((c) => V1_CITY_ALIGNMENTS.has(c.name))
    .map((c) => ({ ...c, alignment: V1_CITY_ALIGNMENTS.get(c.name) ?? c.alignment })),
  deeds: BASE_CONTENT_PACK.deeds
    .filter((d) => V1_DEED_REWARDS.has(d.name))
    .map(({ city: _city, ...d }) => ({ ...d, skills: {}, reward: { ...V1_DEED_REWARDS.get(d.name)! } })),
};
const V1_TIME = new Date('2025-06-01T00:00:00Z');
const UPGRADE_TIME = new Date('2026-06-01T00:00:00Z');

let database: Database;
const db = () => database.db;

/** Replaces the seeded world by a v1 world, as a database seeded before version 2 holds it. */
async function makeV1World(): Promise<void> {
  for (const table of ['content_packs', 'deeds', 'cities', 'skills', 'features', 'roadmap_phases', 'announcements']) {
    await db().execute(sql.raw(`DELETE FROM ${table}`));
  }
  await seed(db(), V1_TIME, V1_PACK);
  await db().delete(contentPacksTable).where(eq(contentPacksTable.name, CONTENT_V2));
  await db().delete(contentPacksTable).where(eq(contentPacksTable.name, CONTENT_V3));
}

const deedNamed = async (name: string) => (await db().select().from(deedsTable).where(eq(deedsTable.name, name)))[0]!;
const cityNamed = async (name: string) => (await db().select().from(citiesTable).where(eq(citiesTable.name, name)))[0]!;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('upgrading a v1 world to the v2 content', () => {
  // Chosen from the content so the test follows it: a v1 deed and a v1 city whose v2 values differ.
  const changedDeed = BASE_CONTENT_PACK.deeds.find((d) => {
    const v1 = V1_DEED_REWARDS.get(d.name);
    return v1 && v1.experience !== d.reward.experience;
  })!;
  const otherV1Deed = BASE_CONTENT_PACK.deeds.find(
    (d) => V1_DEED_REWARDS.has(d.name) && d.name !== changedDeed.name && Object.keys(d.skills).length > 0,
  )!;
  const movedCities = BASE_CONTENT_PACK.cities.filter((c) => V1_CITY_ALIGNMENTS.get(c.name) !== c.alignment);
  const newDeeds = BASE_CONTENT_PACK.deeds.filter((d) => !V1_DEED_REWARDS.has(d.name) && !LONG_GAME_DEED_NAMES.has(d.name));
  const v2DeedCount = BASE_CONTENT_PACK.deeds.length - LONG_GAME_DEED_NAMES.size;

  it('adds the new content, updates what staff left alone, keeps what staff changed, and runs once', async () => {
    expect(movedCities.length).toBeGreaterThanOrEqual(2);
    expect(newDeeds.length).toBeGreaterThan(0);
    await makeV1World();
    const [staffCity, untouchedCity] = movedCities;
    // Staff edits: one deed's reward and one city's alignment.
    await db()
      .update(deedsTable)
      .set({ rewardExperience: 999, updatedAt: new Date(V1_TIME.getTime() + 1000) })
      .where(eq(deedsTable.name, changedDeed.name));
    await db().update(citiesTable).set({ alignment: 77 }).where(eq(citiesTable.name, staffCity!.name));
    // A character of the v1 world keeps everything.
    const [user] = await db()
      .insert(usersTable)
      .values({ email: 'oldtimer@example.com', passwordHash: 'x', createdAt: V1_TIME })
      .returning();
    const [hero] = await db()
      .insert(charactersTable)
      .values({
        userId: user!.id,
        name: 'Oldtimer',
        childCode: 'OLDTIMER',
        level: 12,
        experience: 9000,
        gold: 4321,
        good: 30,
        alignment: 30,
        cityId: (await cityNamed(untouchedCity!.name)).id,
        createdAt: V1_TIME,
        lastSeenAt: V1_TIME,
      })
      .returning();

    expect(await upgradeToV2(db(), UPGRADE_TIME, BASE_CONTENT_PACK)).toBe(true);

    const [{ n: deedCount }] = (await db().select({ n: count() }).from(deedsTable)) as [{ n: number }];
    expect(deedCount).toBe(v2DeedCount);
    for (const d of newDeeds) {
      const row = await deedNamed(d.name);
      expect(row.skills).toEqual(d.skills);
      expect(row.rewardExperience).toBe(d.reward.experience);
      if (d.city) expect(row.cityId).toBe((await cityNamed(d.city)).id);
      else expect(row.cityId).toBeNull();
    }
    const untouched = await deedNamed(otherV1Deed.name);
    expect(untouched).toMatchObject({
      skills: otherV1Deed.skills,
      rewardExperience: otherV1Deed.reward.experience,
      level: otherV1Deed.level,
    });
    const edited = await deedNamed(changedDeed.name);
    expect(edited.rewardExperience).toBe(999);
    expect(edited.rewardGold).toBe(V1_DEED_REWARDS.get(changedDeed.name)!.gold);
    expect(edited.skills).toEqual(changedDeed.skills);

    expect((await cityNamed(staffCity!.name)).alignment).toBe(77);
    expect((await cityNamed(untouchedCity!.name)).alignment).toBe(untouchedCity!.alignment);

    const [after] = await db().select().from(charactersTable).where(eq(charactersTable.id, hero!.id));
    expect(after).toMatchObject({ level: 12, experience: 9000, gold: 4321, good: 30, cityId: hero!.cityId });

    // Once applied, the v2 upgrade applies nothing again; the seed adds the long game, once.
    await db().update(deedsTable).set({ rewardExperience: 5 }).where(eq(deedsTable.name, otherV1Deed.name));
    expect(await upgradeToV2(db(), UPGRADE_TIME, BASE_CONTENT_PACK)).toBe(false);
    expect(await seed(db(), UPGRADE_TIME)).toBe(true);
    expect(await seed(db(), UPGRADE_TIME)).toBe(false);
    expect((await deedNamed(otherV1Deed.name)).rewardExperience).toBe(5);
    const [{ n: again }] = (await db().select({ n: count() }).from(deedsTable)) as [{ n: number }];
    expect(again).toBe(BASE_CONTENT_PACK.deeds.length);
  });

  it('applies once when two connections upgrade at the same time', async () => {
    await makeV1World();
    // PGlite has one connection, which serialises the two; PostgreSQL runs them as two instances would.
    const other = dbKind === 'postgres' ? secondConnection(database) : database;
    try {
      // Each upgrade step is claimed on its own, so the two may share the steps between them (one
      // applies version 2, the other the long game): what counts is that every step runs once.
      // Instances also take turns under the schema lock (db/schema-lock.ts), which this leaves out.
      const results = await Promise.all([seed(db(), UPGRADE_TIME), seed(other.db, UPGRADE_TIME)]);
      expect(results).toContain(true);
      const [{ n }] = (await db().select({ n: count() }).from(deedsTable)) as [{ n: number }];
      expect(n).toBe(BASE_CONTENT_PACK.deeds.length);
      const [{ n: cities }] = (await db().select({ n: count() }).from(citiesTable)) as [{ n: number }];
      expect(cities).toBe(BASE_CONTENT_PACK.cities.length);
      expect(await seed(db(), UPGRADE_TIME)).toBe(false);
    } finally {
      if (other !== database) await other.close();
    }
  });
});

describe('upgrading a version 2 world to the long game', () => {
  /** The content as version 2 seeded it: no far region, no deeds above 60, v2 rewards. */
  const V2_PACK: ContentPack = {
    ...BASE_CONTENT_PACK,
    cities: BASE_CONTENT_PACK.cities.filter((c) => !LONG_GAME_CITY_NAMES.has(c.name)),
    deeds: BASE_CONTENT_PACK.deeds
      .filter((d) => !LONG_GAME_DEED_NAMES.has(d.name))
      .map((d) => ({ ...d, reward: v2SeededReward(d) })),
  };
  const changed = BASE_CONTENT_PACK.deeds.filter((d) => !LONG_GAME_DEED_NAMES.has(d.name) && d.level > 40);
  const far = BASE_CONTENT_PACK.cities.filter((c) => LONG_GAME_CITY_NAMES.has(c.name));

  async function makeV2World(): Promise<void> {
    for (const table of ['content_packs', 'deeds', 'cities', 'skills', 'features', 'roadmap_phases', 'announcements']) {
      await db().execute(sql.raw(`DELETE FROM ${table}`));
    }
    await seed(db(), V1_TIME, V2_PACK);
    await db().delete(contentPacksTable).where(eq(contentPacksTable.name, CONTENT_V3));
  }

  it('adds the far region with its buildings and deeds, retunes untouched deeds, keeps staff edits, and runs once', async () => {
    expect(changed.length).toBeGreaterThanOrEqual(2);
    await makeV2World();
    const [edited, untouched] = changed;
    await db()
      .update(deedsTable)
      .set({ rewardGold: 1, updatedAt: new Date(V1_TIME.getTime() + 1000) })
      .where(eq(deedsTable.name, edited!.name));
    // Staff already named a city of their own like a far one: it is kept, not added twice.
    await db().update(citiesTable).set({ name: 'farhaven' }).where(eq(citiesTable.name, 'Thornwick'));

    expect(await seed(db(), UPGRADE_TIME)).toBe(true);

    expect((await deedNamed(untouched!.name)).rewardExperience).toBe(untouched!.reward.experience);
    expect((await deedNamed(untouched!.name)).rewardExperience).not.toBe(v2SeededReward(untouched!).experience);
    expect(await deedNamed(edited!.name)).toMatchObject({ rewardGold: 1, rewardExperience: v2SeededReward(edited!).experience });
    for (const city of far.filter((c) => c.name !== 'Farhaven')) {
      const row = await cityNamed(city.name);
      expect(row).toMatchObject({ alignment: city.alignment, xPosition: city.x, yPosition: city.y });
      const buildings = await db().select().from(buildingsTable).where(eq(buildingsTable.cityId, row.id));
      expect(buildings.map((b) => b.name).sort()).toEqual(city.buildings.map((b) => b.name).sort());
    }
    const cities = await db().select().from(citiesTable);
    expect(cities.filter((c) => c.name.toLowerCase() === 'farhaven')).toHaveLength(1);
    for (const d of BASE_CONTENT_PACK.deeds.filter((x) => LONG_GAME_DEED_NAMES.has(x.name))) {
      const [row] = await db().select().from(deedsTable).where(eq(deedsTable.name, d.name));
      expect(row, d.name).toMatchObject({ level: d.level, rewardExperience: d.reward.experience, skills: d.skills });
      if (d.city) expect(row!.cityId).toBe(cities.find((c) => c.name.toLowerCase() === d.city!.toLowerCase())!.id);
    }

    await db().update(deedsTable).set({ rewardExperience: 5 }).where(eq(deedsTable.name, untouched!.name));
    expect(await upgradeToV3(db(), UPGRADE_TIME, BASE_CONTENT_PACK)).toBe(false);
    expect(await seed(db(), UPGRADE_TIME)).toBe(false);
    expect((await deedNamed(untouched!.name)).rewardExperience).toBe(5);
    const [{ n }] = (await db().select({ n: count() }).from(deedsTable)) as [{ n: number }];
    expect(n).toBe(BASE_CONTENT_PACK.deeds.length);
  });
});
