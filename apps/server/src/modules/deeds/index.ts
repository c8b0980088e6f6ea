export { deedsTable } from './deeds.sql.ts';
export { getDeed, toDeed } from './deeds.service.ts';
