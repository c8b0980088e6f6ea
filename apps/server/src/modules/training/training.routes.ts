import { trainingApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { withOwnCharacter } from '../characters/index.ts';
import { listSkillsFor, train } from './training.service.ts';

export function trainingRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, trainingApi.skills, async ({ actor }) => listSkillsFor(deps.db, actor.userId));

  route(app, trainingApi.train, async ({ params, actor }) =>
    withOwnCharacter(deps, actor.userId, await train(deps, actor.userId, params.id)),
  );
}
