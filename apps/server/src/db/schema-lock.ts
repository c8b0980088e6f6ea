import type { Database } from './client.ts';

/**
 * The PostgreSQL advisory lock every instance holds while it migrates and seeds. Fixed for all
 * versions of the game, so an old and a new instance started together also take turns. Its
 * value is "tod" and "schema" in ASCII, unlikely to meet another application's key on a shared
 * server.
 */
export const SCHEMA_LOCK_KEY = 0x746f_6473_6368;

/**
 * Runs migrations and seeding (or one of them) one instance at a time. Several instances started
 * together on an empty PostgreSQL database otherwise each run the same `CREATE TABLE` and all but
 * one fail; with the lock the first applies everything and the others, once they hold it, find
 * nothing left to do (docs/operations.md, "Rollouts").
 */
export function withSchemaLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  return database.withAdvisoryLock(SCHEMA_LOCK_KEY, fn);
}
