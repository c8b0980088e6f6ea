import { gameplayApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../plugins/session.ts';
import { jailbreak, listPrisoners } from './jail.service.ts';
import { listDestinations, travel } from './travel.service.ts';

/** Jail and travel: the gameplay that happens in and between cities. */
export function gameplayRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, gameplayApi.jail, async ({ req }) => listPrisoners(deps, requireUser(req).userId));

  route(app, gameplayApi.jailbreak, async ({ body, req }) => jailbreak(deps, requireUser(req).userId, body.player));

  route(app, gameplayApi.travel, async ({ body, req }) => travel(deps, requireUser(req).userId, body.cityID));

  route(app, gameplayApi.destinations, async ({ req }) => listDestinations(deps, requireUser(req).userId));
}
