export {
  COUNTED_BY_ROUTE,
  hit,
  hitsOf,
  judgeHitsOf,
  keysFor,
  pruneRateLimits,
  signedInHitValues,
  signedInHitsCte,
} from './limits.service.ts';
export { maintenanceRunsTable, rateLimitsTable } from './limits.sql.ts';
export { type PruneJob, runMaintenance, scheduleMaintenance } from './maintenance.ts';
