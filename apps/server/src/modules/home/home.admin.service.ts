import type {
  Announcement,
  AnnouncementInputSchema,
  Feature,
  FeatureInputSchema,
  RoadmapPhase,
  RoadmapPhaseInputSchema,
} from '@tod/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { toAnnouncement, toFeature, toRoadmapPhase } from './home.service.ts';
import { announcementsTable, featuresTable, roadmapPhasesTable } from './home.sql.ts';

type HomeDeps = Pick<Deps, 'db' | 'clock'>;

const announcementMissing = () => notFound('home.announcement_not_found', 'Announcement not found.');
const featureMissing = () => notFound('home.feature_not_found', 'Feature not found.');
const phaseMissing = () => notFound('home.roadmap_phase_not_found', 'Roadmap phase not found.');

/** New rows go last: lists are ordered by position, then creation time. */
const nextPosition = (table: typeof featuresTable | typeof roadmapPhasesTable) =>
  sql<number>`(SELECT coalesce(max(${table.position}), -1) + 1 FROM ${table})`;

export async function createAnnouncement(
  deps: HomeDeps,
  actor: Actor,
  input: z.output<typeof AnnouncementInputSchema>,
): Promise<Announcement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcementsTable)
      .values({ ...input, createdAt: now })
      .returning();
    const after = toAnnouncement(row!);
    await recordAudit(tx, actor, now, { action: 'announcements.created', targetId: after.id, before: null, after });
    return after;
  });
}

export async function deleteAnnouncement(deps: HomeDeps, actor: Actor, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(announcementsTable).where(eq(announcementsTable.id, id)).returning();
    if (!row) throw announcementMissing();
    await recordAudit(tx, actor, now, {
      action: 'announcements.deleted',
      targetId: id,
      before: toAnnouncement(row),
      after: null,
    });
  });
}

/** Creates a feature, or with an `id` replaces that feature's fields (its place in the list stays). */
export async function saveFeature(deps: HomeDeps, actor: Actor, input: z.output<typeof FeatureInputSchema>): Promise<Feature> {
  const now = deps.clock.now();
  const { id, ...fields } = input;
  return deps.db.transaction(async (tx) => {
    if (!id) {
      const [row] = await tx
        .insert(featuresTable)
        .values({ ...fields, position: nextPosition(featuresTable), createdAt: now })
        .returning();
      const after = toFeature(row!);
      await recordAudit(tx, actor, now, { action: 'features.created', targetId: after.id, before: null, after });
      return after;
    }
    // Locked so that concurrent edits each audit the true "before".
    const [before] = await tx.select().from(featuresTable).where(eq(featuresTable.id, id)).for('update');
    if (!before) throw featureMissing();
    const [row] = await tx.update(featuresTable).set(fields).where(eq(featuresTable.id, id)).returning();
    const after = toFeature(row!);
    await recordAudit(tx, actor, now, { action: 'features.updated', targetId: id, before: toFeature(before), after });
    return after;
  });
}

export async function deleteFeature(deps: HomeDeps, actor: Actor, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(featuresTable).where(eq(featuresTable.id, id)).returning();
    if (!row) throw featureMissing();
    await recordAudit(tx, actor, now, { action: 'features.deleted', targetId: id, before: toFeature(row), after: null });
  });
}

/** Creates a roadmap phase, or with an `id` replaces that phase's fields (its place stays). */
export async function saveRoadmapPhase(
  deps: HomeDeps,
  actor: Actor,
  input: z.output<typeof RoadmapPhaseInputSchema>,
): Promise<RoadmapPhase> {
  const now = deps.clock.now();
  const { id, ...fields } = input;
  return deps.db.transaction(async (tx) => {
    if (!id) {
      const [row] = await tx
        .insert(roadmapPhasesTable)
        .values({ ...fields, position: nextPosition(roadmapPhasesTable), createdAt: now })
        .returning();
      const after = toRoadmapPhase(row!);
      await recordAudit(tx, actor, now, { action: 'roadmap.created', targetId: after.id, before: null, after });
      return after;
    }
    const [before] = await tx.select().from(roadmapPhasesTable).where(eq(roadmapPhasesTable.id, id)).for('update');
    if (!before) throw phaseMissing();
    const [row] = await tx.update(roadmapPhasesTable).set(fields).where(eq(roadmapPhasesTable.id, id)).returning();
    const after = toRoadmapPhase(row!);
    await recordAudit(tx, actor, now, { action: 'roadmap.updated', targetId: id, before: toRoadmapPhase(before), after });
    return after;
  });
}

export async function deleteRoadmapPhase(deps: HomeDeps, actor: Actor, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(roadmapPhasesTable).where(eq(roadmapPhasesTable.id, id)).returning();
    if (!row) throw phaseMissing();
    await recordAudit(tx, actor, now, { action: 'roadmap.deleted', targetId: id, before: toRoadmapPhase(row), after: null });
  });
}
