import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().default(sql`gen_random_uuid()`);

/** Every timestamp is timezone-aware and read as a JS Date. */
export const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A Date inside a raw `sql` template. Drizzle maps Dates only where it knows the column
 * (`eq(col, date)`, `.set({col: date})`); in raw SQL the postgres.js driver would receive a
 * bare Date and fail, so pass it as text with an explicit cast.
 */
export const tsParam = (d: Date) => sql`${d.toISOString()}::timestamptz`;
