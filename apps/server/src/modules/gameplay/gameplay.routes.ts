import { gameplayApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { withOwnCharacter } from '../characters/index.ts';
import { payBail } from './bail.service.ts';
import { jailbreak, listPrisoners } from './jail.service.ts';
import { pricesFor } from './prices.service.ts';
import { listDestinations, travel } from './travel.service.ts';

/** Jail, bail, prices and travel: the gameplay that happens in and between cities. */
export function gameplayRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, gameplayApi.jail, async ({ actor }) => listPrisoners(deps, actor.userId));

  route(app, gameplayApi.jailbreak, async ({ body, actor }) =>
    withOwnCharacter(deps, actor.userId, await jailbreak(deps, actor.userId, body.player)),
  );

  route(app, gameplayApi.bail, async ({ body, actor }) =>
    withOwnCharacter(deps, actor.userId, await payBail(deps, actor.userId, { prisonerId: body.player, maxPrice: body.maxPrice })),
  );

  route(app, gameplayApi.prices, async ({ actor }) => pricesFor(deps, actor.userId));

  route(app, gameplayApi.travel, async ({ body, actor }) =>
    withOwnCharacter(deps, actor.userId, await travel(deps, actor.userId, body.cityID)),
  );

  route(app, gameplayApi.destinations, async ({ actor }) => listDestinations(deps, actor.userId));
}
