import { leaderboardApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { LeaderboardCache } from './leaderboard.service.ts';

export function leaderboardRoutes(app: FastifyInstance, deps: Deps): void {
  const cache = new LeaderboardCache(deps);
  route(app, leaderboardApi.get, async ({ query }) => cache.get(query.by));
  route(app, leaderboardApi.crews, async ({ query }) => cache.crews(query.by));
}
