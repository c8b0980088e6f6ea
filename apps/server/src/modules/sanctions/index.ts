export { activeMute, liftSanction, pruneSanctions, putBan, putMute, type SanctionTable } from './sanctions.service.ts';
export { bansTable, mutesTable } from './sanctions.sql.ts';
