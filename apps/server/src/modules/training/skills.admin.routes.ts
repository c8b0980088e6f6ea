import { type AdminSkill, skillsAdminApi } from '@tod/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { updateAudited } from '../admin/index.ts';
import { skillsTable } from './training.sql.ts';

const view = (row: typeof skillsTable.$inferSelect): AdminSkill => ({
  id: row.id,
  name: row.name,
  description: row.description,
  position: row.position,
});

/** Manage Skills: the list and each skill's description (names stay: deeds require skills by name). */
export function skillsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, skillsAdminApi.list, async () =>
    (await deps.db.select().from(skillsTable).orderBy(asc(skillsTable.position), asc(skillsTable.name))).map(view),
  );
  route(app, skillsAdminApi.update, async ({ params, body, actor }) =>
    updateAudited(deps, actor, {
      table: skillsTable,
      id: params.id,
      action: 'skills.updated',
      view,
      missing: () => notFound('skills.not_found', 'Skill not found.'),
      set: { description: body.description },
    }),
  );
}
