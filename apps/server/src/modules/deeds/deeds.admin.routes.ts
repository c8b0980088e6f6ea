import { deedsAdminApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { createDeed, deleteDeed, listAllDeeds, updateDeed } from './deeds.admin.service.ts';

/** Staff deed management (docs/product-rules.md#admin-screens: Deeds). */
export function deedsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, deedsAdminApi.list, async () => listAllDeeds(deps.db));
  route(app, deedsAdminApi.create, async ({ body, actor }) => createDeed(deps, actor, body));
  route(app, deedsAdminApi.update, async ({ params, body, actor }) => updateDeed(deps, actor, params.id, body));
  route(app, deedsAdminApi.remove, async ({ params, actor }) => {
    await deleteDeed(deps, actor, params.id);
    return { ok: true } as const;
  });
}
