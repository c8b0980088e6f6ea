import { worldApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { getCity, listCities, type Residents } from './world.service.ts';

export function worldRoutes(app: FastifyInstance, deps: Deps, residents: Residents): void {
  route(app, worldApi.cities, async () => listCities(deps.db, residents));
  route(app, worldApi.city, async ({ params }) => getCity(deps.db, residents, params.id));
}
