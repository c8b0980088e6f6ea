import { adminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import { connectPostgres } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { listAudit } from './audit.service.ts';
import { runSql } from './runsql.service.ts';

export function adminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, adminApi.audit, async ({ query }) => listAudit(deps.db, query));

  // Off by default: without RUNSQL_ENABLED the route is never registered and answers 404 like
  // any unknown path (docs/product-rules.md#staff).
  if (deps.config.runSqlEnabled) {
    // The operator's read-only role (docs/operations.md): one connection is enough for one owner.
    const runner = deps.config.runSqlDatabaseUrl ? connectPostgres(deps.config.runSqlDatabaseUrl, { max: 1 }) : null;
    if (runner) app.addHook('onClose', () => runner.close());
    route(app, adminApi.runSql, async ({ body, actor }) => runSql(deps, actor, body.sql, runner ?? deps));
  }
}
