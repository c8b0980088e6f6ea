import { questChainsApi, questsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { withOwnCharacter } from '../characters/index.ts';
import { boardFor } from './board.service.ts';
import { advanceChain, chainsFor } from './chains.service.ts';
import { abandonContract, acceptContract, completeContract, declineContract } from './contracts.service.ts';

/** The contract board and what players do with contracts (docs/quests.md). */
export function questsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, questsApi.board, async ({ actor }) => boardFor(deps, actor.userId));

  // Each answer carries the board after the change and the character (the reward moved its gold).
  const act =
    (handler: (deps: Deps, userId: string, id: string) => Promise<{ message: string }>) =>
    async ({ params, actor }: { params: { id: string }; actor: { userId: string } }) => {
      const done = await handler(deps, actor.userId, params.id);
      return withOwnCharacter(deps, actor.userId, { ...done, board: await boardFor(deps, actor.userId) });
    };
  route(app, questsApi.accept, act(acceptContract));
  route(app, questsApi.decline, act(declineContract));
  route(app, questsApi.abandon, act(abandonContract));
  route(app, questsApi.complete, act(completeContract));

  route(app, questChainsApi.list, async ({ actor }) => chainsFor(deps, actor.userId));
  route(app, questChainsApi.advance, async ({ actor, params, body }) => {
    const done = await advanceChain(deps, actor.userId, params.key, body.choice);
    return withOwnCharacter(deps, actor.userId, { ...done, chains: await chainsFor(deps, actor.userId) });
  });
}
