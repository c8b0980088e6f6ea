export { pruneSanctions } from './moderation.service.ts';
export { bansTable, mutesTable, reportsTable } from './moderation.sql.ts';
