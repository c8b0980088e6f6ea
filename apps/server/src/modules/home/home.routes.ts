import { homeApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { listAnnouncements, listFeatures, listRoadmap } from './home.service.ts';

/** Home content is public: visitors see the home page too. */
export function homeRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, homeApi.announcements, async () => listAnnouncements(deps.db));
  route(app, homeApi.features, async () => listFeatures(deps.db));
  route(app, homeApi.roadmap, async () => listRoadmap(deps.db));
}
