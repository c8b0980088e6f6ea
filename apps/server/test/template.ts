import { PGlite } from '@electric-sql/pglite';
import { connectPostgres, wrapPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/seed.ts';

/** The seeded world's clock: fixed, so seeded dates are stable in tests. */
export const SEED_TIME = new Date('2026-01-01T00:00:00Z');

/** Builds one migrated, seeded PGlite database and returns it as a gzip tarball. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await migrate(database);
  await seed(database.db, SEED_TIME);
  const blob = await client.dumpDataDir('gzip');
  await client.close();
  return blob;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates a migrated, seeded PostgreSQL database to clone each test file's database from. */
export async function buildPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = connectPostgres(adminUrl, { max: 1 });
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quote(name)}`);
  } finally {
    await admin.close();
  }
  const database = connectPostgres(withDatabase(adminUrl, name), { max: 1 });
  try {
    await migrate(database);
    await seed(database.db, SEED_TIME);
  } finally {
    await database.close();
  }
}

export async function dropPostgresDatabases(adminUrl: string, prefix: string): Promise<void> {
  const admin = connectPostgres(adminUrl, { max: 1 });
  try {
    const rows = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export { quote };
