import { tickerApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { getTicker } from './ticker.service.ts';

export function tickerRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, tickerApi.get, async () => ({ ticker: await getTicker(deps.db) }));
}
