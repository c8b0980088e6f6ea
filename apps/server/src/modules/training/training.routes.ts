import { trainingApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../plugins/session.ts';
import { listSkillsFor, train } from './training.service.ts';

export function trainingRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, trainingApi.skills, async ({ req }) => listSkillsFor(deps.db, requireUser(req).userId));

  route(app, trainingApi.train, async ({ params, req }) => train(deps, requireUser(req).userId, params.id));
}
