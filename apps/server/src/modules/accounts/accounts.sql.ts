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
