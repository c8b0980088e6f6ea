export { reportsTable } from './moderation.sql.ts';
export { type CarriedReport, type DirectMessageReport, fileCarriedReport, fileDirectMessageReport } from './reports.private.ts';
