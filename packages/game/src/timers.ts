import { GameConstants, scaleDuration } from './constants.ts';

/**
 * A point in time: a `Date`, epoch milliseconds, or an ISO date-time string (as JSON carries it).
 *
 * @example
 * ```ts
 * const t: TimeInput = '2025-01-01T00:00:00.000Z';
 * ```
 */
export type TimeInput = Date | number | string;

/**
 * Epoch milliseconds of a {@link TimeInput}; NaN when a string does not parse.
 *
 * @example
 * ```ts
 * toMs(new Date(5000)); // 5000
 * toMs('1970-01-01T00:00:01.000Z'); // 1000
 * toMs(42); // 42
 * ```
 */
export function toMs(time: TimeInput): number {
  if (typeof time === 'number') return time;
  if (typeof time === 'string') return Date.parse(time);
  return time.getTime();
}

/**
 * Whether a timed state (cooldown, jail, travel rest) is still active. With no end
 * (`null`/`undefined`/unparsable) it is not. It stays active until `now` is more than
 * `toleranceMs` (default 100 ms) past its end; then the action is available again.
 *
 * @example
 * ```ts
 * isActive(10_000, 9_000); // true  (ends in the future)
 * isActive(10_000, 10_100); // true  (within the 100 ms tolerance)
 * isActive(10_000, 10_101); // false (available)
 * isActive(null, 10_000); // false
 * ```
 */
export function isActive(
  endsAt: TimeInput | null | undefined,
  now: TimeInput,
  toleranceMs: number = GameConstants.timers.toleranceMs,
): boolean {
  if (endsAt === null || endsAt === undefined) return false;
  const end = toMs(endsAt);
  if (Number.isNaN(end)) return false;
  return toMs(now) - end <= toleranceMs;
}

/**
 * Milliseconds left until `endsAt` (never negative; 0 with no end).
 *
 * @example
 * ```ts
 * remainingMs(10_000, 7_500); // 2500
 * remainingMs(10_000, 12_000); // 0
 * remainingMs(null, 0); // 0
 * ```
 */
export function remainingMs(endsAt: TimeInput | null | undefined, now: TimeInput): number {
  if (endsAt === null || endsAt === undefined) return 0;
  const left = toMs(endsAt) - toMs(now);
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/**
 * When a timed state that starts at `now` ends: `now` plus the duration divided by the game speed.
 *
 * @example
 * ```ts
 * timerEndsAt(0, 60_000).getTime(); // 60000
 * timerEndsAt(new Date(0), 60_000, 2).getTime(); // 30000
 * ```
 */
export function timerEndsAt(now: TimeInput, durationMs: number, gameSpeed = 1): Date {
  return new Date(toMs(now) + scaleDuration(durationMs, gameSpeed));
}

/**
 * A countdown in hours, minutes and seconds. Partial seconds round up, so the display
 * reaches '0s' only when the time is up. Minutes and seconds are zero-padded after a
 * larger unit.
 *
 * @example
 * ```ts
 * formatCountdown(3_723_000); // '1h 02m 03s'
 * formatCountdown(245_000); // '4m 05s'
 * formatCountdown(11_200); // '12s'
 * formatCountdown(-5); // '0s'
 * ```
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}

/**
 * Whole minutes left until `endsAt`, rounded up (so "1 more minute" while any time is left);
 * 0 when it has passed or there is no end. The travel rest message uses it.
 *
 * @example
 * ```ts
 * minutesLeft(600_000, 0); // 10
 * minutesLeft(600_000, 599_000); // 1
 * minutesLeft(600_000, 600_000); // 0
 * ```
 */
export function minutesLeft(endsAt: TimeInput | null | undefined, now: TimeInput): number {
  return Math.ceil(remainingMs(endsAt, now) / GameConstants.time.minuteMs);
}

/**
 * A duration in words for messages: hours, minutes and seconds that are not zero, partial
 * seconds rounded up; '0 seconds' for nothing.
 *
 * @example
 * ```ts
 * describeDuration(300_000); // '5 minutes'
 * describeDuration(90_000); // '1 minute 30 seconds'
 * describeDuration(3_601_000); // '1 hour 1 second'
 * describeDuration(500); // '1 second'
 * describeDuration(0); // '0 seconds'
 * ```
 */
export function describeDuration(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const parts: [number, string][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return words.length > 0 ? words.join(' ') : '0 seconds';
}
