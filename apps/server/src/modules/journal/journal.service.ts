import {
  type JournalCharacter,
  type JournalEntry,
  type JournalEntryType,
  JournalLimits,
  type JournalPage,
  type PersonalMessage,
  type Unread,
} from '@tod/contracts';
import { type SQL, and, desc, eq, lt, sql } from 'drizzle-orm';
import { tsParam } from '../../db/columns.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { EVENTS_PG_CHANNEL } from '../../db/events-channel.ts';
import { NOTIFY_MAX_BYTES, notifyInTransaction } from '../../lib/events.ts';
import type { JournalInput } from './journal.entries.ts';
import { journalEntriesTable, journalJobsTable } from './journal.sql.ts';

type Db = Deps['db'];
type Row = typeof journalEntriesTable.$inferSelect;
const j = journalEntriesTable;

/** Published (in the recording transaction, so only on commit) for each entry: `{ userId, message }`. */
export const JOURNAL_ENTRY_RECORDED = 'journal.entry_recorded';

/** Pruning runs at most this often across all instances. */
const PRUNE_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

function toJournalEntry(row: Pick<Row, 'id' | 'type' | 'createdAt' | 'parts' | 'rewards'>): JournalEntry {
  return entryWithId(String(row.id), row);
}

function entryWithId(id: string, row: Pick<Row, 'type' | 'createdAt' | 'parts' | 'rewards'>): JournalEntry {
  const characters = new Map<string, JournalCharacter>();
  for (const part of row.parts) if (part.character) characters.set(part.character.id, part.character);
  return {
    id,
    type: row.type as JournalEntryType,
    time: row.createdAt.toISOString(),
    text: row.parts.map((p) => p.text).join(''),
    parts: row.parts,
    characters: [...characters.values()],
    rewards: row.rewards ?? null,
  };
}

/** The bus payload for one entry; the entry itself is left out if it would not fit a NOTIFY. */
function liveEvent(row: Row): { userId: string; message: PersonalMessage } {
  const message: PersonalMessage = { type: 'journal.entry_recorded', id: String(row.id), entry: toJournalEntry(row) };
  const event = { userId: row.userId, message };
  if (Buffer.byteLength(JSON.stringify({ c: JOURNAL_ENTRY_RECORDED, p: event })) <= NOTIFY_MAX_BYTES) return event;
  return { userId: row.userId, message: { ...message, entry: null } };
}

/**
 * Writes entries in the caller's transaction (the one that makes the change they tell about),
 * and queues their live events in it: nothing is written or pushed if the change rolls back.
 *
 * @example
 * await deps.db.transaction(async (tx) => {
 *   // ... the change ...
 *   await record(tx, [journalEntries.levelUp({ userId, characterId, at: now }, 5)]);
 * });
 */
export async function record(tx: Db, entries: JournalInput[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = await tx
    .insert(j)
    .values(
      entries.map((e) => ({
        userId: e.userId,
        characterId: e.characterId,
        type: e.type,
        createdAt: e.at,
        parts: e.parts,
        rewards: e.rewards ?? null,
        pushKind: e.pushKind ?? null,
      })),
    )
    .returning();
  await notifyInTransaction(
    tx,
    rows.map((row) => ({ name: JOURNAL_ENTRY_RECORDED, payload: liveEvent(row) })),
  );
}

/** Stands for the id an entry gets on insert, in a live event's text written before it has one. */
const ID_SLOT = '"id":"@entry-id@"';

/**
 * `record` as one piece of a statement that also makes the change, so the change, its entries
 * and their live events cost one round trip (docs/decisions/0025-deed-attempt-round-trips.md).
 * Returns an `INSERT` for a data-modifying CTE: it writes the entries only when `when` holds (a
 * condition on the statement's other CTEs, such as "the claiming UPDATE matched"), and its
 * `RETURNING` queues each entry's live event with the id the row got, the same text `record`
 * sends (the size check included). The entry text is written here with a slot for the id; a
 * quote inside JSON text is always escaped, so the slot cannot occur in an entry's own text.
 * The caller must make the statement's result read this CTE (`select count(*) from <it>`).
 */
export function recordWhen(entries: JournalInput[], when: SQL): SQL {
  const rows = entries.map((e) => {
    const entry = entryWithId('@entry-id@', { type: e.type, createdAt: e.at, parts: e.parts, rewards: e.rewards ?? null });
    const message: PersonalMessage = { type: 'journal.entry_recorded', id: '@entry-id@', entry };
    const full = JSON.stringify({ c: JOURNAL_ENTRY_RECORDED, p: { userId: e.userId, message } });
    const bare = JSON.stringify({ c: JOURNAL_ENTRY_RECORDED, p: { userId: e.userId, message: { ...message, entry: null } } });
    return sql`(${e.userId}::uuid, ${e.characterId}::uuid, ${e.type}::text, ${tsParam(e.at)}, ${JSON.stringify(e.parts)}::jsonb,
      ${e.rewards ? JSON.stringify(e.rewards) : null}::jsonb, ${e.pushKind ?? null}::text, ${full}::text, ${bare}::text)`;
  });
  const values = sql`(values ${sql.join(rows, sql`, `)}) v(user_id, character_id, type, created_at, parts, rewards, push_kind, full_text, bare_text)`;
  const withId = (column: SQL) => sql`replace(${column}, ${ID_SLOT}, '"id":"' || journal_entries.id || '"')`;
  // Identical entries have identical texts but for the id, so matching by content picks the right one.
  const liveText = sql`(select case when octet_length(${withId(sql`v.full_text`)}) <= ${NOTIFY_MAX_BYTES}
      then ${withId(sql`v.full_text`)} else ${withId(sql`v.bare_text`)} end
    from ${values}
    where v.user_id = journal_entries.user_id and v.type = journal_entries.type and v.parts = journal_entries.parts
      and v.rewards is not distinct from journal_entries.rewards and v.push_kind is not distinct from journal_entries.push_kind
    limit 1)`;
  return sql`insert into journal_entries (user_id, character_id, type, created_at, parts, rewards, push_kind)
    select v.user_id, v.character_id, v.type, v.created_at, v.parts, v.rewards, v.push_kind from ${values} where ${when}
    returning id, pg_notify(${EVENTS_PG_CHANNEL}, ${liveText})`;
}

const encodeCursor = (id: number) => Buffer.from(String(id)).toString('base64url');
function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString();
  if (!/^\d{1,15}$/.test(text)) throw badRequest('journal.bad_cursor', 'cursor must be a value a previous page gave.');
  return Number(text);
}

