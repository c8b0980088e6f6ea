import type { JailbreakResult, Prisoner } from '@tod/contracts';
import { describeDuration, rollJailbreak, scaleDuration } from '@tod/game';
import { and, asc, eq, gt, not, or } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { noCharacter } from '../characters/index.ts';

type Db = Deps['db'];
const c = charactersTable;

const isFuture = (d: Date | null, now: Date): d is Date => d !== null && d.getTime() > now.getTime();

export const notInAnyCity = () => notFound('world.no_city', 'Your character is not currently in any city.');

/** Whether a character is jailed at `now` (its jail ends after now). */
export const isJailed = (jailedUntil: Date | null, now: Date): boolean => isFuture(jailedUntil, now);

/** The jailed, living characters located in the caller's current city, soonest release first. */
export async function listPrisoners(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<Prisoner[]> {
  const [me] = await deps.db
    .select({ cityId: c.cityId })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  if (!me) throw noCharacter();
  if (!me.cityId) throw notInAnyCity();
  const rows = await deps.db
    .select({ id: c.id, name: c.name, level: c.level, jailedUntil: c.jailedUntil })
    .from(c)
    .where(and(eq(c.cityId, me.cityId), not(c.dead), gt(c.jailedUntil, deps.clock.now())))
    .orderBy(asc(c.jailedUntil), asc(c.name));
  return rows.map((r) => ({ id: r.id, username: r.name, level: r.level, releaseTime: r.jailedUntil!.toISOString() }));
}

async function lockRescuerAndPrisoner(tx: Db, userId: string, prisonerId: string) {
  // Both rows are locked in id order, so two rescues crossing each other cannot deadlock.
  return tx
    .select({ id: c.id, userId: c.userId, name: c.name, dead: c.dead, cityId: c.cityId, jailedUntil: c.jailedUntil })
    .from(c)
    .where(or(and(eq(c.userId, userId), not(c.dead)), eq(c.id, prisonerId)))
    .orderBy(asc(c.id))
    .for('update');
}

/**
 * A jailbreak. The rescuer's and the prisoner's rows are locked for the whole attempt, so
 * every check holds while the outcome is applied: of two rescuers racing, the second sees
 * the prisoner already free and is refused.
 */
export async function jailbreak(deps: Deps, userId: string, prisonerId: string): Promise<JailbreakResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const rows = await lockRescuerAndPrisoner(tx, userId, prisonerId);
    const me = rows.find((r) => r.userId === userId && !r.dead);
    if (!me) throw noCharacter();
    if (me.id === prisonerId) throw badRequest('jail.self', 'You cannot break yourself out of jail.');
    if (isJailed(me.jailedUntil, now)) {
      throw new AppError('jail.rescuer_jailed', 403, 'You cannot break anyone out while you are in jail yourself.');
    }
    const prisoner = rows.find((r) => r.id === prisonerId);
    if (!prisoner || prisoner.dead) throw notFound('jail.prisoner_not_found', 'Prisoner not found.');
    if (!me.cityId || prisoner.cityId !== me.cityId) {
      throw new AppError('jail.other_city', 403, `${prisoner.name} is not held in the jail of your city.`);
    }
    if (!isJailed(prisoner.jailedUntil, now)) throw conflict('jail.not_jailed', `${prisoner.name} is not in jail.`);

    const outcome = rollJailbreak(deps.rng);
    if (outcome.success) {
      // The jail ends now rather than being erased: lastJail keeps when it ended.
      await tx
        .update(c)
        .set({ jailedUntil: now })
        .where(and(eq(c.id, prisoner.id), gt(c.jailedUntil, now)));
      return { success: true, message: `You broke ${prisoner.name} out of jail!`, jailTime: null };
    }
    if (!outcome.callerJailed) {
      return {
        success: false,
        message: `The guards drove you off before you reached the cells. ${prisoner.name} remains in jail.`,
        jailTime: null,
      };
    }
    const jailMs = scaleDuration(outcome.jailMs, deps.config.gameSpeed);
    const jailedUntil = new Date(now.getTime() + jailMs);
    await tx.update(c).set({ jailedUntil }).where(eq(c.id, me.id));
    return {
      success: false,
      message: `The guards caught you! You have been thrown in jail for ${describeDuration(jailMs)}.`,
      jailTime: jailedUntil.toISOString(),
    };
  });
}
