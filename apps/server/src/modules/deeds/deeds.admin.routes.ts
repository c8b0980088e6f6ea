import { deedsAdminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requireRole } from '../../plugins/session.ts';
import { staffRoutes } from '../admin/index.ts';
import { createDeed, deleteDeed, listAllDeeds, updateDeed } from './deeds.admin.service.ts';

/** Staff deed management (spec: Admin: Manage Deeds). */
export function deedsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  staffRoutes(app, (staff) => {
    route(staff, deedsAdminApi.list, async () => listAllDeeds(deps.db));
    route(staff, deedsAdminApi.create, async ({ body, req }) => createDeed(deps, requireRole(req), body));
    route(staff, deedsAdminApi.update, async ({ params, body, req }) => updateDeed(deps, requireRole(req), params.id, body));
    route(staff, deedsAdminApi.remove, async ({ params, req }) => {
      await deleteDeed(deps, requireRole(req), params.id);
      return { ok: true } as const;
    });
  });
}