/** One page of an account's journal, newest first, with the unread count. */
export async function listEntries(db: Db, userId: string, query: { cursor?: string; limit?: number }): Promise<JournalPage> {
  const limit = query.limit ?? JournalLimits.pageSize;
  const before = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(j)
      .where(and(eq(j.userId, userId), before === null ? undefined : lt(j.id, before)))
      .orderBy(desc(j.id))
      .limit(limit + 1),
    unreadOf(db, userId),
  ]);
  const page = rows.slice(0, limit);
  return {
    entries: page.map(toJournalEntry),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!.id) : null,
    unread: unread.unread,
  };
}

/** Entries above the account's read mark (capped), and the newest entry's id. */
export async function unreadOf(db: Db, userId: string): Promise<Unread> {
  const [row] = await rowsOf<{ unread: number | string; latest: number | string | null }>(
    db,
    sql`
    select
      (select count(*) from (
        select 1 from journal_entries e
        where e.user_id = ${userId}
          and e.id > coalesce((select r.read_up_to_id from journal_reads r where r.user_id = ${userId}), 0)
        limit ${JournalLimits.maxUnread}) x) as unread,
      (select max(e.id) from journal_entries e where e.user_id = ${userId}) as latest`,
  );
  return { unread: Number(row?.unread ?? 0), latestId: row?.latest == null ? null : String(row.latest) };
}

/**
 * Marks everything up to `upToId` read. The mark only moves forward, and never past the
 * account's newest entry, so a made-up id cannot hide entries that come later.
 */
export async function markRead(db: Db, userId: string, upToId: number): Promise<Unread> {
  await db.execute(sql`
    insert into journal_reads (user_id, read_up_to_id)
    select ${userId}, least(${upToId}::bigint, max(e.id)) from journal_entries e where e.user_id = ${userId}
    having max(e.id) is not null
    on conflict (user_id) do update
      set read_up_to_id = greatest(journal_reads.read_up_to_id, excluded.read_up_to_id)`);
  return unreadOf(db, userId);
}

/**
 * Deletes entries older than {@link JournalLimits.keepDays}. Any instance may call it as
 * often as it likes: the conditional upsert on the job row lets one caller an hour through
 * (the others wait on the row lock, then find the job done), so instances never all delete
 * at once. Answers how many entries were deleted, or null when it was not this caller's turn.
 */
export async function pruneJournal(db: Db, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(journalJobsTable)
      .values({ name: 'prune', lastRunAt: now })
      .onConflictDoUpdate({
        target: journalJobsTable.name,
        set: { lastRunAt: now },
        setWhere: sql`${journalJobsTable.lastRunAt} <= ${tsParam(new Date(now.getTime() - PRUNE_INTERVAL_MS))}`,
      })
      .returning({ name: journalJobsTable.name });
    if (claimed.length === 0) return null;
    const deleted = await tx
      .delete(j)
      .where(lt(j.createdAt, new Date(now.getTime() - JournalLimits.keepDays * DAY_MS)))
      .returning({ id: j.id });
    return deleted.length;
  });
}

/**
 * Claims the entries still to be offered as push notifications (at most `limit`), clearing
 * their mark in the caller's transaction: of several dispatchers, each entry goes to one.
 */
export async function claimPushEntries(tx: Db, limit: number) {
  // RETURNING gives the updated row, so the kind being cleared is read from the claim.
  const rows = await rowsOf<{ id: number | string; user_id: string; push_kind: string; parts: Row['parts'] }>(
    tx,
    sql`
    with claimed as (
      select id, push_kind from journal_entries where push_kind is not null order by id limit ${limit} for update skip locked)
    update journal_entries e set push_kind = null from claimed where e.id = claimed.id
    returning e.id, e.user_id, claimed.push_kind, e.parts`,
  );
  return rows.map((r) => ({ id: String(r.id), userId: r.user_id, kind: r.push_kind, text: r.parts.map((p) => p.text).join('') }));
}
