import { adminApi, Role } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requireRole } from '../../plugins/session.ts';
import { listAudit } from './audit.service.ts';
import { runSql } from './runsql.service.ts';
import { staffRoutes } from './staff.ts';

export function adminRoutes(app: FastifyInstance, deps: Deps): void {
  staffRoutes(app, (staff) => {
    route(staff, adminApi.audit, async ({ query }) => listAudit(deps.db, query.limit));
  });

  // Off by default: without RUNSQL_ENABLED the route is never registered and answers 404 like
  // any unknown path (decisions §7).
  if (deps.config.runSqlEnabled) {
    staffRoutes(
      app,
      (owner) => {
        route(owner, adminApi.runSql, async ({ body, req }) => runSql(deps, requireRole(req, Role.owner), body.sql));
      },
      { role: Role.owner },
    );
  }
}
