export { contactsPartners } from './contacts.partner.ts';
export { blockedByThem, hasBlocked, welcomes } from './contacts.guard.ts';
export { contactsTable } from './contacts.sql.ts';
