/**
 * A date formatter in the reader's own locale and time zone, made on its first use: building an
 * `Intl.DateTimeFormat` while the page's modules load costs a slow phone tens of milliseconds
 * of startup (docs/performance.md), most screens that import one never format a date at once.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): (date: Date | number) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    format ??= new Intl.DateTimeFormat(undefined, options);
    return format.format(date);
  };
}
