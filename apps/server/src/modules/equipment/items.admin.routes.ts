import { type AdminItem, itemsAdminApi } from '@tod/contracts';
import { CONTENT_SHOPS, itemPrice } from '@tod/game';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tsParam } from '../../db/columns.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { updateAudited } from '../admin/index.ts';
import { type ItemRow, toItem } from './equipment.data.ts';
import { itemsTable } from './equipment.sql.ts';

const key = (name: string) => name.trim().toLowerCase();

/** An item with its base price, the content shops that stock it at their price, and whether staff edited it. */
const view = (row: ItemRow): AdminItem => ({
  ...toItem(row),
  price: row.price,
  soldIn: CONTENT_SHOPS.filter((shop) => shop.stock.some((name) => key(name) === key(row.name))).map((shop) => ({
    city: shop.city,
    price: itemPrice(row, shop),
  })),
  edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Manage Items (docs/shops.md, "For staff"): every item with its prices, and the numbers staff
 * may tune. An edit moves `updated_at` past `created_at`, which is how the content upgrade
 * (seed/seed-items.ts) knows to leave the row as staff made it.
 */
export function itemsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, itemsAdminApi.list, async () =>
    (await deps.db.select().from(itemsTable).orderBy(asc(itemsTable.slot), asc(itemsTable.level), asc(itemsTable.name))).map(
      view,
    ),
  );
  route(app, itemsAdminApi.update, async ({ params, body, actor }) =>
    updateAudited(deps, actor, {
      table: itemsTable,
      id: params.id,
      action: 'items.updated',
      view,
      missing: () => notFound('items.not_found', 'Item not found.'),
      set: {
        ...body,
        // Strictly after creation even when the clock has not moved (a test clock, a seed this
        // very millisecond): equal times would read as "never edited".
        updatedAt: sql`greatest(${tsParam(deps.clock.now())}, ${itemsTable.createdAt} + interval '1 millisecond')`,
      },
    }),
  );
}
