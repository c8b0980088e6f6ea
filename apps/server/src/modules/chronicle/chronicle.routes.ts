import { chronicleApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { latestChronicle } from './chronicle.service.ts';

export function chronicleRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, chronicleApi.latest, async () => latestChronicle(deps));
}
