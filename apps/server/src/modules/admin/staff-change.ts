import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { type Actor, recordAudit } from './audit.service.ts';

/** A staff-edited table: rows are named by a uuid `id`. */
type StaffTable = PgTable & { id: PgColumn };
type RowOf<T extends StaffTable> = T['$inferSelect'];

interface StaffChange<T extends StaffTable, V> {
  table: T;
  id: string;
  /** Audit action, `<things>.updated` / `<things>.deleted`. */
  action: string;
  /** The row as the API (and the audit entry) shows it. */
  view: (row: RowOf<T>) => V;
  /** The refusal when no row has that id (404 with the module's code). */
  missing: () => Error;
}

/**
 * The staff edit every admin screen makes, in one transaction: lock the row (so concurrent
 * edits each audit the version they really replaced), run the caller's checks on it, update,
 * and audit before and after (docs/decisions/0008-audit-log.md). Answers the row as it is now.
 */
export async function updateAudited<T extends StaffTable, V>(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  change: StaffChange<T, V> & {
    set: PgUpdateSetSource<T>;
    /** Refusals judged under the lock, before anything is written. */
    check?: (tx: Db, before: RowOf<T>) => Promise<void>;
  },
): Promise<V> {
  const { table, id, action, view, missing, set, check } = change;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update')) as RowOf<T>[];
    if (!before) throw missing();
    await check?.(tx, before);
    const [row] = (await tx.update(table).set(set).where(eq(table.id, id)).returning()) as RowOf<T>[];
    const after = view(row!);
    await recordAudit(tx, actor, now, { action, targetId: id, before: view(before), after });
    return after;
  });
}

/** Deletes a row and audits what it was, in one transaction; `missing` when there is none. */
export async function deleteAudited<T extends StaffTable, V>(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  change: StaffChange<T, V>,
): Promise<void> {
  const { table, id, action, view, missing } = change;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as RowOf<T>[];
    if (!row) throw missing();
    await recordAudit(tx, actor, now, { action, targetId: id, before: view(row), after: null });
  });
}
