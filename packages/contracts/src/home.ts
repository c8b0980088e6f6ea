import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { storableText, groupThousands } from './text.ts';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';
import { OkSchema } from './errors.ts';

export const AnnouncementSchema = z.object({ id: z.uuid(), date: DateTimeSchema, title: z.string(), content: z.string() });
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const FeatureStatus = { complete: 'complete', upcoming: 'upcoming' } as const;
export const FeatureSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['complete', 'upcoming']),
  emoji: z.string(),
});
export type Feature = z.infer<typeof FeatureSchema>;

export const PhaseStatus = { complete: 'complete', current: 'current', upcoming: 'upcoming' } as const;
export const RoadmapPhaseSchema = z.object({
  id: z.uuid(),
  phase: z.string(),
  items: z.array(z.string()),
  status: z.enum(['complete', 'current', 'upcoming']),
});
export type RoadmapPhase = z.infer<typeof RoadmapPhaseSchema>;

export const homeApi = {
  announcements: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/info/announcements',
    response: z.array(AnnouncementSchema),
    errors: [],
  }),
  features: endpoint({ method: 'GET', access: 'visitor', path: '/info/features', response: z.array(FeatureSchema), errors: [] }),
  roadmap: endpoint({
    method: 'GET',
    access: 'visitor',
    path: '/info/roadmap',
    response: z.array(RoadmapPhaseSchema),
    errors: [],
  }),
};

const required = (label: string, max: number) =>
  storableText(label, { error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${groupThousands(max)} characters.` });

/** Absent, null or blank when creating; else the id of the row to update (unknown: 404). */
const OptionalIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.uuid({ error: 'Not a valid id.' }).optional(),
);

/**
 * `POST /api/info/announcements` (staff): both fields required; the date is the server's time.
 *
 * @example
 * AnnouncementInputSchema.parse({ title: 'Patch 1.2', content: 'Travel is faster.' });
 */
export const AnnouncementInputSchema = z.object({
  title: required('Title', 200),
  content: required('Content', 5000),
});
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;

/** A feature's emoji when none is chosen: sparkles. */
export const DEFAULT_FEATURE_EMOJI = '✨';

/**
 * `POST /api/info/features` (staff): creates a feature, or with `id` updates that one. A blank
 * or missing emoji becomes {@link DEFAULT_FEATURE_EMOJI}.
 *
 * @example
 * FeatureInputSchema.parse({ title: 'Guilds', description: 'Band together.', status: 'upcoming' });
 * // { title: 'Guilds', description: 'Band together.', status: 'upcoming', emoji: '✨' }
 */
export const FeatureInputSchema = z.object({
  id: OptionalIdSchema,
  title: required('Title', 200),
  description: required('Description', 2000),
  status: z.enum(['complete', 'upcoming'], { error: 'Status must be complete or upcoming.' }),
  emoji: storableText('Emoji', { error: 'Emoji must be text.' })
    .trim()
    .max(32, { error: 'Emoji must be at most 32 characters.' })
    .nullish()
    .transform((e) => e || DEFAULT_FEATURE_EMOJI),
});
export type FeatureInput = z.input<typeof FeatureInputSchema>;

/**
 * `POST /api/info/roadmap` (staff): creates a phase, or with `id` updates that one. Items are
 * trimmed and blank ones dropped; at least one must remain.
 *
 * @example
 * RoadmapPhaseInputSchema.parse({ phase: 'Phase 5: Guilds', items: ['Halls', ' '], status: 'upcoming' });
 * // { phase: 'Phase 5: Guilds', items: ['Halls'], status: 'upcoming' }
 */
export const RoadmapPhaseInputSchema = z.object({
  id: OptionalIdSchema,
  phase: required('Phase', 200),
  items: z
    .array(
      storableText('An item', { error: 'Each item must be text.' }).max(200, {
        error: 'Each item must be at most 200 characters.',
      }),
      {
        error: 'Items are required.',
      },
    )
    .max(50, { error: 'A phase may have at most 50 items.' })
    .transform((items) => items.map((i) => i.trim()).filter(Boolean))
    .refine((items) => items.length > 0, { error: 'Items are required.' }),
  status: z.enum(['complete', 'current', 'upcoming'], { error: 'Status must be complete, current or upcoming.' }),
});
export type RoadmapPhaseInput = z.input<typeof RoadmapPhaseInputSchema>;

const HomeIdParamsSchema = (what: string) => z.object({ id: z.uuid({ error: `${what} not found.` }) });

/**
 * Staff edits of the home page (role 2; every change is audited). POST on features and
 * roadmap creates, or updates when the body has an `id`; both answer 200 with the saved row.
 *
 * @example
 * await post(homeAdminApi.saveFeature.path, { id: feature.id, ...form }); // updates
 * await del(buildPath(homeAdminApi.deleteAnnouncement.path, { id }));
 */
export const homeAdminApi = {
  createAnnouncement: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/info/announcements',
    body: AnnouncementInputSchema,
    response: AnnouncementSchema,
    status: 201,
    errors: [],
  }),
  deleteAnnouncement: endpoint({
    method: 'DELETE',
    access: 'staff',
    path: '/info/announcements/:id',
    params: HomeIdParamsSchema('Announcement'),
    response: OkSchema,
    errors: refusals('home.announcement_not_found'),
  }),
  saveFeature: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/info/features',
    body: FeatureInputSchema,
    response: FeatureSchema,
    errors: refusals('home.feature_not_found'),
  }),
  deleteFeature: endpoint({
    method: 'DELETE',
    access: 'staff',
    path: '/info/features/:id',
    params: HomeIdParamsSchema('Feature'),
    response: OkSchema,
    errors: refusals('home.feature_not_found'),
  }),
  saveRoadmapPhase: endpoint({
    method: 'POST',
    access: 'staff',
    path: '/info/roadmap',
    body: RoadmapPhaseInputSchema,
    response: RoadmapPhaseSchema,
    errors: refusals('home.roadmap_phase_not_found'),
  }),
  deleteRoadmapPhase: endpoint({
    method: 'DELETE',
    access: 'staff',
    path: '/info/roadmap/:id',
    params: HomeIdParamsSchema('Roadmap phase'),
    response: OkSchema,
    errors: refusals('home.roadmap_phase_not_found'),
  }),
};
