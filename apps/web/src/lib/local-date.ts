/**
 * Dates on the first screens (the home's announcements, the event log) in the reader's own time
 * zone, as `2026-11-27` and `2026-11-27 14:05`, read from the date's own fields rather than Intl.
 * The first Intl date format a page makes loads the browser's locale and time-zone data: about
 * 100 ms on this machine, four times that on the phone Lighthouse models, one long task in the
 * home's first paint (docs/performance.md, "Reading the mobile score").
 */
const twoDigits = (n: number) => String(n).padStart(2, '0');

export function localDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

export function localDateTime(iso: string): string {
  const date = new Date(iso);
  return `${localDate(iso)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
