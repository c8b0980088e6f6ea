export { hit, keysFor, pruneRateLimits } from './limits.service.ts';
export { maintenanceRunsTable, rateLimitsTable } from './limits.sql.ts';
export { type PruneJob, runMaintenance, scheduleMaintenance } from './maintenance.ts';
export { registerRateLimits } from './rate-limit.plugin.ts';
