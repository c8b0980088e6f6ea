import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * The gold ledger (docs/economy.md): one line per change of a character's gold, written in the
 * same statement or transaction as the change, only by this module (`moveGold`, and
 * `goldLedgerFromClaim` for the deed attempt's single statement). `delta` is signed;
 * `balanceAfter` is the gold right after it, so the lines of one character chain.
 */
export const goldLedgerTable = pgTable(
  'gold_ledger',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    balanceAfter: integer().notNull(),
    /** A `LedgerKind` (packages/contracts/src/economy.ts). */
    kind: text().notNull(),
    /** What the gold paid for or came from: a deed, a city, a skill, a deposit (free text, for staff). */
    ref: text(),
    /** The other character of a transfer (a gift, a bail paid for someone), if any. */
    counterpartyId: uuid().references(() => charactersTable.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('gold_ledger_character_idx').on(t.characterId, t.createdAt), index('gold_ledger_created_idx').on(t.createdAt)],
);

/**
 * Gifts between characters (docs/economy.md#gifts), read for the day's caps: a sender's gold to
 * one recipient and a recipient's count, per UTC `day` (`YYYY-MM-DD`).
 */
export const giftsTable = pgTable(
  'gifts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    senderId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    recipientId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    day: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('gifts_recipient_day_idx').on(t.recipientId, t.day), index('gifts_created_idx').on(t.createdAt)],
);

/**
 * Gold in the bank (docs/economy.md#bank), one row per character, safe from whatever puts gold on
 * hand at risk. Changed only by guarded increments in this module; never below zero.
 */
export const bankAccountsTable = pgTable(
  'bank_accounts',
  {
    characterId: uuid()
      .primaryKey()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    balance: integer().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [check('bank_accounts_balance_check', sql`${t.balance} >= 0`)],
);

/**
 * Term deposits (docs/economy.md#term-deposits): gold locked for `days` game days, returned with
 * `interest` once, by the guarded UPDATE that sets `collectedAt` (so a term pays exactly once,
 * whichever instance is asked, however often). At most one uncollected term per character
 * (the partial unique index: of concurrent openings one wins).
 */
export const termDepositsTable = pgTable(
  'term_deposits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    days: integer().notNull(),
    principal: integer().notNull(),
    /** The return fixed when it was opened (shown before), paid on collection. */
    interest: integer().notNull(),
    openedAt: at().notNull(),
    dueAt: at().notNull(),
    collectedAt: at(),
    /** When the player was told it fell due (event log and push, once: terms.reminders.ts). */
    toldAt: at(),
  },
  (t) => [
    uniqueIndex('term_deposits_one_open_idx').on(t.characterId).where(sql`${t.collectedAt} is null`),
    index('term_deposits_untold_idx').on(t.dueAt).where(sql`${t.collectedAt} is null and ${t.toldAt} is null`),
    index('term_deposits_character_idx').on(t.characterId, t.openedAt),
    check('term_deposits_amounts_check', sql`${t.principal} > 0 and ${t.interest} >= 0`),
  ],
);

/**
 * Casino rounds (docs/economy.md#casino), provably fair by commit and reveal: a round is created
 * with a random `serverSeed` and shown only as `seedHash` (SHA-256) before any bet; the bet
 * settles it (side, stake, the player's `clientSeed`, the roll, the payout) and reveals the
 * seed. At most one unsettled round per character (the partial unique index), so a bet
 * consumes exactly one commitment: concurrent bets on one commitment settle it once.
 */
export const casinoRoundsTable = pgTable(
  'casino_rounds',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    serverSeed: text().notNull(),
    seedHash: text().notNull(),
    committedAt: at().notNull(),
    side: text(),
    stake: integer(),
    clientSeed: text(),
    roll: integer(),
    payout: integer(),
    /** The UTC day (`YYYY-MM-DD`) of the bet, for the daily cap. */
    day: text(),
    settledAt: at(),
  },
  (t) => [
    uniqueIndex('casino_rounds_one_open_idx').on(t.characterId).where(sql`${t.settledAt} is null`),
    index('casino_rounds_character_day_idx').on(t.characterId, t.day),
    index('casino_rounds_seed_hash_idx').on(t.seedHash),
  ],
);
