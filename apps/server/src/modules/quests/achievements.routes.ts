import { achievementsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { buyPerk, earnedBy, myAchievements } from './achievements.service.ts';

/** Achievements, merits and perks (docs/quests.md, "Achievements"). */
export function achievementsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, achievementsApi.mine, async ({ actor }) => myAchievements(deps, actor.userId));
  route(app, achievementsApi.buyPerk, async ({ actor, params }) => buyPerk(deps, actor.userId, params.perk));
  route(app, achievementsApi.ofCharacter, async ({ params }) => earnedBy(deps, params.id));
}
