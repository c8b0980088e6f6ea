import { charactersAdminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { changeCharacter, killManagedCharacter, moveStaffGold, releaseCharacter } from './roster.service.ts';
import { characterDetail, searchCharacters } from './roster.view.ts';

/** Manage Characters (docs/product-rules.md#admin-screens): moderators view and release, staff change. */
export function rosterRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, charactersAdminApi.search, ({ query }) => searchCharacters(deps.db, query.q, deps.clock.now()));
  route(app, charactersAdminApi.get, ({ params }) => characterDetail(deps.db, params.id, deps.clock.now()));
  route(app, charactersAdminApi.release, ({ actor, params, body }) => releaseCharacter(deps, actor, params.id, body.reason));
  route(app, charactersAdminApi.change, ({ actor, params, body }) => changeCharacter(deps, actor, params.id, body));
  route(app, charactersAdminApi.gold, ({ actor, params, body }) => moveStaffGold(deps, actor, params.id, body));
  route(app, charactersAdminApi.kill, ({ actor, params, body }) => killManagedCharacter(deps, actor, params.id, body.reason));
}
