import type { Deed, DeedInputSchema } from '@tod/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { toDeed } from './deeds.service.ts';
import { deedsTable } from './deeds.sql.ts';

type DeedDeps = Pick<Deps, 'db' | 'clock'>;
type DeedInput = z.output<typeof DeedInputSchema>;

const deedMissing = () => notFound('deeds.not_found', 'Deed not found.');

function columns(input: DeedInput) {
  return {
    name: input.name,
    level: input.level,
    content: input.content,
    alignment: input.alignment,
    successMessage: input.success,
    failureMessage: input.failure,
    skills: input.skills,
    rewardGold: input.reward.gold,
    rewardExperience: input.reward.experience,
    rewardAlignment: input.reward.alignment,
    rewardJailSeconds: input.reward.jailTime,
  };
}

/** Every deed whatever its level, as the staff list shows them: lowest level first. */
export async function listAllDeeds(db: Deps['db']): Promise<Deed[]> {
  const rows = await db.select().from(deedsTable).orderBy(asc(deedsTable.level), asc(deedsTable.name));
  return rows.map(toDeed);
}

export async function createDeed(deps: DeedDeps, actor: Actor, input: DeedInput): Promise<Deed> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deedsTable)
      .values({ ...columns(input), createdAt: now, updatedAt: now })
      .returning();
    const after = toDeed(row!);
    await recordAudit(tx, actor, now, { action: 'deeds.created', targetId: after.id, before: null, after });
    return after;
  });
}

/** Replaces every field of a deed (the spec's PATCH sends the whole deed). */
export async function updateDeed(deps: DeedDeps, actor: Actor, id: string, input: DeedInput): Promise<Deed> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Locked so that concurrent edits each audit the version they really replaced.
    const [before] = await tx.select().from(deedsTable).where(eq(deedsTable.id, id)).for('update');
    if (!before) throw deedMissing();
    const [row] = await tx
      .update(deedsTable)
      .set({ ...columns(input), updatedAt: now })
      .where(eq(deedsTable.id, id))
      .returning();
    const after = toDeed(row!);
    await recordAudit(tx, actor, now, { action: 'deeds.updated', targetId: id, before: toDeed(before), after });
    return after;
  });
}

/**
 * Deletes a deed. Nothing holds a reference to a deed (an attempt reads the deed, then writes
 * only the character), so an attempt racing the delete either finishes with the deed as it
 * was or answers 404.
 */
export async function deleteDeed(deps: DeedDeps, actor: Actor, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(deedsTable).where(eq(deedsTable.id, id)).returning();
    if (!row) throw deedMissing();
    await recordAudit(tx, actor, now, { action: 'deeds.deleted', targetId: id, before: toDeed(row), after: null });
  });
}
