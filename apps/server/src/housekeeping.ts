import { pruneLoginThrottles, pruneResetTokens, pruneSessions } from './modules/accounts/index.ts';
import { replaceAbsentLeaders } from './modules/crews/index.ts';
import { pruneRescuePairs } from './modules/gameplay/index.ts';
import { type PruneJob, pruneRateLimits } from './modules/limits/index.ts';
import { pruneSanctions } from './modules/sanctions/index.ts';

/**
 * What the scheduled clean-up removes (modules/limits/maintenance.ts runs it on one instance at
 * a time): expired sessions, login-throttle and rate-limit counters, reset tokens, ended mutes
 * and bans, rescue pair counts of past game days; crews whose leader is away 30 days get a new one. Assembled here, beside app.ts, so the limits module needs no other module.
 */
export const PRUNE_JOBS: readonly PruneJob[] = [
  pruneSessions,
  pruneLoginThrottles,
  pruneRateLimits,
  pruneResetTokens,
  pruneSanctions,
  pruneRescuePairs,
  replaceAbsentLeaders,
];
