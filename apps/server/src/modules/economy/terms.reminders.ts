import { sql } from 'drizzle-orm';
import { tsParam } from '../../db/columns.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../lib/deps.ts';
import { journalEntries, record } from '../journal/index.ts';

/** Most term deposits one run tells of; the rest wait for the next run, seconds later. */
const BATCH = 100;

interface Due {
  user_id: string;
  character_id: string;
  dead: boolean;
  days: number;
  principal: number;
  interest: number;
}

/**
 * Tells players that a term deposit fell due (docs/economy.md#term-deposits): an event-log entry
 * offered as a push (`termDeposit`), which the notification dispatcher sends when the player is
 * away. Due, uncollected, untold terms are claimed with `FOR UPDATE SKIP LOCKED` and marked told
 * in the same transaction as the entries, so of several instances, and across restarts, each
 * term is told exactly once; a term collected first is never told. A dead character's term is
 * marked told without an entry, so it is not looked at again. The payment is not touched: it
 * stays the player's guarded collect (docs/decisions/0041-term-deposits-and-fair-casino.md).
 * app.ts runs it on the dispatcher's beat, the economy module sitting below notifications
 * (docs/decisions/0054-term-deposit-due-news.md).
 */
export async function runTermReminders(deps: Pick<Deps, 'db'>, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await rowsOf<Due>(
      tx,
      sql`
      with claimed as (
        select id from term_deposits
        where collected_at is null and told_at is null and due_at <= ${tsParam(now)}
        order by due_at limit ${BATCH} for update skip locked)
      update term_deposits td set told_at = ${tsParam(now)}
      from claimed, characters ch
      where td.id = claimed.id and ch.id = td.character_id
      returning ch.user_id, td.character_id, ch.dead, td.days, td.principal, td.interest`,
    );
    const living = due.filter((r) => !r.dead);
    await record(
      tx,
      living.map((r) =>
        journalEntries.termDue({ userId: r.user_id, characterId: r.character_id, at: now }, r.principal, r.interest, r.days),
      ),
    );
    return living.length;
  });
}
