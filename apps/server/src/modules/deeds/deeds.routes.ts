import { deedsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { COUNTED_BY_ROUTE } from '../limits/index.ts';
import { attemptDeed } from './deeds.attempt.ts';
import type { DeedPorts } from './deeds.attempt-statements.ts';
import { getDeed, listDeedsFor, toDeed } from './deeds.service.ts';

/** `ports`: what the attempt asks of later modules (the crew charter), handed in by app.ts. */
export function deedsRoutes(app: FastifyInstance, deps: Deps, ports: DeedPorts = {}): void {
  route(app, deedsApi.list, async ({ actor }) => listDeedsFor(deps, actor.userId));

  route(app, deedsApi.byId, async ({ params }) => toDeed(await getDeed(deps.db, params.id)));

  // The answer carries the character as the attempt wrote or found it: no read after it. The
  // rate-limit hit is counted by the attempt's first statement, not by the plugin's own.
  route(app, deedsApi.complete, ({ params, actor, req }) => attemptDeed(deps, actor.userId, params.id, req.ip, ports), {
    config: COUNTED_BY_ROUTE,
  });
}
