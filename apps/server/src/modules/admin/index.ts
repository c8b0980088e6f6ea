export { type Actor, CLI_ACTOR, recordAudit } from './audit.service.ts';
export { auditEntriesTable } from './admin.sql.ts';
export { deleteAudited, updateAudited } from './staff-change.ts';
