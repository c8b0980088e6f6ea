import { tickerAdminApi, tickerApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { saveTicker } from './ticker.admin.service.ts';
import { tickerWithChronicle } from './ticker.service.ts';

export function tickerRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, tickerApi.get, async () => ({ ticker: await tickerWithChronicle(deps) }));
  route(app, tickerAdminApi.update, async ({ body, actor }) => saveTicker(deps, actor, body.ticker));
}
