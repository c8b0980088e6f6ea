import type { JailbreakResult, Prisoner } from '@tod/contracts';
import {
  GameConstants,
  applyExperience,
  bailPrice,
  describeDuration,
  partnerRescueExperience,
  rollJailbreak,
  scaleDuration,
} from '@tod/game';
import { and, asc, eq, gt, not, or, sql } from 'drizzle-orm';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { isFuture, noCharacter, updateCharacters } from '../characters/index.ts';
import { areLinked } from '../fairplay/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { cancelDue, scheduleDue, scheduleDueForWhen } from '../notifications/index.ts';
import { claimPairPay, rescueCooldownEnd, rescueCooldownError, rescueReward } from './rescue-limits.ts';

type Db = Deps['db'];
const c = charactersTable;

const notInAnyCity = () => notFound('world.no_city', 'Your character is not currently in any city.');

/** Whether a character is jailed at `now` (its jail ends after now). */
export const isJailed = (jailedUntil: Date | null, now: Date): boolean => isFuture(jailedUntil, now);

/**
 * Bail for a prisoner at `now`: its level x the game minutes left of its sentence (real time
 * left x game speed), 0 once the sentence is over.
 */
export function bailAt(prisoner: { level: number; jailedUntil: Date | null }, now: Date, gameSpeed: number): number {
  if (!prisoner.jailedUntil) return 0;
  const speed = Number.isFinite(gameSpeed) && gameSpeed > 0 ? gameSpeed : 1;
  return bailPrice(prisoner.level, (prisoner.jailedUntil.getTime() - now.getTime()) * speed);
}

/** The jailed, living characters of a city, soonest release first. */
export async function prisonersOf(db: Db, cityId: string, now: Date) {
  return db
    .select({ id: c.id, name: c.name, level: c.level, jailedUntil: c.jailedUntil })
    .from(c)
    .where(and(eq(c.cityId, cityId), not(c.dead), gt(c.jailedUntil, now)))
    .orderBy(asc(c.jailedUntil), asc(c.name));
}

/** The jailed, living characters located in the caller's current city, soonest release first. */
export async function listPrisoners(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'partners'>,
  userId: string,
): Promise<Prisoner[]> {
  const [me] = await deps.db
    .select({ id: c.id, cityId: c.cityId })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead)));
  if (!me) throw noCharacter();
  if (!me.cityId) throw notInAnyCity();
  const now = deps.clock.now();
  const rows = await prisonersOf(deps.db, me.cityId, now);
  const partner = await deps.partners.partnerOf(deps.db, me.id);
  return rows.map((r) => {
    const releaseTime = r.jailedUntil!.toISOString();
    return {
      id: r.id,
      username: r.name,
      level: r.level,
      releaseTime,
      jailReleaseTime: releaseTime,
      bail: bailAt(r, now, deps.config.gameSpeed),
      partner: r.id === partner?.id,
    };
  });
}

/**
 * Locks the caller's living character and the prisoner in id order, so two rescues (or bail
 * payments) crossing each other cannot deadlock. Every column a jail action judges by is read
 * under that lock; the caller's Lockpicking level too (skills are written only under the
 * character's lock).
 */
export async function lockCallerAndPrisoner(tx: Db, userId: string, prisonerId: string | null) {
  return tx
    .select({
      id: c.id,
      userId: c.userId,
      name: c.name,
      dead: c.dead,
      cityId: c.cityId,
      level: c.level,
      experience: c.experience,
      gold: c.gold,
      good: c.good,
      neutral: c.neutral,
      evil: c.evil,
      jailedUntil: c.jailedUntil,
      jailDeedLevel: c.jailDeedLevel,
      jailDeedMaxExperience: c.jailDeedMaxExperience,
      rescueCooldownEndsAt: c.rescueCooldownEndsAt,
      effortDay: c.effortDay,
      effortMs: c.effortMs,
      // Aliased explicitly: an unqualified "id" inside the subquery would name the skill's id.
      lockpicking:
        sql<number>`(select coalesce(max(ccs.level), 0) from character_skills ccs inner join skills sk on sk.id = ccs.skill_id
        where ccs.character_id = "characters"."id" and lower(trim(sk.name)) = ${GameConstants.jail.lockpickingSkill.toLowerCase()})`.mapWith(
          Number,
        ),
    })
    .from(c)
    .where(or(and(eq(c.userId, userId), not(c.dead)), prisonerId === null ? undefined : eq(c.id, prisonerId)))
    .orderBy(asc(c.id))
    .for('update', { of: c });
}

