import { apikeysApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { onSessionsEnded } from '../accounts/index.ts';
import { meStats, meStatus } from './apikeys.me.ts';
import { createKey, keyCalls, listKeys, revokeKey, revokeKeysOf } from './apikeys.service.ts';

export function apikeysRoutes(app: FastifyInstance, deps: Deps): void {
  // Whatever ends an account's sessions (a new or reset password, deletion, a ban) ends its keys too.
  onSessionsEnded(revokeKeysOf);

  route(app, apikeysApi.list, async ({ actor }) => listKeys(deps.db, actor.userId));
  route(app, apikeysApi.create, async ({ actor, body }) => createKey(deps, actor.userId, body));
  route(app, apikeysApi.revoke, async ({ actor, params }) => revokeKey(deps.db, actor.userId, params.id));
  route(app, apikeysApi.calls, async ({ actor, params }) => keyCalls(deps.db, actor.userId, params.id));
  route(app, apikeysApi.status, async ({ actor, req }) => meStatus(actor, req.apiKey?.scopes ?? null, deps.clock.now()));
  route(app, apikeysApi.stats, async ({ actor, req }) => meStats(deps, actor, req.apiKey?.scopes ?? null, deps.clock.now()));
}
