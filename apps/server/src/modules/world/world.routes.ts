import { worldApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { arrivedAt, route } from '../../lib/route.ts';
import { getCity, listCities, type Residents } from './world.service.ts';

export function worldRoutes(app: FastifyInstance, deps: Deps, residents: Residents): void {
  route(app, worldApi.cities, async ({ reply }) => listCities(deps, residents, arrivedAt(reply)));
  route(app, worldApi.city, async ({ params, reply }) => getCity(deps, residents, params.id, arrivedAt(reply)));
}
