import { homeAdminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  deleteFeature,
  deleteRoadmapPhase,
  saveFeature,
  saveRoadmapPhase,
} from './home.admin.service.ts';

const ok = { ok: true } as const;

/** Staff edits of the home page: announcements, features, roadmap (docs/product-rules.md#admin-screens: Home content). */
export function homeAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, homeAdminApi.createAnnouncement, async ({ body, actor }) => createAnnouncement(deps, actor, body));
  route(app, homeAdminApi.deleteAnnouncement, async ({ params, actor }) => {
    await deleteAnnouncement(deps, actor, params.id);
    return ok;
  });
  route(app, homeAdminApi.saveFeature, async ({ body, actor }) => saveFeature(deps, actor, body));
  route(app, homeAdminApi.deleteFeature, async ({ params, actor }) => {
    await deleteFeature(deps, actor, params.id);
    return ok;
  });
  route(app, homeAdminApi.saveRoadmapPhase, async ({ body, actor }) => saveRoadmapPhase(deps, actor, body));
  route(app, homeAdminApi.deleteRoadmapPhase, async ({ params, actor }) => {
    await deleteRoadmapPhase(deps, actor, params.id);
    return ok;
  });
}
