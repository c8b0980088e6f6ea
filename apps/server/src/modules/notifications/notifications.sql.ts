import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';
import { usersTable } from '../accounts/accounts.sql.ts';

/**
 * The server's VAPID key pair: one row, made by the first instance that starts (an insert
 * that does nothing when the row exists), so every instance signs with the same key and
 * browsers' subscriptions stay valid across restarts. See docs/decisions/0012-web-push.md.
 */
export const vapidKeysTable = pgTable(
  'vapid_keys',
  {
    id: integer().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [check('vapid_keys_single_row', sql`${t.id} = 1`)],
);

/** A browser's push subscription (`PushSubscription.toJSON()`); an endpoint belongs to one account. */
export const pushSubscriptionsTable = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** Which push kinds an account wants; no row means every kind is on. */
export const pushPreferencesTable = pgTable('push_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  deedReady: boolean().notNull().default(true),
  trainingReady: boolean().notNull().default(true),
  arrived: boolean().notNull().default(true),
  releasedFromJail: boolean().notNull().default(true),
  brokenOut: boolean().notNull().default(true),
  eventsWhileAway: boolean().notNull().default(true),
  directMessage: boolean().notNull().default(true),
  partnerJailed: boolean().notNull().default(true),
  /** An invite to a crew. */
  crew: boolean().notNull().default(true),
  /** Quests (docs/quests.md, "Pushes"): a contract done, a deadline an hour away, a chain opened. */
  contractReady: boolean().notNull().default(true),
  contractDeadline: boolean().notNull().default(true),
  chainOpened: boolean().notNull().default(true),
  /** The daily chronicle as a digest: off until the player turns it on. */
  chronicle: boolean().notNull().default(false),
  /** A withdrawal another member made from the purse (told to the crew's leader). */
  crewWithdrawals: boolean().notNull().default(true),
  /** The outcome of a group deed the player sat in. */
  crewGroupDeeds: boolean().notNull().default(true),
  /** A term deposit fell due and waits to be collected (docs/economy.md#term-deposits). */
  termDeposit: boolean().notNull().default(true),
  /** When the last "send me a test" went out (one per `PushLimits.testIntervalMs`). */
  lastTestAt: at(),
});

/**
 * Notifications due at a time (a timer's end), written in the transaction that starts the
 * timer, so they survive restarts. One row per account and kind: a new timer of the same kind
 * replaces the due row of the one it supersedes. Claimed (deleted) by one dispatcher with
 * `FOR UPDATE SKIP LOCKED`.
 */
export const dueNotificationsTable = pgTable(
  'due_notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** A `PushKind`. */
    kind: text().notNull(),
    dueAt: at().notNull(),
    /**
     * The character whose timer it is (the jail release checks it was not freed otherwise), or
     * for `partnerJailed` the jailed partner the push names.
     */
    characterId: uuid(),
  },
  (t) => [uniqueIndex('due_notifications_user_kind_key').on(t.userId, t.kind), index('due_notifications_due_idx').on(t.dueAt)],
);
