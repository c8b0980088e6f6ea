import { citiesAdminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requireRole } from '../../plugins/session.ts';
import { staffRoutes } from '../admin/index.ts';
import { createCity, deleteCity, updateCity } from './cities.admin.service.ts';

/** Staff city management (spec: Admin: Manage Cities). */
export function citiesAdminRoutes(app: FastifyInstance, deps: Deps): void {
  staffRoutes(app, (staff) => {
    route(staff, citiesAdminApi.create, async ({ body, req }) => createCity(deps, requireRole(req), body));
    route(staff, citiesAdminApi.update, async ({ params, body, req }) => updateCity(deps, requireRole(req), params.id, body));
    route(staff, citiesAdminApi.remove, async ({ params, req }) => {
      await deleteCity(deps, requireRole(req), params.id);
      return { ok: true } as const;
    });
  });
}
