import { journalApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { listEntries, markRead, unreadOf } from './journal.service.ts';

export function journalRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, journalApi.list, async ({ actor, query }) => listEntries(deps.db, actor.userId, query));
  route(app, journalApi.unread, async ({ actor }) => unreadOf(deps.db, actor.userId));
  route(app, journalApi.markRead, async ({ actor, body }) => markRead(deps.db, actor.userId, Number(body.upToId)));
}
