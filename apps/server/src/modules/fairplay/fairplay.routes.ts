import { watchApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { answerWatch, currentWatch } from './watch.service.ts';

/** The player's side of the city watch (docs/fair-play.md#the-city-watch). */
export function fairPlayRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, watchApi.current, ({ actor }) => currentWatch(deps, actor));
  route(app, watchApi.answer, ({ actor, params, body }) => answerWatch(deps, actor.userId, params.id, body.answer));
}
