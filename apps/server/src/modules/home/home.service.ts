import type { Announcement, Feature, RoadmapPhase } from '@tod/contracts';
import { asc, desc } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { announcementsTable, featuresTable, roadmapPhasesTable } from './home.sql.ts';

type Db = Deps['db'];

export const toAnnouncement = (r: typeof announcementsTable.$inferSelect): Announcement => ({
  id: r.id,
  date: r.createdAt.toISOString(),
  title: r.title,
  content: r.content,
});

export const toFeature = (r: typeof featuresTable.$inferSelect): Feature => ({
  id: r.id,
  title: r.title,
  description: r.description,
  status: r.status === 'complete' ? 'complete' : 'upcoming',
  emoji: r.emoji,
});

export const toRoadmapPhase = (r: typeof roadmapPhasesTable.$inferSelect): RoadmapPhase => ({
  id: r.id,
  phase: r.phase,
  items: r.items,
  status: r.status === 'complete' || r.status === 'current' ? r.status : 'upcoming',
});

/** Newest first: the home page shows the latest announcements. */
export async function listAnnouncements(db: Db, limit = 20): Promise<Announcement[]> {
  const rows = await db.select().from(announcementsTable).orderBy(desc(announcementsTable.createdAt)).limit(limit);
  return rows.map(toAnnouncement);
}

export async function listFeatures(db: Db): Promise<Feature[]> {
  const rows = await db.select().from(featuresTable).orderBy(asc(featuresTable.position), asc(featuresTable.createdAt));
  return rows.map(toFeature);
}

export async function listRoadmap(db: Db): Promise<RoadmapPhase[]> {
  const rows = await db
    .select()
    .from(roadmapPhasesTable)
    .orderBy(asc(roadmapPhasesTable.position), asc(roadmapPhasesTable.createdAt));
  return rows.map(toRoadmapPhase);
}
