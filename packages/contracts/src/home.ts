import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';

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
  announcements: endpoint({ method: 'GET', path: '/info/announcements', response: z.array(AnnouncementSchema) }),
  features: endpoint({ method: 'GET', path: '/info/features', response: z.array(FeatureSchema) }),
  roadmap: endpoint({ method: 'GET', path: '/info/roadmap', response: z.array(RoadmapPhaseSchema) }),
};
