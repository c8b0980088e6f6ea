import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

/**
 * Request counters, one row per key and fixed window (`register:address:<ip>`,
 * `write:account:<uuid>`, ...), shared by every instance. See limits.service.ts.
 */
export const rateLimitsTable = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowStartedAt: at().notNull(),
    windowEndsAt: at().notNull(),
  },
  (t) => [index('rate_limits_window_ends_idx').on(t.windowEndsAt)],
);

/**
 * When each periodic job last ran. An instance runs a job only after claiming its row with one
 * conditional upsert, so with several instances each period's run happens once.
 */
export const maintenanceRunsTable = pgTable('maintenance_runs', {
  job: text().primaryKey(),
  lastRunAt: at().notNull(),
});
