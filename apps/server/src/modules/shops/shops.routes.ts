import { shopsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { withOwnCharacter } from '../characters/index.ts';
import { equip, repair, unequip } from './equipment.service.ts';
import { buy, shopFor } from './shop.service.ts';
import { equipmentOf, shopperOf } from './shops.catalog.ts';

/** City shops and the character's equipment (docs/shops.md). */
export function shopsRoutes(app: FastifyInstance, deps: Deps): void {
  /** Every change answers with the equipment and the character as they are after it. */
  const after = async (userId: string, answer: { message: string; paid: number }) =>
    withOwnCharacter(deps, userId, { ...answer, equipment: await equipmentOf(deps.db, await shopperOf(deps.db, userId)) });

  route(app, shopsApi.shop, async ({ params, actor }) => shopFor(deps, actor.userId, params.id));
  route(app, shopsApi.buy, async ({ body, actor }) => after(actor.userId, await buy(deps, actor.userId, body)));
  route(app, shopsApi.equipment, async ({ actor }) => equipmentOf(deps.db, await shopperOf(deps.db, actor.userId)));
  route(app, shopsApi.equip, async ({ body, actor }) => after(actor.userId, await equip(deps, actor.userId, body.owned)));
  route(app, shopsApi.unequip, async ({ body, actor }) => after(actor.userId, await unequip(deps, actor.userId, body.slot)));
  route(app, shopsApi.repair, async ({ body, actor }) => after(actor.userId, await repair(deps, actor.userId, body)));
}
