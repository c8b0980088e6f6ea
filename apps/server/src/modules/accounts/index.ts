export { getUser, login, register, setRole } from './accounts.service.ts';
export { usersTable } from './accounts.sql.ts';
export { SESSION_COOKIE, type SessionUser, deleteSession, findSession, pruneSessions, touchSession } from './sessions.ts';
