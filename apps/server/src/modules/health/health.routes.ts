import { healthApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';

/**
 * Liveness (`/api/health`: the process answers; 503 when its database does not) and readiness
 * (`/api/ready`: also 503 until start-up has finished), for a load balancer or a container's
 * health check (docs/operations.md). While draining, plugins/lifecycle.ts answers both 503.
 */
export function healthRoutes(app: FastifyInstance, deps: Deps, lifecycle: { readonly ready: boolean }): void {
  const databaseAnswers = async (): Promise<boolean> => {
    try {
      await deps.database.query('SELECT 1');
      return true;
    } catch (err) {
      app.log.warn({ err }, 'health check: database unavailable');
      return false;
    }
  };
  const database = deps.database.kind;

  route(app, healthApi.get, async ({ reply }) => {
    if (await databaseAnswers()) return { status: 'ok' as const, database };
    reply.status(503);
    return { status: 'unavailable' as const, database };
  });

  route(app, healthApi.ready, async ({ reply }) => {
    if (!lifecycle.ready) {
      reply.status(503).header('retry-after', '1');
      return { status: 'starting' as const, database };
    }
    if (await databaseAnswers()) return { status: 'ready' as const, database };
    reply.status(503);
    return { status: 'unavailable' as const, database };
  });
}