/** Refused before any roll or cooldown: linked accounts may not rescue each other (docs/fair-play.md). */
const linkedRescue = (name: string) =>
  conflict(
    'jail.linked',
    `You cannot break ${name} out: your accounts are played from the same device or connection (see the fair-play rules).`,
  );

/**
 * A jailbreak. The rescuer's and the prisoner's rows are locked for the whole attempt, so
 * every check holds while the outcome is applied: of two rescuers racing, the second sees
 * the prisoner already free and is refused. The odds grow with the rescuer's Lockpicking.
 * Rescues cannot be farmed (docs/game-rules.md, "Rescues"): every attempt starts the
 * rescuer's cooldown, a success pays like a deed (`rescuerExperience` under fatigue, its effort
 * counted) and only while the pair's paid rescues today are below the cap.
 */
export async function jailbreak(deps: Deps, userId: string, prisonerId: string): Promise<Omit<JailbreakResult, 'character'>> {
  return deps.db.transaction(async (tx) => {
    const rows = await lockCallerAndPrisoner(tx, userId, prisonerId);
    // Judged after the lock: a rescuer who waited on it must see the first rescuer's "now" as past.
    const now = await nowUnderLock(tx, deps.clock);
    const me = rows.find((r) => r.userId === userId && !r.dead);
    if (!me) throw noCharacter();
    if (me.id === prisonerId) throw badRequest('jail.self', 'You cannot break yourself out of jail.');
    if (isJailed(me.jailedUntil, now)) {
      throw new AppError('jail.rescuer_jailed', 403, 'You cannot break anyone out while you are in jail yourself.');
    }
    if (me.rescueCooldownEndsAt && isFuture(me.rescueCooldownEndsAt, now))
      throw rescueCooldownError(me.rescueCooldownEndsAt, now);
    const prisoner = rows.find((r) => r.id === prisonerId);
    if (!prisoner || prisoner.dead) throw notFound('jail.prisoner_not_found', 'Prisoner not found.');
    if (!me.cityId || prisoner.cityId !== me.cityId) {
      throw new AppError('jail.other_city', 403, `${prisoner.name} is not held in the jail of your city.`);
    }
    if (!isJailed(prisoner.jailedUntil, now)) throw conflict('jail.not_jailed', `${prisoner.name} is not in jail.`);
    if (await areLinked(tx, me.id, prisoner.id, 'rescue', now)) throw linkedRescue(prisoner.name);

    const rescueCooldownEndsAt = rescueCooldownEnd(me.level, now, deps.config.gameSpeed);
    const rescueCooldown = rescueCooldownEndsAt.toISOString();
    const outcome = rollJailbreak(deps.rng, me.lockpicking);
    if (outcome.success) {
      // The jail ends now rather than being erased: lastJail keeps when it ended.
      await updateCharacters(tx, 'gameplay.jail', {
        jailedUntil: now,
        jailDeedLevel: null,
        jailDeedMaxExperience: null,
      }).where(eq(c.id, prisoner.id));
      const jailing = { level: prisoner.jailDeedLevel, maxExperience: prisoner.jailDeedMaxExperience };
      const reward = rescueReward(me, jailing, now, deps.config.gameSpeed);
      // Only a rescue that would pay counts against the pair's cap.
      const pays =
        reward.experience > 0 &&
        (await claimPairPay(tx, { rescuerId: me.id, prisonerId: prisoner.id }, now, deps.config.gameSpeed));
      // Partners (docs/contacts.md): a paid rescue of one's partner earns the shown bonus on top.
      const partnered = pays && (await deps.partners.partnerOf(tx, me.id))?.id === prisoner.id;
      const experience = !pays ? 0 : partnered ? partnerRescueExperience(reward.experience) : reward.experience;
      const xp = applyExperience(me.level, me.experience, experience);
      // The rescuer's row is locked: the counter (leaderboard) moves with the experience.
      await updateCharacters(tx, 'gameplay.jail', {
        level: xp.level,
        experience: xp.experience,
        jailbreaks: sql`${c.jailbreaks} + 1`,
        rescueCooldownEndsAt,
        ...(pays ? { effortDay: reward.effortDay, effortMs: reward.effortMs } : {}),
      }).where(eq(c.id, me.id));
      const mine = { userId, characterId: me.id, at: now };
      await record(tx, [
        journalEntries.brokeOut(mine, { id: prisoner.id, name: prisoner.name }, experience),
        ...(xp.levelsGained > 0 ? [journalEntries.levelUp(mine, xp.level)] : []),
        journalEntries.brokenOut({ userId: prisoner.userId, characterId: prisoner.id, at: now }, { id: me.id, name: me.name }),
      ]);
      await cancelDue(tx, prisoner.userId, 'releasedFromJail');
      await deps.seats.changed(tx, [prisoner.id]);
      await deps.progress.record(tx, me.id, [{ kind: 'rescue', cityId: me.cityId, axis: null, amount: 1 }], now);
      await deps.progress.levelReached(tx, mine, me.level, xp.level);
      const parts = [`You broke ${prisoner.name} out of jail!`];
      if (experience > 0 && partnered) {
        parts.push(
          `You earned ${experience} experience (partner bonus +${Math.round(GameConstants.jail.partnerRescueBonus * 100)}%).`,
        );
      } else if (experience > 0) parts.push(`You earned ${experience} experience.`);
      else if (reward.experience > 0)
        parts.push(`You have already been paid for rescuing ${prisoner.name} today: no experience this time.`);
      if (xp.levelsGained > 0) parts.push(`You reached level ${xp.level}!`);
      return { success: true, message: parts.join(' '), jailTime: null, experience, rescueCooldown };
    }
    if (!outcome.callerJailed) {
      await updateCharacters(tx, 'gameplay.jail', { rescueCooldownEndsAt }).where(eq(c.id, me.id));
      return {
        success: false,
        message: `The guards drove you off before you reached the cells. ${prisoner.name} remains in jail.`,
        jailTime: null,
        experience: 0,
        rescueCooldown,
      };
    }
    const jailMs = scaleDuration(outcome.jailMs, deps.config.gameSpeed);
    const jailedUntil = new Date(now.getTime() + jailMs);
    // Caught breaking in is not a deed: nobody earns experience for breaking this rescuer out.
    await updateCharacters(tx, 'gameplay.jail', {
      jailedUntil,
      jailDeedLevel: null,
      jailDeedMaxExperience: null,
      rescueCooldownEndsAt,
    }).where(eq(c.id, me.id));
    await record(tx, [journalEntries.jailed({ userId, characterId: me.id, at: now }, jailMs, 'jailbreak')]);
    await scheduleDue(tx, { userId, characterId: me.id, kind: 'releasedFromJail', dueAt: jailedUntil });
    await deps.seats.changed(tx, [me.id]);
    // The rescuer's partner hears of it (a push they can switch off; docs/contacts.md, "Partners").
    await tx.execute(scheduleDueForWhen(deps.partners.partnerSql(me.id), 'partnerJailed', now, sql`true`, me.id));
    return {
      success: false,
      message: `The guards caught you! You have been thrown in jail for ${describeDuration(jailMs)}.`,
      jailTime: jailedUntil.toISOString(),
      experience: 0,
      rescueCooldown,
    };
  });
}
