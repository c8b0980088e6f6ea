import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { serverRoot } from '../paths.ts';
import { installChangeNotifications } from './change-notify.ts';
import type { Database } from './client.ts';

const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Applies every pending migration; safe to call at every start-up. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migratePostgres(database.db as never, config);
  await installChangeNotifications(database);
}
