import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { serverRoot } from '../paths.ts';
import { installChangeNotifications } from './change-notify.ts';
import type { Database } from './client.ts';

const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Where Drizzle's migrator records what it applied (its defaults, which we keep). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** The newest migration's timestamp in the journal (`when`, which Drizzle records as `created_at`). */
export function latestMigration(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Whether the database already holds every migration in the journal. Drizzle's migrator applies
 * a migration when the newest `created_at` recorded is older than the migration's `when`; when
 * it is at least the journal's newest, it would apply nothing. Deciding that here takes two
 * small reads, where the migrator reads and hashes every migration file and runs DDL
 * (`CREATE SCHEMA/TABLE IF NOT EXISTS`) and an empty transaction, which on PGlite is most of a
 * restart's queries (docs/performance.md).
 */
export async function isMigrated(database: Database, folder = migrationsFolder): Promise<boolean> {
  const [table] = await database.query<{ present: boolean }>(`SELECT to_regclass('${MIGRATIONS_TABLE}') IS NOT NULL AS present`);
  if (!table?.present) return false;
  const [last] = await database.query<{ created_at: string | number | bigint | null }>(
    `SELECT created_at FROM ${MIGRATIONS_TABLE} ORDER BY created_at DESC LIMIT 1`,
  );
  return last?.created_at != null && Number(last.created_at) >= latestMigration(folder);
}

/** Applies every pending migration; safe to call at every start-up. */
export async function migrate(database: Database): Promise<void> {
  if (!(await isMigrated(database))) {
    const config = { migrationsFolder };
    if (database.kind === 'pglite') await migratePglite(database.db as never, config);
    else await migratePostgres(database.db as never, config);
  }
  await installChangeNotifications(database);
}
