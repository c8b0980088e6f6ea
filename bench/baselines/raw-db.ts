// The database's own limit for the HTTP benchmark: one process opening the database exactly as
// the game server does (`openDatabase`: PGlite in-process on DATA_DIR, or PostgreSQL through the
// server's postgres.js pool) and running one one-row statement from RAW_CALLERS callers at once,
// each sending its next statement as soon as the last is answered. No HTTP, no framework.
//
// RAW_KIND=read: `SELECT` of one row by primary key. RAW_KIND=write: `UPDATE` of one row by
// primary key. The rows are a table of the benchmark's own (one row per caller, so callers never
// wait on each other's row locks), made here and dropped at the end. Prints one line
// `@@raw {"runs":[{statements, seconds, p50Us, p99Us}, ...]}`.
import { openDatabase } from '../../apps/server/src/db/open.ts';

const int = (name: string, fallback: number) => {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};
const KIND = process.env.RAW_KIND === 'write' ? 'write' : 'read';
const CALLERS = int('RAW_CALLERS', 50);
const SECONDS = int('RAW_SECONDS', 5);
const RUNS = int('RAW_RUNS', 1);
const WARM_UP_SECONDS = 2;
const TABLE = 'bench_raw_rows';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir: process.env.DATA_DIR ?? 'data' });
await database.query(`DROP TABLE IF EXISTS ${TABLE}`);
await database.query(
  `CREATE TABLE ${TABLE} (id integer PRIMARY KEY, counter bigint NOT NULL DEFAULT 0, name text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
);
await database.query(`INSERT INTO ${TABLE} (id, name) SELECT g, 'row ' || g FROM generate_series(1, $1::integer) g`, [CALLERS]);

const statement =
  KIND === 'read'
    ? `SELECT id, counter, name, updated_at FROM ${TABLE} WHERE id = $1`
    : `UPDATE ${TABLE} SET counter = counter + 1, updated_at = now() WHERE id = $1`;

async function run(seconds: number): Promise<{ statements: number; seconds: number; p50Us: number; p99Us: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const caller = async (id: number) => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await database.query(statement, [id]);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CALLERS }, (_, i) => caller(i + 1)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies[Math.max(0, Math.ceil(p * latencies.length) - 1)] ?? Number.NaN) * 1000;
  return { statements: latencies.length, seconds: elapsed, p50Us: at(0.5), p99Us: at(0.99) };
}

try {
  await run(WARM_UP_SECONDS);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await run(SECONDS));
  process.stdout.write(`@@raw ${JSON.stringify({ runs })}\n`);
} finally {
  await database.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await database.close();
}
