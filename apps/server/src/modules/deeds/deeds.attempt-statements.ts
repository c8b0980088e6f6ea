import { type SQL, and, eq, getTableColumns, gte, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type QuestWork, alignmentRequirement } from '@tod/game';
import { prepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Actor } from '../../lib/access.ts';
import type { Deps } from '../../lib/deps.ts';
import type { ProgressRecorder } from '../../lib/progress.ts';
import { type CharacterWithCity, charactersTable, over, updateCharacters } from '../characters/index.ts';
import { hitsOf, judgeHitsOf, signedInHitValues, signedInHitsCte } from '../limits/index.ts';
import { goldLedgerFromClaim } from '../economy/index.ts';
import { type JournalInput, recordWhen } from '../journal/index.ts';
import { type Due, scheduleDueForWhen, scheduleDueWhen } from '../notifications/index.ts';
import { type WornItem, parseWornItems, wearWhen, wornItemsJson } from '../equipment/index.ts';
import { type WatchState, parseWatchState, watchStateSql } from '../fairplay/index.ts';
import { citiesTable } from '../world/world.sql.ts';
import { deedsTable } from './deeds.sql.ts';
import type { DeedRow } from './deeds.view.ts';

/**
 * The two statements of a deed attempt (docs/decisions/0025-deed-attempt-round-trips.md): one
 * read of everything the rules need, then one autocommit write of the outcome, its journal
 * entries and due notifications, guarded so it lands only on the very row version it was judged
 * on. A single statement is atomic, so no BEGIN/COMMIT round trips.
 */

type Db = Deps['db'];
type CharacterRow = typeof charactersTable.$inferSelect;
const c = charactersTable;
const deedCity = alias(citiesTable, 'deed_city');

/** What one attempt is judged on, all read by one statement (one snapshot). */
export interface AttemptState {
  deed: DeedRow | null;
  /** The name of the deed's city (for the wrong-city refusal); null for everywhere deeds. */
  deedCityName: string | null;
  /** The account's living character with its city's name, or null. */
  character: CharacterWithCity | null;
  /** The character's city alignment (the odds), null when it is in no city. */
  cityAlignment: number | null;
  /** The row version (`xmin`) the write must still find, so nothing judged here changed meanwhile. */
  version: string | null;
  /** The character's skills as `[lower(trim(name)), level]`, matched as the claim used to in SQL. */
  skills: [string, number][];
  /** The character's worn items (their bonus and wear), read in the same snapshot. */
  worn: WornItem[];
  /** The charter of the character's crew (the `charterOf` port), null outside a crew or without the port. */
  charter: string | null;
  /** The city watch: an open question's time, and whether a script flag is open (docs/fair-play.md#the-city-watch). */
  watch: WatchState;
}

/**
 * What the attempt asks of modules listed after deeds, handed in by app.ts so deeds imports
 * none of them: `charterOf` is a SQL expression for the charter of the character's crew
 * (crews module), read by the attempt's one statement, so the bonus costs no round trip.
 */
export interface DeedPorts {
  charterOf?: (characterId: SQL | typeof charactersTable.id) => SQL<string | null>;
  /** The session cache (accounts module): the request's actor, the writing transaction, the character as written. */
  wroteCharacter?: (actor: Actor, tx: string, character: CharacterWithCity) => void;
}

// The skill names are normalised in SQL (lower, trim) as the locked claim did before, so a deed's
// skill matches exactly the skills it matched then.
const skillsOfCharacter = sql<
  [string, number][] | string
>`(select coalesce(json_agg(json_build_array(lower(trim(sk.name)), ccs.level)), '[]'::json)
  from character_skills ccs inner join skills sk on sk.id = ccs.skill_id where ccs.character_id = ${c.id})`;

/** The rate-limit hit the attempt's first read counts, with the request's address. */
export interface AttemptHit {
  address: string;
  now: Date;
}

/**
 * Round trip 1: the deed with its city's name, the living character with its city, skills and
 * row version. The first pass also counts the request's rate-limit hit in the same statement
 * (a data-modifying CTE) and answers 429 past a limit before anything is judged; later passes
 * only read.
 */
