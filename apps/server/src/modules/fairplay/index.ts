export { areLinked, isFlagged } from './links.service.ts';
export { DEVICE_COOKIE, pruneSightings, recordSightings, registerSightings, type Sightings } from './sightings.ts';
export { flagsTable, householdMembersTable, householdsTable, sightingsTable } from './fairplay.sql.ts';
export { FAIR_PLAY_RULES, type FairPlayRule } from '@tod/game';
