import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tsParam } from '../../db/columns.ts';
import type { Deps } from '../../lib/deps.ts';
import type { Db } from '../../db/client.ts';
import { maintenanceRunsTable } from './limits.sql.ts';

/** How often each instance looks whether the clean-up is due, and how often it runs at most. */
const MaintenanceTiming = { checkEveryMs: 5 * 60_000, runEveryMs: 15 * 60_000 } as const;

const PRUNE_JOB = 'prune';

/** One module's clean-up of what has expired by `now`. app.ts hands over every module's (housekeeping.ts). */
export type PruneJob = (db: Db, now: Date) => Promise<unknown>;

/**
 * Claims this period's clean-up: one conditional upsert, so of several instances checking at
 * once exactly one gets the row back and runs it.
 */
async function claim(deps: Pick<Deps, 'db'>, job: string, now: Date, everyMs: number): Promise<boolean> {
  const t = maintenanceRunsTable;
  const rows = await deps.db
    .insert(t)
    .values({ job, lastRunAt: now })
    .onConflictDoUpdate({
      target: t.job,
      set: { lastRunAt: now },
      setWhere: sql`${t.lastRunAt} <= ${tsParam(new Date(now.getTime() - everyMs))}`,
    })
    .returning({ job: t.job });
  return rows.length > 0;
}

/**
 * Runs every module's clean-up, one after another. Returns whether this call ran it (false:
 * another instance did lately).
 */
export async function runMaintenance(deps: Pick<Deps, 'db' | 'clock'>, jobs: readonly PruneJob[]): Promise<boolean> {
  const now = deps.clock.now();
  if (!(await claim(deps, PRUNE_JOB, now, MaintenanceTiming.runEveryMs))) return false;
  for (const job of jobs) await job(deps.db, now);
  return true;
}

/**
 * Checks every few minutes (the timer never keeps the process alive) until the app closes. The
 * first check runs once the server listens, not while it gets ready: it writes (the claim) and,
 * when due, runs every clean-up, which on the embedded database would hold the start-up's own
 * queries and the listening behind it (restart to healthy, docs/performance.md).
 */
export function scheduleMaintenance(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>, jobs: readonly PruneJob[]): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    runMaintenance(deps, jobs).catch((err) => app.log.warn({ err }, 'maintenance failed; retrying at the next check'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, MaintenanceTiming.checkEveryMs);
    timer.unref();
  });
  app.addHook('onListen', async () => {
    setImmediate(tick);
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
