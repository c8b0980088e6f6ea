import {
  GameConstants,
  addEffort,
  describeDuration,
  effortToday,
  fatigueFactor,
  gameDay,
  rescueCooldownMs,
  rescueEffortMs,
  rescuerExperience,
  scaleDuration,
} from '@tod/game';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { rescuePairsTable } from './gameplay.sql.ts';

/**
 * A game day is a real day ÷ GAME_SPEED, so a pair's row this old is from a past one at any
 * speed of 1/7 or more; a row kept too long only costs space, one pruned too early a paid rescue.
 */
const PAIR_ROW_LIFETIME_MS = 7 * 24 * 3_600_000;

/** The refusal while the rescuer's cooldown runs: nothing changes, the end is in `details`. */
export function rescueCooldownError(endsAt: Date, now: Date): AppError {
  return new AppError(
    'jail.rescue_cooldown',
    409,
    `You must wait before another rescue: you can try again in ${describeDuration(endsAt.getTime() - now.getTime())}.`,
    { details: { rescueCooldownEndsAt: endsAt.toISOString() } },
  );
}

/** When the rescuer's cooldown after an attempt at `now` ends (real time: ÷ GAME_SPEED). */
export const rescueCooldownEnd = (rescuerLevel: number, now: Date, gameSpeed: number): Date =>
  new Date(now.getTime() + scaleDuration(rescueCooldownMs(rescuerLevel), gameSpeed));

/**
 * Claims one paid rescue of this pair for the game day of `now`, race-free: the upsert adds one
 * only while the count is below the cap, so of concurrent claims at most the cap succeed.
 * Returns whether this rescue pays.
 */
export async function claimPairPay(
  tx: Pick<Db, 'insert'>,
  pair: { rescuerId: string; prisonerId: string },
  now: Date,
  gameSpeed: number,
): Promise<boolean> {
  const t = rescuePairsTable;
  const rows = await tx
    .insert(t)
    .values({ ...pair, gameDay: gameDay(now.getTime(), gameSpeed), paid: 1, lastPaidAt: now })
    .onConflictDoUpdate({
      target: [t.rescuerId, t.prisonerId, t.gameDay],
      set: { paid: sql`${t.paid} + 1`, lastPaidAt: now },
      setWhere: sql`${t.paid} < ${GameConstants.jail.paidRescuesPerPairPerGameDay}`,
    })
    .returning({ paid: t.paid });
  return rows.length > 0;
}

/** What a paid rescue earns the rescuer under today's fatigue, and the effort it adds to the day. */
export function rescueReward(
  rescuer: { level: number; effortDay: string | null; effortMs: number },
  jailing: { level: number | null; maxExperience: number | null },
  now: Date,
  gameSpeed: number,
): { experience: number; effortDay: string | null; effortMs: number } {
  const effort = { day: rescuer.effortDay, ms: rescuer.effortMs };
  // A prisoner no deed jailed (a caught rescuer) is worth nothing to break out.
  if (jailing.level === null || jailing.maxExperience === null) return { experience: 0, ...unchanged(effort) };
  const base = rescuerExperience({
    jailingDeedLevel: jailing.level,
    jailingDeedMaxExperience: jailing.maxExperience,
    rescuerLevel: rescuer.level,
  });
  const experience = Math.round(base * fatigueFactor(effortToday(effort, now.getTime(), gameSpeed)));
  if (experience <= 0) return { experience: 0, ...unchanged(effort) };
  const after = addEffort(effort, now.getTime(), rescueEffortMs(jailing.level, rescuer.level), gameSpeed);
  return { experience, effortDay: after.day, effortMs: after.ms };
}

const unchanged = (effort: { day: string | null; ms: number }) => ({ effortDay: effort.day, effortMs: effort.ms });

/** The scheduled clean-up (housekeeping.ts): pair counts of past game days. */
export async function pruneRescuePairs(db: Db, now: Date): Promise<void> {
  await db.delete(rescuePairsTable).where(lt(rescuePairsTable.lastPaidAt, new Date(now.getTime() - PAIR_ROW_LIFETIME_MS)));
}
