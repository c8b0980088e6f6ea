import type { WatchAnswerResult, WatchStop, WatchView } from '@tod/contracts';
import { ScriptWatch, chance, isWatchAnswer, scaleDuration, watchJailMs, watchQuestion } from '@tod/game';
import { type SQL, and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tsParam } from '../../db/columns.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import {
  type CharacterWithCity,
  charactersTable,
  livingCharacterOf,
  livingCharacterOfActor,
  noCharacter,
  updateCharacters,
  withOwnCharacter,
} from '../characters/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { flagsTable, watchStopsTable } from './fairplay.sql.ts';

const DAY_MS = 86_400_000;
const s = watchStopsTable;
type Stop = typeof watchStopsTable.$inferSelect;
type Outcome = 'passed' | 'wrong' | 'timed_out';

/** What the deed attempt reads of the watch in its first statement: the open stop's time, and whether a flag is open. */
export interface WatchState {
  dueAt: string | null;
  flagged: boolean;
}

/**
 * The watch's state of a character as one SQL value, for the deed attempt's read (it costs that
 * statement a subquery, not a round trip; docs/decisions/0025-deed-attempt-round-trips.md).
 */
export const watchStateSql = (characterId: AnyPgColumn | SQL): SQL<WatchState | string | null> =>
  sql`(select json_build_object(
    'dueAt', (select to_char(st.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from fairplay_watch_stops st where st.character_id = ${characterId} and st.answered_at is null),
    'flagged', exists (select 1 from fairplay_flags fl where fl.character_id = ${characterId} and fl.cleared_at is null)))`;

/** The state the read answered (a driver hands json back as an object or as text). */
export function parseWatchState(raw: WatchState | string | null): WatchState {
  const state = typeof raw === 'string' ? (JSON.parse(raw) as WatchState) : raw;
  return { dueAt: state?.dueAt ?? null, flagged: state?.flagged === true };
}

const view = (stop: Stop): WatchStop => ({ id: stop.id, question: stop.question, dueAt: stop.dueAt.toISOString() });

/**
 * After a deed of a flagged character: the watch stops it at its first deed after the flag, and
 * after that with `ScriptWatch.stopChance`, with a question (a journal line says so). The partial
 * unique index keeps one open stop per character, so of racing deeds at most one asks. Null when
 * the watch lets it pass.
 */
export async function stopAfterDeed(
  deps: Pick<Deps, 'db' | 'rng'>,
  who: { userId: string; characterId: string },
  now: Date,
): Promise<WatchStop | null> {
  return deps.db.transaction(async (tx: Db) => {
    const [flag] = await rowsOf<{ id: string; met: boolean }>(
      tx,
      sql`select f.id, exists (select 1 from fairplay_watch_stops st where st.flag_id = f.id) as met
        from fairplay_flags f where f.character_id = ${who.characterId}::uuid and f.cleared_at is null limit 1`,
    );
    if (!flag || (flag.met && !chance(deps.rng, ScriptWatch.stopChance))) return null;
    const q = watchQuestion(deps.rng);
    const [stop] = await tx
      .insert(s)
      .values({
        characterId: who.characterId,
        flagId: flag.id,
        question: q.question,
        answers: q.answers,
        askedAt: now,
        dueAt: new Date(now.getTime() + ScriptWatch.answerMs),
      })
      .onConflictDoNothing()
      .returning();
    if (!stop) return null;
    await record(tx, [journalEntries.watch({ ...who, at: now }, 'stopped')]);
    return view(stop);
  });
}

/**
 * Settles an open stop once (the guarded UPDATE finds it open only for one caller): a pass clears
 * the character's flag; a wrong answer jails from now, no answer from the stop's time, for the
 * character's n-th failure within 30 days (`watchJailMs`), never shortening a sentence it serves.
 * Answers the jail it cost, or null when another caller settled it first.
 */
