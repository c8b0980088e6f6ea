export { areLinked, isFlagged } from './links.service.ts';
export { DEVICE_COOKIE, pruneSightings, recordSightings, registerSightings, type Sightings } from './sightings.ts';
export {
  flagsTable,
  householdMembersTable,
  householdsTable,
  refusalsTable,
  sightingsTable,
  watchStopsTable,
} from './fairplay.sql.ts';
export { FAIR_PLAY_RULES, type FairPlayRule } from '@tod/game';
export { flagScripts } from './scripts.service.ts';
export {
  parseWatchState,
  settleExpiredStop,
  settleExpiredStops,
  stopAfterDeed,
  type WatchState,
  watchStateSql,
} from './watch.service.ts';
