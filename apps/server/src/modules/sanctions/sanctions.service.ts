import { and, arrayContains, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bansTable, mutesTable } from './sanctions.sql.ts';

export type SanctionTable = typeof mutesTable | typeof bansTable;

/** Mutes the account, replacing any mute it has, in the caller's transaction. */
export async function putMute(tx: Db, values: typeof mutesTable.$inferInsert) {
  const [row] = await tx
    .insert(mutesTable)
    .values(values)
    .onConflictDoUpdate({ target: mutesTable.userId, set: { ...values, userId: undefined } })
    .returning();
  return row!;
}

/** Bans the account, replacing any ban it has, in the caller's transaction. */
export async function putBan(tx: Db, values: typeof bansTable.$inferInsert) {
  const [row] = await tx
    .insert(bansTable)
    .values(values)
    .onConflictDoUpdate({ target: bansTable.userId, set: { ...values, userId: undefined } })
    .returning();
  return row!;
}

/** Removes the account's mute or ban if it is still in force; the removed row, or undefined. */
export async function liftSanction(tx: Db, t: SanctionTable, userId: string, now: Date) {
  const [row] = await tx
    .delete(t)
    .where(and(eq(t.userId, userId), or(isNull(t.endsAt), gt(t.endsAt, now))))
    .returning();
  return row;
}

/** The account's mute in force for `scope` ('chat' or 'messages'), if any. */
export async function activeMute(tx: Pick<Db, 'select'>, userId: string, scope: 'chat' | 'messages', now: Date) {
  const [row] = await tx
    .select({ endsAt: mutesTable.endsAt, reason: mutesTable.reason })
    .from(mutesTable)
    .where(and(eq(mutesTable.userId, userId), gt(mutesTable.endsAt, now), arrayContains(mutesTable.scopes, [scope])));
  return row;
}

/** Removes mutes and bans that have ended (maintenance). */
export async function pruneSanctions(db: Db, now: Date): Promise<void> {
  await db.delete(mutesTable).where(lte(mutesTable.endsAt, now));
  await db.delete(bansTable).where(lte(bansTable.endsAt, now));
}
