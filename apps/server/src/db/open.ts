import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import { connectPostgres, type Database, wrapPglite } from './client.ts';
import { acquireDataDirLock } from './lock.ts';

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const database = connectPostgres(config.databaseUrl);
    await database.query('SELECT 1');
    return database;
  }
  const dir = path.resolve(config.dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create(path.join(dir, 'pglite'));
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
