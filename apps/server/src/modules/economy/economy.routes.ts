import { casinoApi, economyApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { withOwnCharacter } from '../characters/index.ts';
import { bankState, deposit, withdraw } from './bank.service.ts';
import { casinoState, placeBet, verifyRoll } from './casino.service.ts';
import { giftAllowanceFor, giveGift } from './gifts.service.ts';
import { collectTerm, openTerm } from './terms.service.ts';

/** Gifts (and, as they land, the bank and the casino): gold between players and the house. */
export function economyRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, economyApi.giftAllowance, async ({ params, actor }) => giftAllowanceFor(deps, actor.userId, params.id));
  route(app, economyApi.bank, async ({ actor }) => bankState(deps, actor.userId));
  route(app, economyApi.deposit, async ({ body, actor }) =>
    withOwnCharacter(deps, actor.userId, await deposit(deps, actor.userId, body.amount)),
  );
  route(app, economyApi.withdraw, async ({ body, actor }) =>
    withOwnCharacter(deps, actor.userId, await withdraw(deps, actor.userId, body.amount)),
  );
  route(app, economyApi.openTerm, async ({ body, actor }) =>
    withOwnCharacter(deps, actor.userId, await openTerm(deps, actor.userId, body)),
  );
  route(app, economyApi.collectTerm, async ({ params, actor }) =>
    withOwnCharacter(deps, actor.userId, await collectTerm(deps, actor.userId, params.id)),
  );
  route(app, casinoApi.state, async ({ actor }) => casinoState(deps, actor.userId));
  route(app, casinoApi.bet, async ({ body, actor }) =>
    withOwnCharacter(deps, actor.userId, await placeBet(deps, actor.userId, body)),
  );
  route(app, casinoApi.verify, async ({ body }) => verifyRoll(deps, body));
  route(app, economyApi.gift, async ({ body, actor }) =>
    withOwnCharacter(deps, actor.userId, await giveGift(deps, actor.userId, body)),
  );
}
