import { GameConstants } from './constants.ts';
import { experienceForLevel, experienceToReachLevel } from './xp.ts';

/**
 * Experience between the start of a level and the next threshold (0 at the maximum level).
 *
 * @example
 * ```ts
 * levelSpan(1); // 134
 * levelSpan(2); // 272
 * levelSpan(100); // 0
 * ```
 */
export function levelSpan(level: number): number {
  // The top level has no next threshold, so nothing to bank towards.
  if (level >= GameConstants.experience.maxLevel) return 0;
  return Math.max(0, experienceForLevel(level) - experienceToReachLevel(level));
}

/**
 * The most rested experience a character of this level can bank: 50% of the level's span.
 *
 * @example
 * ```ts
 * restedCap(2); // 136
 * ```
 */
export function restedCap(level: number): number {
  return Math.floor(levelSpan(level) * GameConstants.rested.maxShare);
}

/**
 * Banks rested experience for idle time (time without deeds, at `GAME_SPEED` 1): 2% of the
 * current level's span per hour, in proportion, never above {@link restedCap}. A bank already
 * above the cap (after a level-up shrank nothing, the span only grows) is kept as it is.
 *
 * @example
 * ```ts
 * accrueRested({ bank: 0, level: 2, idleMs: 3_600_000 }); // 5  (2% of 272)
 * accrueRested({ bank: 0, level: 2, idleMs: 100 * 3_600_000 }); // 136 (the cap)
 * ```
 */
export function accrueRested(input: { bank: number; level: number; idleMs: number }): number {
  const bank = Math.max(0, Math.floor(input.bank));
  const hours = Math.max(0, input.idleMs) / GameConstants.time.hourMs;
  const earned = Math.floor(hours * GameConstants.rested.sharePerHour * levelSpan(input.level));
  const cap = restedCap(input.level);
  if (bank >= cap) return bank;
  return Math.min(cap, bank + earned);
}

/**
 * Rested experience doubles a gain while it lasts: the bonus is the smaller of the gain and
 * the bank, and leaves the bank.
 *
 * @example
 * ```ts
 * applyRested(30, 100); // { bonus: 30, bank: 70 }
 * applyRested(30, 10); // { bonus: 10, bank: 0 }
 * ```
 */
export function applyRested(gained: number, bank: number): { bonus: number; bank: number } {
  const bonus = Math.max(0, Math.min(Math.floor(gained), Math.floor(bank)));
  return { bonus, bank: Math.max(0, Math.floor(bank) - bonus) };
}

/**
 * The UTC day of a moment, as `YYYY-MM-DD` (fatigue counts per UTC day).
 *
 * @example
 * ```ts
 * utcDay(Date.UTC(2026, 10, 22, 23, 59)); // '2026-11-22'
 * ```
 */
export function utcDay(nowMs: number): string {
  if (nowMs >= lastDay.startMs && nowMs < lastDay.startMs + DAY_MS) return lastDay.day;
  const day = new Date(nowMs).toISOString().slice(0, 10);
  lastDay = { startMs: nowMs - (((nowMs % DAY_MS) + DAY_MS) % DAY_MS), day };
  return day;
}

const DAY_MS = 86_400_000;
/**
 * The last day asked for: the server asks for today's on every view of a character, and the
 * ISO conversion was a visible share of that view's cost. Same answer, no hidden input.
 */
let lastDay = { startMs: Number.NaN, day: '' };

/**
 * The game day of a moment, the key fatigue counts by: a game day is a real day divided by
 * `GAME_SPEED` (see `docs/game-rules.md`, "Daily rhythm"), so at speed 1 it is the UTC day
 * (`YYYY-MM-DD`, as stored before game days existed) and at speed 60 it lasts 24 real minutes
 * (`g<index>x<speed>`: the index of the game day since the epoch at that speed). A speed that
 * is not a positive finite number counts as 1.
 *
 * @example
 * ```ts
 * gameDay(Date.UTC(2026, 10, 22, 23, 59)); // '2026-11-22'
 * gameDay(Date.UTC(2026, 10, 22, 0, 23), 60) === gameDay(Date.UTC(2026, 10, 22, 0, 0), 60); // true
 * gameDay(Date.UTC(2026, 10, 22, 0, 24), 60) === gameDay(Date.UTC(2026, 10, 22, 0, 0), 60); // false
 * ```
 */
export function gameDay(nowMs: number, gameSpeed = 1): string {
  const speed = Number.isFinite(gameSpeed) && gameSpeed > 0 ? gameSpeed : 1;
  if (speed === 1) return utcDay(nowMs);
  return `g${Math.floor((nowMs * speed) / DAY_MS)}x${speed}`;
}

/**
 * Deed effort a character has spent: the sum of the deed cooldowns (at `GAME_SPEED` 1) begun
 * on one game day ({@link gameDay}).
 *
 * @example
 * ```ts
 * const effort: Effort = { day: '2026-11-22', ms: 3_600_000 };
 * ```
 */
export interface Effort {
  day: string | null;
  ms: number;
}

/**
 * Effort spent today: the stored sum when it is from the current game day, else 0.
 *
 * @example
 * ```ts
 * effortToday({ day: '2026-11-22', ms: 600_000 }, Date.UTC(2026, 10, 22, 12)); // 600_000
 * effortToday({ day: '2026-11-21', ms: 600_000 }, Date.UTC(2026, 10, 22, 12)); // 0
 * ```
 */
export function effortToday(effort: Effort, nowMs: number, gameSpeed = 1): number {
  return effort.day === gameDay(nowMs, gameSpeed) ? Math.max(0, effort.ms) : 0;
}

/**
 * Adds effort (a deed cooldown at speed 1, or a rescue's, see `rescueEffortMs`) to the current
 * game day's (a new game day starts from 0).
 *
 * @example
 * ```ts
 * addEffort({ day: '2026-11-21', ms: 900_000 }, Date.UTC(2026, 10, 22, 1), 60_000); // { day: '2026-11-22', ms: 60_000 }
 * ```
 */
export function addEffort(effort: Effort, nowMs: number, cooldownMs: number, gameSpeed = 1): Effort {
  return { day: gameDay(nowMs, gameSpeed), ms: effortToday(effort, nowMs, gameSpeed) + Math.max(0, cooldownMs) };
}

/**
 * Fatigue factor on deed rewards for the effort already spent today: 1, then 0.5 from 3 hours
 * of deed cooldowns, 0.2 from 6 hours.
 *
 * @example
 * ```ts
 * fatigueFactor(0); // 1
 * fatigueFactor(3 * 3_600_000); // 0.5
 * fatigueFactor(6 * 3_600_000); // 0.2
 * ```
 */
export function fatigueFactor(effortTodayMs: number): number {
  let factor = 1;
  for (const tier of GameConstants.fatigue.tiers) if (effortTodayMs >= tier.afterMs) factor = tier.factor;
  return factor;
}
