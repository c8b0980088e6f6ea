import { ModerationLimits } from '@tod/contracts';
import { lazyDateFormat } from '@/lib/date-format.ts';

const dateTime = lazyDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** When a mute or ban ends, in the reader's time; `null` is a permanent one. */
export function endsText(endsAt: string | null): string {
  return endsAt ? dateTime(new Date(endsAt)) : 'never';
}

export function formatDateTime(iso: string): string {
  return dateTime(new Date(iso));
}

/** Mute lengths a moderator picks from (real minutes, as the server counts them). */
export const MUTE_DURATIONS = [
  { minutes: 10, label: '10 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 24 * 60, label: '1 day' },
  { minutes: 7 * 24 * 60, label: '1 week' },
  { minutes: 30 * 24 * 60, label: '30 days' },
] as const;

/** `YYYY-MM-DDTHH:mm` in local time, the value a `datetime-local` input holds. */
export function localInputValue(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Whole minutes from `now` to a chosen local end time, or a message saying why it cannot be
 * used (the server takes a duration, the form asks for an end date).
 */
export function minutesUntil(value: string, now: number): { minutes: number } | { error: string } {
  const end = new Date(value).getTime();
  if (!value || Number.isNaN(end)) return { error: 'Choose when the ban ends.' };
  const minutes = Math.ceil((end - now) / 60_000);
  if (minutes < 1) return { error: 'The end must be in the future.' };
  if (minutes > ModerationLimits.durationMinutesMax)
    return { error: 'A timed ban lasts at most a year; choose Permanent instead.' };
  return { minutes };
}