export async function readAttempt(
  db: Db,
  userId: string,
  deedId: string,
  hit?: AttemptHit,
  ports: DeedPorts = {},
): Promise<AttemptState> {
  const counted = hit ? { ...signedInHitValues(hit.address, userId, hit.now), now: hit.now } : null;
  // The port is part of the statement, so each combination is its own prepared statement.
  const suffix = ports.charterOf ? '_charter' : '';
  const statement = counted
    ? prepared(db, `tod_deed_attempt_state_counted${suffix}`, (d, name) => prepareRead(d, true, name, ports))
    : prepared(db, `tod_deed_attempt_state${suffix}`, (d, name) => prepareRead(d, false, name, ports));
  const [row] = await statement.execute({ deedId, userId, ...counted?.values });
  if (!row) throw new Error('the attempt read returns one row');
  if (counted) judgeHitsOf(db, row.hits, counted.keys, counted.now);
  const skills = typeof row.skills === 'string' ? JSON.parse(row.skills) : row.skills;
  return {
    deed: row.deed,
    deedCityName: row.deedCityName,
    character: row.character ? { row: row.character, cityName: row.cityName } : null,
    cityAlignment: row.cityAlignment,
    version: row.version,
    skills: skills.map(([name, level]: [string, number | string]) => [name, Number(level)]),
    worn: parseWornItems(row.worn),
    charter: row.charter ?? null,
    watch: parseWatchState(row.watch),
  };
}

