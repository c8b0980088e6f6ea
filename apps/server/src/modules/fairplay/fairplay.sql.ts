import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';
import { usersTable } from '../accounts/accounts.sql.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * Where accounts were seen (docs/fair-play.md): at most one row per account, device, network
 * and hour, kept 14 days (`pruneSightings`). `network` is the address's /24 (IPv4) or /48
 * (IPv6) prefix, `uaHash` a short hash of the browser's user agent; no full address is kept.
 */
export const sightingsTable = pgTable(
  'fairplay_sightings',
  {
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** The first-party device id cookie (`tod_device`). */
    deviceId: text().notNull(),
    network: text().notNull(),
    uaHash: text().notNull(),
    /** The start of the hour (UTC) it was seen in. */
    hour: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deviceId, t.network, t.hour] }),
    index('fairplay_sightings_device_idx').on(t.deviceId, t.hour),
    index('fairplay_sightings_network_idx').on(t.network, t.uaHash, t.hour),
    index('fairplay_sightings_hour_idx').on(t.hour),
  ],
);

/**
 * A household marked by staff (several people who really share a device or a network): it
 * relaxes only the rescue and group-deed rules, never gifts (docs/fair-play.md). Every change is
 * audited.
 */
export const householdsTable = pgTable('fairplay_households', {
  id: id(),
  note: text().notNull(),
  reason: text().notNull(),
  createdAt: at().notNull(),
  createdByEmail: text().notNull(),
});

/** The accounts of a household; an account belongs to at most one. */
export const householdMembersTable = pgTable('fairplay_household_members', {
  userId: uuid()
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  householdId: uuid()
    .notNull()
    .references(() => householdsTable.id, { onDelete: 'cascade' }),
});

/**
 * Script flags (velocity, regularity) waiting for staff; never an automatic ban. A flag is open
 * until `clearedAt` is set (a passed city-watch question, or staff).
 */
export const flagsTable = pgTable(
  'fairplay_flags',
  {
    id: id(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: at().notNull(),
    clearedAt: at(),
    /** Who cleared it and why: staff's e-mail and note, or the city watch after a correct answer. */
    clearedBy: text(),
  },
  (t) => [index('fairplay_flags_open_idx').on(t.characterId).where(sql`${t.clearedAt} IS NULL`)],
);

/**
 * Rate-limit refusals (429) of an account per hour, a script sign (docs/fair-play.md#script-flags):
 * counted in memory by each instance and added here every 30 seconds; kept 14 days.
 */
export const refusalsTable = pgTable(
  'fairplay_refusals',
  {
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    hour: at().notNull(),
    refusals: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hour] }), index('fairplay_refusals_hour_idx').on(t.hour)],
);

/**
 * The city watch's stops of flagged characters (docs/fair-play.md#the-city-watch): the question,
 * the answers it accepts, and how it ended. At most one open (unanswered) stop per character;
 * a stop is settled once by a guarded UPDATE (`answered_at IS NULL`).
 */
export const watchStopsTable = pgTable(
  'fairplay_watch_stops',
  {
    id: id(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    flagId: uuid().references(() => flagsTable.id, { onDelete: 'set null' }),
    question: text().notNull(),
    answers: jsonb().$type<string[]>().notNull(),
    askedAt: at().notNull(),
    dueAt: at().notNull(),
    /** When it was settled: answered, or found past its time. */
    answeredAt: at(),
    /** 'passed', 'wrong' or 'timed_out'; null while open. */
    outcome: text(),
    /** The jail it cost (wrong or no answer). */
    jailMs: integer(),
  },
  (t) => [
    uniqueIndex('fairplay_watch_stops_open_idx').on(t.characterId).where(sql`${t.answeredAt} IS NULL`),
    index('fairplay_watch_stops_character_idx').on(t.characterId, t.askedAt),
  ],
);
