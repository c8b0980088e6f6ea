export { type Actor, type AuditRecord, listAudit, recordAudit } from './audit.service.ts';
export { auditEntriesTable } from './admin.sql.ts';
export { staffRoutes } from './staff.ts';
