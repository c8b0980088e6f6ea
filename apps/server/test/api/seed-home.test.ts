import { BASE_CONTENT_PACK, V1_HOME_FEATURES, V1_HOME_ROADMAP } from '@tod/game';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { contentPacksTable } from '../../src/db/seed.sql.ts';
import { featuresTable, roadmapPhasesTable } from '../../src/modules/home/index.ts';
import { HOME_V2 } from '../../src/seed/seed-home.ts';
import { seed } from '../../src/seed/seed.ts';
import { freshDatabase } from '../kit.ts';

const V1_TIME = new Date('2025-06-01T00:00:00Z');
const UPGRADE_TIME = new Date('2026-06-01T00:00:00Z');

let database: Database;
const db = () => database.db;

/** The home rows as the first pack seeded them, and no record of the home upgrade. */
async function makeV1Home(): Promise<void> {
  await db().execute(sql.raw('DELETE FROM features'));
  await db().execute(sql.raw('DELETE FROM roadmap_phases'));
  await db()
    .insert(featuresTable)
    .values(V1_HOME_FEATURES.map((f, position) => ({ ...f, position, createdAt: V1_TIME })));
  await db()
    .insert(roadmapPhasesTable)
    .values(V1_HOME_ROADMAP.map((p, position) => ({ ...p, items: [...p.items], position, createdAt: V1_TIME })));
  await db().delete(contentPacksTable).where(eq(contentPacksTable.name, HOME_V2));
}

const features = () => db().select().from(featuresTable).orderBy(asc(featuresTable.position));
const phase = async (name: string) =>
  (await db().select().from(roadmapPhasesTable).where(eq(roadmapPhasesTable.phase, name)))[0]!;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the seeded home content', () => {
  it('of a fresh world matches the game: what plays is complete, the done phases done', async () => {
    const rows = await features();
    expect(rows.filter((f) => f.status === 'upcoming').map((f) => f.title)).toEqual(['Quests']);
    expect((await phase('Phase 2: Core Gameplay')).status).toBe('complete');
    const packs = await db().select().from(contentPacksTable).where(eq(contentPacksTable.name, HOME_V2));
    expect(packs).toHaveLength(1);
  });

  it('is brought up to date once in an older world, never over what staff edited', async () => {
    await makeV1Home();
    // Staff edits: Training's text, Phase 2's items, and a feature of their own named like a new one.
    await db().update(featuresTable).set({ description: 'Ours.' }).where(eq(featuresTable.title, 'Training'));
    await db()
      .update(roadmapPhasesTable)
      .set({ items: ['Deeds', 'Our own item'] })
      .where(eq(roadmapPhasesTable.phase, 'Phase 2: Core Gameplay'));
    await db()
      .insert(featuresTable)
      .values({ title: 'leaderboard', description: 'Staff wrote this.', status: 'upcoming', position: 9, createdAt: V1_TIME });

    expect(await seed(db(), UPGRADE_TIME)).toBe(true);
    const rows = await features();
    const byTitle = (title: string) => rows.find((f) => f.title.toLowerCase() === title.toLowerCase())!;
    expect(byTitle('Deeds').status).toBe('complete');
    expect(byTitle('Training')).toMatchObject({ status: 'upcoming', description: 'Ours.' });
    expect(byTitle('Quests').status).toBe('upcoming');
    expect(byTitle('Cities and Travel').status).toBe('complete');
    expect(byTitle('Leaderboard')).toMatchObject({ description: 'Staff wrote this.', status: 'upcoming' });
    expect(rows.filter((f) => f.title.toLowerCase() === 'leaderboard')).toHaveLength(1);
    // New features go after everything staff had.
    expect(byTitle('Cities and Travel').position).toBeGreaterThan(9);

    expect((await phase('Phase 1: Foundation')).status).toBe('complete');
    expect(await phase('Phase 2: Core Gameplay')).toMatchObject({ status: 'current', items: ['Deeds', 'Our own item'] });
    expect((await phase('Phase 3: Social Features')).status).toBe('current');

    // Once applied, never again: a later staff change stays.
    await db().update(featuresTable).set({ status: 'upcoming' }).where(eq(featuresTable.title, 'Deeds'));
    expect(await seed(db(), UPGRADE_TIME)).toBe(false);
    expect((await features()).find((f) => f.title === 'Deeds')?.status).toBe('upcoming');
    expect(await features()).toHaveLength(rows.length);
    expect(BASE_CONTENT_PACK.features.length).toBeGreaterThan(V1_HOME_FEATURES.length);
  });
});
