import { describeDuration, GameConstants, patronName, type QuestAxis, scaleDuration } from '@tod/game';
import { sql } from 'drizzle-orm';
import { tsParam } from '../../db/columns.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../lib/deps.ts';
import { journalEntries, record } from '../journal/index.ts';

/** Most contracts one run tells of each kind; the rest wait for the next run. */
const BATCH = 100;

interface Told {
  user_id: string;
  character_id: string;
  title: string;
  patron: string;
  city: string;
  deadline: Date | string;
}

/**
 * Tells players about their running contracts (docs/quests.md, "Pushes"): a contract whose work
 * is done waits to be handed in, and one not done has an hour (scaled by `GAME_SPEED`) left.
 * Each is an event-log entry offered as a push (`contractReady`, `contractDeadline`), which the
 * notification dispatcher sends when the player is away. The contracts are claimed with
 * `FOR UPDATE SKIP LOCKED` and marked told in the same transaction as the entries, so of several
 * instances each contract is told once. Run by every instance on the dispatcher's beat, off the
 * deed attempt's hot path: progress is counted there, told here seconds later.
 */
export async function runQuestReminders(deps: Pick<Deps, 'db' | 'config'>, now: Date): Promise<number> {
  const warnAt = new Date(now.getTime() + scaleDuration(GameConstants.quests.deadlineWarningMs, deps.config.gameSpeed));
  return deps.db.transaction(async (tx) => {
    const claim = (column: string, condition: ReturnType<typeof sql>) =>
      rowsOf<Told>(
        tx,
        sql`
        with claimed as (
          select id from quest_contracts
          where status = 'active' and deadline > ${tsParam(now)} and ${sql.identifier(column)} is null and ${condition}
          order by deadline limit ${BATCH} for update skip locked)
        update quest_contracts q set ${sql.identifier(column)} = ${tsParam(now)}
        from claimed, characters ch, cities ci
        where q.id = claimed.id and ch.id = q.character_id and ci.id = q.city_id and not ch.dead
        returning ch.user_id, q.character_id, q.title, q.patron, ci.name as city, q.deadline`,
      );
    const ready = await claim('ready_told_at', sql`progress >= target`);
    const late = await claim('deadline_told_at', sql`progress < target and deadline <= ${tsParam(warnAt)}`);
    const who = (r: Told) => ({ userId: r.user_id, characterId: r.character_id, at: now });
    const patron = (r: Told) => patronName(r.city, r.patron as QuestAxis);
    // Whole minutes, rounded up: "an hour" at GAME_SPEED 1, and never "0 seconds".
    const left = (r: Told) => describeDuration(Math.ceil((new Date(r.deadline).getTime() - now.getTime()) / 60_000) * 60_000);
    await record(tx, [
      ...ready.map((r) => journalEntries.contractReady(who(r), r.title, patron(r), r.city)),
      ...late.map((r) => journalEntries.contractDeadline(who(r), r.title, patron(r), left(r))),
    ]);
    return ready.length + late.length;
  });
}
