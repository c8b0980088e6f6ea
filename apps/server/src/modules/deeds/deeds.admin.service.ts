import type { Deed, DeedInputSchema } from '@tod/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type Actor, deleteAudited, recordAudit, updateAudited } from '../admin/index.ts';
import { citiesTable } from '../world/world.sql.ts';
import { deedsTable } from './deeds.sql.ts';
import { toDeed } from './deeds.view.ts';

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
    cityId: input.cityId,
    rewardGold: input.reward.gold,
    rewardExperience: input.reward.experience,
    rewardAlignment: input.reward.alignment,
    rewardJailSeconds: input.reward.jailTime,
  };
}

/**
 * A deed's city must exist; the row is share-locked so staff cannot delete it before the deed
 * referencing it commits.
 */
async function assertCity(tx: Deps['db'], cityId: string | null): Promise<void> {
  if (cityId === null) return;
  const [row] = await tx.select({ id: citiesTable.id }).from(citiesTable).where(eq(citiesTable.id, cityId)).for('share');
  if (!row) throw badRequest('deeds.city_not_found', 'City must be an existing city, or none for everywhere.');
}

/** Every deed whatever its level, as the staff list shows them: lowest level first. */
export async function listAllDeeds(db: Deps['db']): Promise<Deed[]> {
  const rows = await db.select().from(deedsTable).orderBy(asc(deedsTable.level), asc(deedsTable.name));
  return rows.map(toDeed);
}

export async function createDeed(deps: DeedDeps, actor: Actor, input: DeedInput): Promise<Deed> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertCity(tx, input.cityId);
    const [row] = await tx
      .insert(deedsTable)
      .values({ ...columns(input), createdAt: now, updatedAt: now })
      .returning();
    const after = toDeed(row!);
    await recordAudit(tx, actor, now, { action: 'deeds.created', targetId: after.id, before: null, after });
    return after;
  });
}

/** Replaces every field of a deed (docs/api.md#calls: the PATCH sends the whole deed). */
export async function updateDeed(deps: DeedDeps, actor: Actor, id: string, input: DeedInput): Promise<Deed> {
  return updateAudited(deps, actor, {
    ...deedChange(id, 'deeds.updated'),
    set: { ...columns(input), updatedAt: deps.clock.now() },
    check: (tx) => assertCity(tx, input.cityId),
  });
}

const deedChange = (id: string, action: string) => ({ table: deedsTable, id, action, view: toDeed, missing: deedMissing });

/**
 * Deletes a deed. Nothing holds a reference to a deed (an attempt reads the deed, then writes
 * only the character), so an attempt racing the delete either finishes with the deed as it
 * was or answers 404.
 */
export async function deleteDeed(deps: DeedDeps, actor: Actor, id: string): Promise<void> {
  await deleteAudited(deps, actor, deedChange(id, 'deeds.deleted'));
}
