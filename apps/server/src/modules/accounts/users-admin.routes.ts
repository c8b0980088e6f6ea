import { usersAdminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { endUserSessions, removeUser, searchUsers, setUserRole, userDetail, userResetLink } from './users-admin.service.ts';

/** Manage Users (docs/product-rules.md#admin-screens); bans are the moderation module's. */
export function usersAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, usersAdminApi.search, async ({ query }) => searchUsers(deps, query.q));
  route(app, usersAdminApi.get, async ({ params }) => userDetail(deps.db, params.id, deps.clock.now()));
  route(app, usersAdminApi.setRole, async ({ params, body, actor }) => setUserRole(deps, actor, params.id, body.role));
  route(app, usersAdminApi.endSessions, async ({ params, actor }) => endUserSessions(deps, actor, params.id));
  route(app, usersAdminApi.resetLink, async ({ params, actor }) => userResetLink(deps, actor, params.id));
  route(app, usersAdminApi.remove, async ({ params, actor }) => removeUser(deps, actor, params.id));
}
