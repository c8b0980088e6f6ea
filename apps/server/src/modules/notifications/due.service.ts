import type { PushKind } from '@tod/contracts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { tsParam } from '../../db/columns.ts';
import type { Deps } from '../../lib/deps.ts';
import { dueNotificationsTable } from './notifications.sql.ts';

type Db = Deps['db'];
const d = dueNotificationsTable;

/**
 * Schedules the push notification at the end of a timer, in the transaction that starts the
 * timer. One row per account and kind: a new timer replaces the row of the one it supersedes.
 * Timers that say nothing but "ready" (`onlyIfSubscribed`) are scheduled only for accounts
 * with a push subscription, so players without one cost no row; the jail release is always
 * scheduled because it also writes the "sentence served" journal entry when it falls due.
 *
 * @example
 * await scheduleDue(tx, { userId, characterId, kind: 'deedReady', dueAt: cooldown, onlyIfSubscribed: true });
 */
export async function scheduleDue(tx: Db, due: Due): Promise<void> {
  await tx.execute(scheduleDueWhen([due], sql`true`));
}

/** A notification to schedule: see {@link scheduleDue}. */
export interface Due {
  userId: string;
  characterId: string;
  kind: PushKind;
  dueAt: Date;
  onlyIfSubscribed?: boolean;
}

/**
 * `scheduleDue` as one piece of a statement that also makes the change (a data-modifying CTE;
 * docs/decisions/0025-deed-attempt-round-trips.md): schedules `dues` only when `when` holds, a
 * condition on the statement's other CTEs. At most one of them per account and kind: one
 * `INSERT ... ON CONFLICT DO UPDATE` cannot change the same row twice.
 */
export function scheduleDueWhen(dues: Due[], when: SQL): SQL {
  const rows = dues.map(
    (due) =>
      sql`(${due.userId}::uuid, ${due.kind}::text, ${tsParam(due.dueAt)}, ${due.characterId}::uuid, ${due.onlyIfSubscribed === true}::boolean)`,
  );
  return sql`
    insert into due_notifications (user_id, kind, due_at, character_id)
    select v.user_id, v.kind, v.due_at, v.character_id
    from (values ${sql.join(rows, sql`, `)}) v(user_id, kind, due_at, character_id, only_if_subscribed)
    where (${when}) and (not v.only_if_subscribed or exists (select 1 from push_subscriptions s where s.user_id = v.user_id))
    on conflict (user_id, kind) do update set due_at = excluded.due_at, character_id = excluded.character_id`;
}

/**
 * `scheduleDueWhen` for accounts a query finds: `who` selects `(user_id, character_id)` rows
 * (another module's lookup, such as a character's partner through `deps.partners`), each due at
 * `dueAt` and only for accounts with a push subscription. A piece of a statement, so it can ride
 * on the write it follows. `aboutId`, when given, is stored as the row's character instead of
 * the recipient's: the character the push is about (the jailed partner, whose name, city and
 * sentence the dispatcher reads when it sends).
 */
export function scheduleDueForWhen(who: SQL, kind: PushKind, dueAt: Date, when: SQL, aboutId?: string): SQL {
  const character = aboutId === undefined ? sql`w.character_id` : sql`${aboutId}::uuid`;
  return sql`
    insert into due_notifications (user_id, kind, due_at, character_id)
    select w.user_id, ${kind}::text, ${tsParam(dueAt)}, ${character}
    from (${who}) w(user_id, character_id)
    where (${when}) and exists (select 1 from push_subscriptions s where s.user_id = w.user_id)
    on conflict (user_id, kind) do update set due_at = excluded.due_at, character_id = excluded.character_id`;
}

/** Drops a scheduled notification whose timer ended early (bail, a jailbreak). */
export async function cancelDue(tx: Db, userId: string, kind: PushKind): Promise<void> {
  await tx.delete(d).where(and(eq(d.userId, userId), eq(d.kind, kind)));
}
