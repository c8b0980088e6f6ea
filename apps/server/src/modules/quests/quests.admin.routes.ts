import { type AdminQuestTemplate, questsAdminApi } from '@tod/contracts';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tsParam } from '../../db/columns.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { updateAudited } from '../admin/index.ts';
import { questChainDefsTable } from './chain-defs.sql.ts';
import { chainView, updateChain } from './chains.admin.ts';
import { questTemplatesTable } from './templates.sql.ts';

const qt = questTemplatesTable;

const view = (row: typeof qt.$inferSelect): AdminQuestTemplate => ({
  id: row.id,
  key: row.key,
  axis: row.axis as AdminQuestTemplate['axis'],
  kind: row.kind as AdminQuestTemplate['kind'],
  deedAxis: row.deedAxis as AdminQuestTemplate['deedAxis'],
  minTier: row.minTier,
  title: row.title,
  description: row.description,
  targets: row.targets,
  rewardPercent: row.rewardPercent,
  enabled: row.enabled,
  edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
});

/**
 * Manage Quests: the patrons' contract templates and the quest chains. A template's edit changes
 * offers made from then on; contracts already offered or accepted keep their title, target and
 * reward. A chain's edit is what every character reads next, at whatever step they are
 * (docs/quests.md).
 */
export function questsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, questsAdminApi.templates, async () =>
    (await deps.db.select().from(qt).orderBy(asc(qt.axis), asc(qt.minTier), asc(qt.key))).map(view),
  );
  route(app, questsAdminApi.updateTemplate, async ({ params, body, actor }) =>
    updateAudited(deps, actor, {
      table: qt,
      id: params.id,
      action: 'quest_templates.updated',
      view,
      missing: () => notFound('quests.template_not_found', 'Template not found.'),
      // Always after `created_at`, even in the instant of seeding: an edited row must never read as untouched.
      set: { ...body, updatedAt: sql`greatest(${tsParam(deps.clock.now())}, ${qt.createdAt} + interval '1 millisecond')` },
    }),
  );
  route(app, questsAdminApi.chains, async () =>
    (
      await deps.db.select().from(questChainDefsTable).orderBy(asc(questChainDefsTable.position), asc(questChainDefsTable.key))
    ).map(chainView),
  );
  route(app, questsAdminApi.updateChain, async ({ params, body, actor }) => updateChain(deps, actor, params.id, body));
}
