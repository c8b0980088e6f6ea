import { deedsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { withOwnCharacter } from '../characters/index.ts';
import { attemptDeed, getDeed, listDeedsFor, toDeed } from './deeds.service.ts';

export function deedsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, deedsApi.list, async ({ actor }) => listDeedsFor(deps, actor.userId));

  route(app, deedsApi.byId, async ({ params }) => toDeed(await getDeed(deps.db, params.id)));

  route(app, deedsApi.complete, async ({ params, actor }) =>
    withOwnCharacter(deps, actor.userId, await attemptDeed(deps, actor.userId, params.id)),
  );
}
