import { citiesAdminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { createCity, deleteCity, updateCity } from './cities.admin.service.ts';

/** Staff city management (spec: Admin: Manage Cities). */
export function citiesAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, citiesAdminApi.create, async ({ body, actor }) => createCity(deps, actor, body));
  route(app, citiesAdminApi.update, async ({ params, body, actor }) => updateCity(deps, actor, params.id, body));
  route(app, citiesAdminApi.remove, async ({ params, actor }) => {
    await deleteCity(deps, actor, params.id);
    return { ok: true } as const;
  });
}
