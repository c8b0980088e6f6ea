export { reportsTable } from './moderation.sql.ts';
export { type DirectMessageReport, fileDirectMessageReport } from './reports.private.ts';
