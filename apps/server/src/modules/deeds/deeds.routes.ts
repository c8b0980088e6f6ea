import { deedsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../plugins/session.ts';
import { attemptDeed, getDeed, listDeedsFor, toDeed } from './deeds.service.ts';

export function deedsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, deedsApi.list, async ({ req }) => listDeedsFor(deps, requireUser(req).userId));

  route(app, deedsApi.byId, async ({ params, req }) => {
    requireUser(req);
    return toDeed(await getDeed(deps.db, params.id));
  });

  route(app, deedsApi.complete, async ({ params, req }) => attemptDeed(deps, requireUser(req).userId, params.id));
}
