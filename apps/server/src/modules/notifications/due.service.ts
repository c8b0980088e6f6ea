import type { PushKind } from '@tod/contracts';
import { and, eq, sql } from 'drizzle-orm';
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
export async function scheduleDue(
  tx: Db,
  due: { userId: string; characterId: string; kind: PushKind; dueAt: Date; onlyIfSubscribed?: boolean },
): Promise<void> {
  const condition = due.onlyIfSubscribed
    ? sql`where exists (select 1 from push_subscriptions s where s.user_id = ${due.userId})`
    : sql``;
  await tx.execute(sql`
    insert into due_notifications (user_id, kind, due_at, character_id)
    select ${due.userId}, ${due.kind}, ${tsParam(due.dueAt)}, ${due.characterId} ${condition}
    on conflict (user_id, kind) do update set due_at = excluded.due_at, character_id = excluded.character_id`);
}

/** Drops a scheduled notification whose timer ended early (bail, a jailbreak). */
export async function cancelDue(tx: Db, userId: string, kind: PushKind): Promise<void> {
  await tx.delete(d).where(and(eq(d.userId, userId), eq(d.kind, kind)));
}
