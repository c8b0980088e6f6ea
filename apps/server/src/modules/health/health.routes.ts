import { healthApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';

/** Liveness and readiness: answers 503 when the database does not answer. */
export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, healthApi.get, async ({ reply }) => {
    try {
      await deps.database.query('SELECT 1');
      return { status: 'ok' as const, database: deps.database.kind };
    } catch (err) {
      app.log.warn({ err }, 'health check: database unavailable');
      reply.status(503);
      return { status: 'unavailable' as const, database: deps.database.kind };
    }
  });
}
