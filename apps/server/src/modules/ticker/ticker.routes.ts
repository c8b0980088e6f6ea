import { tickerAdminApi, tickerApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requireRole } from '../../plugins/session.ts';
import { staffRoutes } from '../admin/index.ts';
import { saveTicker } from './ticker.admin.service.ts';
import { getTicker } from './ticker.service.ts';

export function tickerRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, tickerApi.get, async () => ({ ticker: await getTicker(deps.db) }));
  staffRoutes(app, (staff) => {
    route(staff, tickerAdminApi.update, async ({ body, req }) => saveTicker(deps, requireRole(req), body.ticker));
  });
}
