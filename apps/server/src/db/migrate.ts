import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies every pending migration; safe to call at every start-up. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migratePostgres(database.db as never, config);
}
