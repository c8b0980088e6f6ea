import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { citiesTable } from '../world/world.sql.ts';

/** A crew (guild). `purse` changes only under a lock on this row (crews/purse.service.ts). */
export const crewsTable = pgTable(
  'crews',
  {
    id: id(),
    name: text().notNull(),
    /** 'good' | 'neutral' | 'evil'. */
    charter: text().notNull(),
    homeCityId: uuid().references(() => citiesTable.id, { onDelete: 'set null' }),
    text: text().notNull().default(''),
    seats: integer().notNull(),
    purse: integer().notNull().default(0),
    respect: integer().notNull().default(0),
    groupDeedsDone: integer().notNull().default(0),
    createdAt: at().notNull(),
  },
  (t) => [uniqueIndex('crews_name_key').on(sql`lower(${t.name})`), index('crews_respect_idx').on(t.respect.desc(), t.createdAt)],
);

/**
 * One row per member; the primary key on the character keeps a character in one crew, and a
 * request locks its own row (`FOR UPDATE`) so a rank or permission taken away while it waits
 * is seen by it. `permissions` is a comma-separated list of `CREW_PERMISSIONS`.
 */
export const crewMembersTable = pgTable(
  'crew_members',
  {
    characterId: uuid()
      .primaryKey()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    crewId: uuid()
      .notNull()
      .references(() => crewsTable.id, { onDelete: 'cascade' }),
    /** 'leader' | 'officer' | 'member'. */
    rank: text().notNull(),
    permissions: text().notNull().default(''),
    joinedAt: at().notNull(),
  },
  (t) => [
    index('crew_members_crew_idx').on(t.crewId),
    uniqueIndex('crew_members_one_leader').on(t.crewId).where(sql`${t.rank} = 'leader'`),
  ],
);

/** An open application (a character asks) or invite (a crew asks); accepted or declined, it is deleted. */
export const crewRequestsTable = pgTable(
  'crew_requests',
  {
    id: id(),
    crewId: uuid()
      .notNull()
      .references(() => crewsTable.id, { onDelete: 'cascade' }),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    /** 'application' | 'invite'. */
    kind: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('crew_requests_pair_key').on(t.crewId, t.characterId),
    index('crew_requests_character_idx').on(t.characterId),
  ],
);

/** A character's last join or leave: the next one waits `CrewRules.moveCooldownMs`. */
export const crewMovesTable = pgTable('crew_moves', {
  characterId: uuid()
    .primaryKey()
    .references(() => charactersTable.id, { onDelete: 'cascade' }),
  at: at().notNull(),
});

/**
 * The crew log: every purse movement, join, leave, rank and permission change. `actorId` and
 * `amount` let the purse rules sum a member's withdrawals of the day and a linked account's
 * recent deposits. Names are copied into `text` so the log reads the same after a rename.
 */
export const crewLogTable = pgTable(
  'crew_log',
  {
    id: id(),
    /** Write order: lines of one moment still read in the order they happened. */
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    crewId: uuid()
      .notNull()
      .references(() => crewsTable.id, { onDelete: 'cascade' }),
    at: at().notNull(),
    kind: text().notNull(),
    actorId: uuid().references(() => charactersTable.id, { onDelete: 'set null' }),
    amount: integer(),
    text: text().notNull(),
  },
  (t) => [
    index('crew_log_crew_seq_idx').on(t.crewId, t.seq.desc()),
    index('crew_log_actor_kind_idx').on(t.actorId, t.kind, t.at),
  ],
);

/**
 * A group deed a crew planned (docs/crews.md#group-deeds): `deedKey` names the catalogue entry
 * (`GROUP_DEEDS`), `cityId` is where every seated member must stand at launch. `status` is
 * 'planning' until it is launched ('succeeded' | 'failed'), lapses ('expired') when
 * `closesAt` + `GroupDeedRules.launchWindowMs` passes unlaunched, or is called off ('cancelled').
 * `closesAt` is the end of the planning time: the earliest launch. Changes happen only under the
 * crew row's lock.
 */
export const crewGroupDeedsTable = pgTable(
  'crew_group_deeds',
  {
    id: id(),
    crewId: uuid()
      .notNull()
      .references(() => crewsTable.id, { onDelete: 'cascade' }),
    deedKey: text().notNull(),
    cityId: uuid().references(() => citiesTable.id, { onDelete: 'set null' }),
    plannedBy: uuid().references(() => charactersTable.id, { onDelete: 'set null' }),
    status: text().notNull(),
    plannedAt: at().notNull(),
    closesAt: at().notNull(),
    endedAt: at(),
    /** The success chance at launch, in basis points (null before). */
    chanceBp: integer(),
  },
  (t) => [index('crew_group_deeds_crew_status_idx').on(t.crewId, t.status)],
);

/**
 * A seat taken in a planning group deed. The unique index on the character keeps a member in
 * one group deed at a time; seats are deleted when their deed ends.
 */
export const crewDeedSeatsTable = pgTable(
  'crew_deed_seats',
  {
    groupDeedId: uuid()
      .notNull()
      .references(() => crewGroupDeedsTable.id, { onDelete: 'cascade' }),
    seat: integer().notNull(),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    takenAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupDeedId, t.seat] }), uniqueIndex('crew_deed_seats_character_key').on(t.characterId)],
);

/**
 * The crew channel (docs/crews.md#crew-channel): members' messages, shown with the shoutbox's
 * markup. Names are copied like the shoutbox's, so the channel reads the same after a rename.
 */
export const crewMessagesTable = pgTable(
  'crew_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    crewId: uuid()
      .notNull()
      .references(() => crewsTable.id, { onDelete: 'cascade' }),
    characterId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    username: text().notNull(),
    message: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [
    index('crew_messages_crew_idx').on(t.crewId, t.id.desc()),
    index('crew_messages_character_idx').on(t.characterId, t.createdAt),
  ],
);
