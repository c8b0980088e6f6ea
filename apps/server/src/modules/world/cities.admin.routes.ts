import { citiesAdminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { createCity, deleteCity, updateCity } from './cities.admin.service.ts';
import type { Residents } from './world.service.ts';

/** Staff city management (docs/product-rules.md#admin-screens: Cities). */
export function citiesAdminRoutes(app: FastifyInstance, deps: Deps, residents: Residents): void {
  const cityDeps = { ...deps, residents };
  route(app, citiesAdminApi.create, async ({ body, actor }) => createCity(cityDeps, actor, body));
  route(app, citiesAdminApi.update, async ({ params, body, actor }) => updateCity(cityDeps, actor, params.id, body));
  route(app, citiesAdminApi.remove, async ({ params, actor }) => {
    await deleteCity(cityDeps, actor, params.id);
    return { ok: true } as const;
  });
}
