import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';

export const usersTable = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: integer().notNull().default(0),
    createdAt: at().notNull(),
    /** Set when the owner deleted the account: the e-mail is then a placeholder and no password works. */
    deletedAt: at(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Server-side sessions: only a hash of the cookie token is kept. */
export const sessionsTable = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    createdAt: at().notNull(),
    lastUsedAt: at().notNull(),
    expiresAt: at().notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed-login counters, one row per key (`account:<email>` or `address:<ip>`), kept in the
 * database so every instance sees the same counts.
 */
export const loginThrottlesTable = pgTable('login_throttles', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: at().notNull(),
  blockedUntil: at(),
});

/**
 * One-time password reset tokens printed by the operator CLI. Only a hash is kept; using one is
 * a single conditional `DELETE ... RETURNING`, so a token works once even when two requests race.
 */
export const passwordResetTokensTable = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    createdAt: at().notNull(),
    expiresAt: at().notNull(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId), index('password_reset_tokens_expires_idx').on(t.expiresAt)],
);