function prepareRead(d: Db, countHit: boolean, name: string, ports: DeedPorts) {
  return (countHit ? d.with(signedInHitsCte(d)) : d)
    .select({
      deed: deedsTable,
      deedCityName: deedCity.name,
      character: c,
      cityName: citiesTable.name,
      cityAlignment: citiesTable.alignment,
      version: sql<string | null>`${c}.xmin::text`,
      skills: skillsOfCharacter,
      worn: wornItemsJson(c.id),
      hits: countHit ? hitsOf : sql<string>`'[]'`,
      charter: ports.charterOf ? ports.charterOf(c.id) : sql<string | null>`null`,
      watch: watchStateSql(c.id),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(deedsTable, eq(deedsTable.id, sql.placeholder('deedId')))
    .leftJoin(deedCity, eq(deedCity.id, deedsTable.cityId))
    .leftJoin(c, and(eq(c.userId, sql.placeholder('userId')), not(c.dead)))
    .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
    .prepare(name);
}

/**
 * The deed's alignment requirement as a condition on the character's alignment column. Defence
 * in depth: the row-version guard already refuses any row but the one the rules judged, so only a
 * stricter condition than the rules' can change an outcome (and tests catch that); removing or
 * loosening it changes nothing a test can see (docs/mutation.md, "Ignored on purpose").
 */
function alignmentCondition(deed: DeedRow): SQL | undefined {
  const req = alignmentRequirement(deed.level, deed.alignment);
  if (req.kind === 'atLeast') return gte(c.alignment, req.value);
  if (req.kind === 'atMost') return sql`${c.alignment} <= ${req.value}`;
  if (req.kind === 'within') return sql`${c.alignment} between ${-req.value} and ${req.value}`;
  return undefined;
}

/** Every column of `characters`, named by its TypeScript key, in one fixed order. */
const columns = Object.entries(getTableColumns(c));
const selectColumns = sql.join(
  columns.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * What the claim returns: only what the ledger line reads. The row as written is the row judged
 * on (the claim lands only on that version, `xmin`) with the outcome's changes, so the answer
 * builds it in JavaScript instead of reading every column back (docs/decisions/0047-deed-attempt-lean-write.md).
 */
const claimReturning = { id: c.id, gold: c.gold, tx: sql<string>`pg_current_xact_id()::text`.as('tx') };

/**
 * A row of the raw statement back to what a Drizzle select gives: each column's own driver
 * mapping (each of the characters table's column types passes null through).
 */
function toCharacterRow(raw: Record<string, unknown>): CharacterRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) row[key] = column.mapFromDriverValue(raw[key]);
  return row as CharacterRow;
}

export interface OutcomeWrite {
  userId: string;
  characterId: string;
  /** The row version the outcome was judged on. */
  version: string;
  deed: DeedRow;
  now: Date;
  changes: Parameters<typeof updateCharacters<'deeds'>>[2];
  /** The gold the outcome adds (its ledger line, written only if the claim lands). */
  goldDelta: number;
  entries: JournalInput[];
  dues: Due[];
  /** Owned ids of the worn items this attempt uses up one use of. */
  wear: string[];
  /** What the outcome counts towards the character's contracts. */
  work: QuestWork[];
  /**
   * The outcome jails the character: its partner's `partnerJailed` push is scheduled in the same
   * statement (`partner` is `deps.partners.partnerSql`; docs/contacts.md, "Partners").
   */
  partnerJailed?: SQL;
  /**
   * The outcome jails the character: the crews seating it tell their members' pages, in the
   * same statement (`deps.seats.changedSql`, ADR 0053), given whether the claim landed.
   */
  jailedSeat?: (landed: SQL) => SQL;
}

/**
 * What the write found: `applied` (the character as written is the one judged on with the
 * outcome's changes; `tx` the writing transaction, which the session cache knows its event by), or the character as it is now (the latest committed version, which the
 * guard lost to) and whether it is still the version judged on (then the SQL preconditions, not
 * a change, refused it). Null: no such row any more.
 */
export type WriteResult =
  | { applied: true; tx: string }
  | { applied: false; character: CharacterWithCity | null; unchanged: boolean };

/**
 * Round trip 2: one statement of data-modifying CTEs (the gold's ledger line among them). The UPDATE lands only on the row version
 * judged on (`xmin`) and re-checks every precondition of the attempt (alive, level, city,
 * alignment, not jailed, cooldown over, against the same `now`); the journal entries and due
 * notifications are written only if it matched. Concurrent attempts judged on the same version:
 * PostgreSQL makes the later UPDATE wait for the first to commit and re-check its WHERE on the
 * new version, whose `xmin` differs, so exactly one lands. When it does not land, `latest` reads
 * the row with `FOR SHARE`, which (unlike a plain read in this statement's snapshot) waits for a
 * writer and returns the latest committed version: the loser is answered from what beat it.
 * Contract progress and achievement tallies (`progress`, the quests module's port) are two more
 * CTEs under the same guard.
 */
export async function writeOutcome(db: Db, w: OutcomeWrite, progress: ProgressRecorder): Promise<WriteResult> {
  const claim = updateCharacters(db, 'deeds', w.changes)
    .where(
      and(
        eq(c.id, w.characterId),
        sql`${c}.xmin = ${w.version}::xid`,
        eq(c.userId, w.userId),
        not(c.dead),
        gte(c.level, w.deed.level),
        w.deed.cityId ? eq(c.cityId, w.deed.cityId) : undefined,
        alignmentCondition(w.deed),
        over(c.jailedUntil, w.now),
        over(c.deedCooldownEndsAt, w.now),
      ),
    )
    .returning(claimReturning);
  const landed = sql`exists (select 1 from claim)`;
  const wear = wearWhen(w.wear, landed);
  const statement = sql`with claim as (${claim.getSQL()}),${wear ? sql` wear as (${wear}),` : sql``}
    journal as (${recordWhen(w.entries, landed)}),
    ledger as (${goldLedgerFromClaim(sql`claim`, { delta: w.goldDelta, kind: 'deed', ref: w.deed.name, at: w.now })}),
    due as (${scheduleDueWhen(w.dues, landed)}),${
      w.partnerJailed
        ? sql` partner_due as (${scheduleDueForWhen(w.partnerJailed, 'partnerJailed', w.now, landed, w.characterId)}),`
        : sql``
    }
${w.jailedSeat ? sql` seat_news as materialized (${w.jailedSeat(landed)}),` : sql``}
    quests as (${progress.statement(w.characterId, w.work, w.now, landed)}),
    tallies as (${progress.tally(w.characterId, w.work, landed)}),
    latest as (
      select ${selectColumns}, ${c}.xmin = ${w.version}::xid as "unchanged"
      from ${c} where ${c.id} = ${w.characterId} and not ${landed} for share
    )
    select latest.*, ci.name as "cityName", ${landed} as "applied", (select tx from claim) as "tx", (select count(*) from journal)::int as "recorded"${
      w.jailedSeat ? sql`, (select count(*) from seat_news)::int as "seatNews"` : sql``
    }
    from (select 1) one left join latest on true left join ${citiesTable} ci on ci.id = latest."cityId"`;
  const [raw] = await rowsOf<Record<string, unknown>>(db, statement);
  if (raw?.applied === true) return { applied: true, tx: String(raw.tx) };
  if (!raw || raw.id === null || raw.id === undefined) return { applied: false, character: null, unchanged: false };
  const character = { row: toCharacterRow(raw), cityName: (raw.cityName as string | null) ?? null };
  return { applied: false, character, unchanged: raw.unchanged === true };
}
