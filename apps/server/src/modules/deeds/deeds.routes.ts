import { DeedAttempt, deedsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { countDeed, countGold, type DeedOutcome } from '../../lib/metrics.ts';
import { arrivedAt, route } from '../../lib/route.ts';
import { COUNTED_BY_ROUTE } from '../limits/index.ts';
import { attemptDeed } from './deeds.attempt.ts';
import type { DeedPorts } from './deeds.attempt-statements.ts';
import { deedCatalogue, getDeed, listDeedsFor, toDeed } from './deeds.service.ts';

const OUTCOME: Record<(typeof DeedAttempt)[keyof typeof DeedAttempt], DeedOutcome> = {
  [DeedAttempt.success]: 'success',
  [DeedAttempt.failure]: 'failure',
  [DeedAttempt.refused]: 'refused',
};

/** `ports`: what the list and the attempt ask of later modules (the crew charter), handed in by app.ts. */
export function deedsRoutes(app: FastifyInstance, deps: Deps, ports: DeedPorts = {}): void {
  // The catalogue comes from memory (lib/content-cache.ts); only the player's own part is read.
  route(app, deedsApi.list, async ({ actor, reply }) => listDeedsFor(deps, actor.userId, arrivedAt(reply), ports));

  route(app, deedsApi.catalogue, async ({ reply }) => (await deps.content.read(deedCatalogue, arrivedAt(reply))).map(toDeed));

  route(app, deedsApi.byId, async ({ params, reply }) => toDeed(await getDeed(deps, params.id, arrivedAt(reply))));

  // The answer carries the character as the attempt wrote or found it: no read after it. The
  // rate-limit hit is counted by the attempt's first statement, not by the plugin's own.
  route(
    app,
    deedsApi.complete,
    async ({ params, actor, req }) => {
      const result = await attemptDeed(deps, actor.userId, params.id, req.ip, ports);
      countDeed(OUTCOME[result.success]);
      // The attempt writes its ledger line inside its own statement, not through moveGold.
      if (result.success === DeedAttempt.success) countGold('deed', result.earned.gold);
      return result;
    },
    // Built field by field from rows and the rules, exactly the contract (deeds-attempt.test.ts).
    { config: COUNTED_BY_ROUTE, trustedResponse: true },
  );
}
