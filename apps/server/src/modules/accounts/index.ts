export { setRole } from './accounts.service.ts';
export { passwordResetTokensTable, usersTable } from './accounts.sql.ts';
export { type PasswordHasher, createPasswordHasher } from './passwords.ts';
export { type SessionStore, createSessionStore } from './session-store.ts';
export { createResetToken, pruneResetTokens } from './self-service.ts';
export { SESSION_COOKIE, type SessionUser, endSessionsOf, onSessionsEnded, pruneSessions } from './sessions.ts';
export { pruneLoginThrottles } from './throttle.ts';
export { sessionView } from './accounts.view.ts';