async function settle(tx: Db, stop: Stop, outcome: Outcome, now: Date, gameSpeed: number, userId: string) {
  let jailMs = 0;
  if (outcome !== 'passed') {
    const [row] = await rowsOf<{ n: number | string }>(
      tx,
      sql`select count(*) as n from fairplay_watch_stops where character_id = ${stop.characterId}::uuid
        and outcome in ('wrong', 'timed_out') and asked_at > ${tsParam(new Date(now.getTime() - ScriptWatch.memoryDays * DAY_MS))}`,
    );
    jailMs = scaleDuration(watchJailMs(Number(row?.n ?? 0) + 1), gameSpeed);
  }
  const [settled] = await tx
    .update(s)
    .set({ answeredAt: now, outcome, jailMs: outcome === 'passed' ? null : jailMs })
    .where(and(eq(s.id, stop.id), isNull(s.answeredAt)))
    .returning();
  if (!settled) return null;
  const who = { userId, characterId: stop.characterId, at: now };
  if (outcome === 'passed') {
    await tx
      .update(flagsTable)
      .set({ clearedAt: now, clearedBy: 'the city watch (a correct answer)' })
      .where(and(eq(flagsTable.characterId, stop.characterId), isNull(flagsTable.clearedAt)));
    await record(tx, [journalEntries.watch(who, 'passed')]);
    return 0;
  }
  const from = outcome === 'timed_out' ? stop.dueAt : now;
  const c = charactersTable;
  const until = tsParam(new Date(from.getTime() + jailMs));
  const jailedNow = sql`coalesce(${c.jailedUntil} > ${tsParam(now)}, false)`;
  await updateCharacters(tx, 'fairplay', {
    jailedUntil: sql`greatest(${c.jailedUntil}, ${until})`,
    jailDeedLevel: sql`case when ${jailedNow} then ${c.jailDeedLevel} end`,
    jailDeedMaxExperience: sql`case when ${jailedNow} then ${c.jailDeedMaxExperience} end`,
  }).where(eq(c.id, stop.characterId));
  await record(tx, [journalEntries.watch(who, outcome, jailMs)]);
  return jailMs;
}

/** The character's open stop, locked, or null. */
async function openStop(tx: Db, characterId: string, id?: string): Promise<Stop | null> {
  const [stop] = await tx
    .select()
    .from(s)
    .where(and(eq(s.characterId, characterId), isNull(s.answeredAt), id ? eq(s.id, id) : undefined))
    .for('update');
  return stop ?? null;
}

/** Jails a character whose open stop's time ran out (the deed attempt and the read ask it); nothing when none. */
export async function settleExpiredStop(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
  characterId: string,
): Promise<void> {
  await deps.db.transaction(async (tx: Db) => {
    const now = deps.clock.now();
    const stop = await openStop(tx, characterId);
    if (stop && stop.dueAt.getTime() < now.getTime()) await settle(tx, stop, 'timed_out', now, deps.config.gameSpeed, userId);
  });
}

/** The clean-up's job: every stop past its time is settled as unanswered, so staff see its outcome. */
export async function settleExpiredStops(db: Db, now: Date, gameSpeed: number): Promise<void> {
  const expired = await rowsOf<{ id: string; user_id: string }>(
    db,
    sql`select st.id, c.user_id from fairplay_watch_stops st join characters c on c.id = st.character_id
      where st.answered_at is null and st.due_at < ${tsParam(now)} limit 500`,
  );
  for (const e of expired) {
    await db.transaction(async (tx: Db) => {
      const [stop] = await tx
        .select()
        .from(s)
        .where(and(eq(s.id, e.id), isNull(s.answeredAt)))
        .for('update');
      if (stop) await settle(tx, stop, 'timed_out', now, gameSpeed, e.user_id);
    });
  }
}

/** `GET /fair-play/watch`: the open question; one whose time ran out is settled first (jail). */
export async function currentWatch(
  deps: Deps,
  actor: { userId: string; character: CharacterWithCity | null },
): Promise<WatchView> {
  const me = livingCharacterOfActor(actor).row;
  const userId = actor.userId;
  const now = deps.clock.now();
  const [stop] = await deps.db
    .select()
    .from(s)
    .where(and(eq(s.characterId, me.id), isNull(s.answeredAt)));
  if (!stop) return { stop: null };
  if (stop.dueAt.getTime() >= now.getTime()) return { stop: view(stop) };
  await settleExpiredStop(deps, userId, me.id);
  return { stop: null };
}

/**
 * `POST /fair-play/watch/{id}/answer`: in time and right lets the character go and clears its
 * flag; wrong jails it; after the time it is settled as unanswered. The stop is locked, so of
 * racing answers one settles it and the others find none (404).
 */
export async function answerWatch(deps: Deps, userId: string, id: string, answer: string): Promise<WatchAnswerResult> {
  const me = (await livingCharacterOf(deps.db, userId))?.row;
  if (!me) throw noCharacter();
  const result = await deps.db.transaction(async (tx: Db) => {
    const now = deps.clock.now();
    const stop = await openStop(tx, me.id, id);
    if (!stop) throw notFound('fairplay.stop_not_found', 'The watch asks you nothing now.');
    const late = stop.dueAt.getTime() < now.getTime();
    const outcome: Outcome = late ? 'timed_out' : isWatchAnswer(stop.answers, answer) ? 'passed' : 'wrong';
    const jailMs = await settle(tx, stop, outcome, now, deps.config.gameSpeed, userId);
    if (jailMs === null) throw notFound('fairplay.stop_not_found', 'The watch asks you nothing now.');
    return { outcome, jailMs };
  });
  const message =
    result.outcome === 'passed'
      ? 'Thank you. The watch lets you go.'
      : result.outcome === 'wrong'
        ? 'That is not right. The watch takes you to jail.'
        : 'Too late: the watch took you to jail when the time ran out.';
  return withOwnCharacter(deps, userId, { passed: result.outcome === 'passed', message });
}
