// PostgreSQL for the HTTP benchmark, when one answers: BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the local default. Each run gets a fresh database, dropped at the end.
import { connectPostgres } from '../../apps/server/src/db/client.ts';
import type { GameDatabase } from './game.ts';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresDatabase(): Promise<GameDatabase | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || LOCAL;
  const admin = connectPostgres(adminUrl, { max: 1 });
  const name = `tod_bench_${process.pid}`;
  try {
    await Promise.race([
      admin.query('SELECT 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 3 s')), 3_000)),
    ]);
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.warn(`PostgreSQL at ${redact(adminUrl)} is not available (${(err as Error).message}): PGlite only.`);
    await admin.close().catch(() => {});
    return null;
  }
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const again = connectPostgres(adminUrl, { max: 1 });
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.close();
      }
    },
  };
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
