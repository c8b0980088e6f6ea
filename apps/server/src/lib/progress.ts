import type { QuestWork } from '@tod/game';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * The port through which game actions (deeds, training, rescues, bail, travel) count their work
 * towards a character's contracts, in the statement or transaction that does the work
 * (docs/decisions/0034-quest-progress-port.md). Declared here, below the modules, and filled in
 * by app.ts with the quests module's recorder, so the modules that do the work need not come
 * after quests in the module order, and quests may use every module it needs (the economy's
 * ledger among them).
 */
export interface ProgressRecorder {
  /**
   * One data-modifying statement counting `work` for the character, taking effect only when
   * `when` holds: a CTE in a single-statement write (the deed attempt). At most one piece of
   * work per kind.
   */
  statement(characterId: string, work: readonly QuestWork[], now: Date, when: SQL): SQL;
  /**
   * One data-modifying statement moving the character's achievement tallies by `work` when
   * `when` holds: a second CTE of the same single-statement write.
   */
  tally(characterId: string, work: readonly QuestWork[], when: SQL): SQL;
  /** Counts `work` in the caller's transaction. */
  record(tx: Pick<Db, 'execute'>, characterId: string, work: readonly QuestWork[], now: Date): Promise<void>;
  /**
   * The character went from level `from` to `to` in `tx`: tells it of the quest chains that
   * level opened, once each (the `chainOpened` push). Called by every action that pays
   * experience: in its transaction, or (the deed attempt, whose write is one statement, ADR
   * 0025) given the database after the write committed.
   */
  levelReached(db: Db, who: { userId: string; characterId: string; at: Date }, from: number, to: number): Promise<void>;
}

/** A recorder that counts nothing: for an app built without contracts. */
export const noProgress: ProgressRecorder = {
  statement: () => sql`select 1 where false`,
  tally: () => sql`select 1 where false`,
  record: async () => {},
  levelReached: async () => {},
};

/** Runs a recorder's statement in a transaction (the shared half of every recorder's `record`). */
export async function runProgress(
  recorder: ProgressRecorder,
  tx: Pick<Db, 'execute'>,
  characterId: string,
  work: readonly QuestWork[],
  now: Date,
): Promise<void> {
  if (work.length === 0) return;
  // The tally first: its row lock queues concurrent work of the same character, so their
  // contract updates (which may lock several contracts in either order) never deadlock.
  await rowsOf(tx, recorder.tally(characterId, work, sql`true`));
  await rowsOf(tx, recorder.statement(characterId, work, now, sql`true`));
}
