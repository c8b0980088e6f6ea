import { homeAdminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requireRole } from '../../plugins/session.ts';
import { staffRoutes } from '../admin/index.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  deleteFeature,
  deleteRoadmapPhase,
  saveFeature,
  saveRoadmapPhase,
} from './home.admin.service.ts';

const ok = { ok: true } as const;

/** Staff edits of the home page: announcements, features, roadmap (spec: Admin home content). */
export function homeAdminRoutes(app: FastifyInstance, deps: Deps): void {
  staffRoutes(app, (staff) => {
    route(staff, homeAdminApi.createAnnouncement, async ({ body, req }) => createAnnouncement(deps, requireRole(req), body));
    route(staff, homeAdminApi.deleteAnnouncement, async ({ params, req }) => {
      await deleteAnnouncement(deps, requireRole(req), params.id);
      return ok;
    });
    route(staff, homeAdminApi.saveFeature, async ({ body, req }) => saveFeature(deps, requireRole(req), body));
    route(staff, homeAdminApi.deleteFeature, async ({ params, req }) => {
      await deleteFeature(deps, requireRole(req), params.id);
      return ok;
    });
    route(staff, homeAdminApi.saveRoadmapPhase, async ({ body, req }) => saveRoadmapPhase(deps, requireRole(req), body));
    route(staff, homeAdminApi.deleteRoadmapPhase, async ({ params, req }) => {
      await deleteRoadmapPhase(deps, requireRole(req), params.id);
      return ok;
    });
  });
}
