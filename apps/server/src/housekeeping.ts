import { pruneLoginThrottles, pruneResetTokens, pruneSessions } from './modules/accounts/index.ts';
import { pruneSightings } from './modules/fairplay/index.ts';
import { pruneKeyCalls } from './modules/apikeys/index.ts';
import { replaceAbsentLeaders } from './modules/crews/index.ts';
import { pruneRescuePairs } from './modules/gameplay/index.ts';
import { type PruneJob, pruneRateLimits } from './modules/limits/index.ts';
import { pruneMessages } from './modules/messages/index.ts';
import { pruneSanctions } from './modules/sanctions/index.ts';

/**
 * What the scheduled clean-up removes (modules/limits/maintenance.ts runs it on one instance at
 * a time): expired sessions, login-throttle and rate-limit counters, reset tokens, ended mutes
 * and bans, rescue pair counts of past game days, fair-play sightings past 14 days, API key calls past the kept few, direct messages past their retention; crews whose leader is away 30 days get a new one. Assembled here, beside app.ts, so the limits module needs no other module.
 */
export const PRUNE_JOBS: readonly PruneJob[] = [
  pruneSessions,
  pruneLoginThrottles,
  pruneRateLimits,
  pruneResetTokens,
  pruneSanctions,
  pruneRescuePairs,
  pruneSightings,
  pruneKeyCalls,
  pruneMessages,
  replaceAbsentLeaders,
];
