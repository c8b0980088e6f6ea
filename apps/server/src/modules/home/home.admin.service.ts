import type {
  Announcement,
  AnnouncementInputSchema,
  Feature,
  FeatureInputSchema,
  RoadmapPhase,
  RoadmapPhaseInputSchema,
} from '@tod/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { type Actor, deleteAudited, recordAudit, updateAudited } from '../admin/index.ts';
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
  await deleteAudited(deps, actor, {
    table: announcementsTable,
    id,
    action: 'announcements.deleted',
    view: toAnnouncement,
    missing: announcementMissing,
  });
}

/** Creates a feature, or with an `id` replaces that feature's fields (its place in the list stays). */
export async function saveFeature(deps: HomeDeps, actor: Actor, input: z.output<typeof FeatureInputSchema>): Promise<Feature> {
  const { id, ...fields } = input;
  if (id) return updateAudited(deps, actor, { ...featureChange(id, 'features.updated'), set: fields });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(featuresTable)
      .values({ ...fields, position: nextPosition(featuresTable), createdAt: now })
      .returning();
    const after = toFeature(row!);
    await recordAudit(tx, actor, now, { action: 'features.created', targetId: after.id, before: null, after });
    return after;
  });
}

const featureChange = (id: string, action: string) => ({
  table: featuresTable,
  id,
  action,
  view: toFeature,
  missing: featureMissing,
});

export async function deleteFeature(deps: HomeDeps, actor: Actor, id: string): Promise<void> {
  await deleteAudited(deps, actor, featureChange(id, 'features.deleted'));
}

/** Creates a roadmap phase, or with an `id` replaces that phase's fields (its place stays). */
export async function saveRoadmapPhase(
  deps: HomeDeps,
  actor: Actor,
  input: z.output<typeof RoadmapPhaseInputSchema>,
): Promise<RoadmapPhase> {
  const { id, ...fields } = input;
  if (id) return updateAudited(deps, actor, { ...phaseChange(id, 'roadmap.updated'), set: fields });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roadmapPhasesTable)
      .values({ ...fields, position: nextPosition(roadmapPhasesTable), createdAt: now })
      .returning();
    const after = toRoadmapPhase(row!);
    await recordAudit(tx, actor, now, { action: 'roadmap.created', targetId: after.id, before: null, after });
    return after;
  });
}

const phaseChange = (id: string, action: string) => ({
  table: roadmapPhasesTable,
  id,
  action,
  view: toRoadmapPhase,
  missing: phaseMissing,
});

export async function deleteRoadmapPhase(deps: HomeDeps, actor: Actor, id: string): Promise<void> {
  await deleteAudited(deps, actor, phaseChange(id, 'roadmap.deleted'));
}
