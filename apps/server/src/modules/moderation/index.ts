export { reportsTable } from './moderation.sql.ts';
