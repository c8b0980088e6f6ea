import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from './client.ts';
import { acquireDataDirLock } from './lock.ts';
import { type StartupLog, waitForDatabase } from './wait.ts';

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set (waiting up to
 * `databaseWaitMs` for it to answer), else PGlite in DATA_DIR.
 * The drivers load here, on demand: a server on PostgreSQL never loads PGlite, and on PGlite
 * the database starts opening (reading its files, compiling its WebAssembly) while Drizzle and
 * the PostgreSQL client load.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databaseWaitMs'>>,
  log: StartupLog = () => {},
): Promise<Database> {
  if (config.databaseUrl) {
    const { connectPostgres } = await import('./client.ts');
    const database = connectPostgres(config.databaseUrl);
    try {
      await waitForDatabase(database, config.databaseWaitMs ?? 0, log);
    } catch (err) {
      await database.close().catch(() => {});
      throw err;
    }
    return database;
  }
  const dir = path.resolve(config.dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const [client, { wrapPglite }] = await Promise.all([PGlite.create(path.join(dir, 'pglite')), import('./client.ts')]);
    const database = wrapPglite(client);
    return {
      ...database,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
