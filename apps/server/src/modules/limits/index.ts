export {
  blockedFor,
  COUNTED_AFTER_PARSING,
  COUNTED_BY_ROUTE,
  hit,
  hitMeasured,
  type LimitState,
  rateLimitHeaders,
  hitsOf,
  judgeHitsOf,
  keysFor,
  NOT_A_WRITE,
  pruneRateLimits,
  refuseSpent,
  signedInHitValues,
  signedInHitsCte,
} from './limits.service.ts';
export { maintenanceRunsTable, rateLimitsTable } from './limits.sql.ts';
export { type PruneJob, runMaintenance, scheduleMaintenance } from './maintenance.ts';
