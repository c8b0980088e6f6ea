import { DeedAttempt, deedsApi, type PlayerDeed } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { countDeed, countGold, type DeedOutcome } from '../../lib/metrics.ts';
import { arrivedAt, route } from '../../lib/route.ts';
import { COUNTED_BY_ROUTE } from '../limits/index.ts';
import { attemptDeed } from './deeds.attempt.ts';
import type { DeedPorts } from './deeds.attempt-statements.ts';
import { noCharacter } from '../characters/index.ts';
import { type DeedState, deedCatalogue, deedListJson, getDeed, readDeedState, toDeed } from './deeds.service.ts';
import { createDeedStateCache } from './deeds.state-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

const OUTCOME: Record<(typeof DeedAttempt)[keyof typeof DeedAttempt], DeedOutcome> = {
  [DeedAttempt.success]: 'success',
  [DeedAttempt.failure]: 'failure',
  [DeedAttempt.refused]: 'refused',
};

/**
 * `ports`: what the list and the attempt ask of later modules (the crew charter) and of the
 * session cache (`wroteCharacter`: the attempt's own write keeps the session cached), handed in by app.ts.
 */
export function deedsRoutes(app: FastifyInstance, deps: Deps, ports: DeedPorts = {}): void {
  // The catalogue and the player's own part come from memory, both exact (lib/content-cache.ts,
  // deeds.state-cache.ts); the answer is written once per state and goes out as it is: a string
  // with a JSON content type passes the serializer.
  const states = createDeedStateCache<DeedState | null>(deps.events);
  app.addHook('onReady', () => states.start());
  app.addHook('onClose', () => states.close());
  route(app, deedsApi.list, async ({ actor, reply }) => {
    const since = arrivedAt(reply);
    const [state, catalogue] = await Promise.all([
      states.read(actor.userId, since, () => readDeedState(deps.db, actor.userId, ports)),
      deps.content.read(deedCatalogue, since),
    ]);
    if (!state) throw noCharacter();
    reply.type(JSON_TYPE);
    return deedListJson(deps, state, catalogue) as unknown as PlayerDeed[];
  });

  route(app, deedsApi.catalogue, async ({ reply }) => (await deps.content.read(deedCatalogue, arrivedAt(reply))).map(toDeed));

  route(app, deedsApi.byId, async ({ params, reply }) => toDeed(await getDeed(deps, params.id, arrivedAt(reply))));

  // The answer carries the character as the attempt wrote or found it: no read after it. The
  // rate-limit hit is counted by the attempt's first statement, not by the plugin's own.
  route(
    app,
    deedsApi.complete,
    async ({ params, actor, req, reply }) => {
      const result = await attemptDeed(deps, actor.userId, params.id, req.ip, ports, arrivedAt(reply), (tx, character) =>
        ports.wroteCharacter?.(actor, tx, character),
      );
      countDeed(OUTCOME[result.success]);
      // The attempt writes its ledger line inside its own statement, not through moveGold.
      if (result.success === DeedAttempt.success) countGold('deed', result.earned.gold);
      return result;
    },
    // Built field by field from rows and the rules, exactly the contract (deeds-attempt.test.ts).
    { config: COUNTED_BY_ROUTE, trustedResponse: true },
  );
}
