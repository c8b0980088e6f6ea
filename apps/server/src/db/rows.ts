import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs raw SQL through Drizzle and returns its rows whichever the driver: postgres.js answers
 * an array, PGlite an object with `rows`. Numeric types may come back as strings: convert.
 */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const raw: unknown = await db.execute(query);
  return (Array.isArray(raw) ? raw : ((raw as { rows?: unknown[] }).rows ?? [])) as T[];
}
