// What one deed attempt costs by CPU against a raw one-row write on the same database
// (issue #32, docs/decisions/0047-deed-attempt-lean-write.md). CPU survives a busy machine where
// req/s does not: each attempt runs alone through the real app (`app.inject`, the session
// cookie, the rate limits, the whole route), one after another, and the process's CPU
// (`process.cpuUsage`) is divided by the attempts. On PostgreSQL the server backends' CPU is
// counted too (from /proc, the backends connected to this run's own database), and both
// databases count the statements the app sends.
//
//   npm run deed-cpu -w @tod/bench                     # PGlite, in a temporary directory
//   DEED_CPU_DATABASE=postgres npm run deed-cpu -w @tod/bench   # a fresh PostgreSQL database
//
// DEED_CPU_ATTEMPTS (default 400) attempts by DEED_CPU_PLAYERS (default 20) players; as many raw
// writes (`UPDATE ... SET counter = counter + 1 WHERE id = $1`, the statement of
// bench/baselines/raw-db.ts) one at a time. Prints a table and one `@@deed-cpu {...}` line.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, connectPostgres } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/seed/seed.ts';
import { playerAddress } from './lib/game.ts';
import { backendsCpuBetween, backendsCpuMs, envInt } from './lib/processes.ts';

const ATTEMPTS = envInt('DEED_CPU_ATTEMPTS', 400);
const PLAYERS = envInt('DEED_CPU_PLAYERS', 20);
const ON_POSTGRES = process.env.DEED_CPU_DATABASE === 'postgres';
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const RAW_TABLE = 'bench_deed_cpu_rows';

interface Place {
  database: Database;
  /** PostgreSQL: the database's name, whose backends' CPU is counted. */
  name: string | null;
  drop(): Promise<void>;
}

async function openPlace(): Promise<Place> {
  if (!ON_POSTGRES) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'deed-cpu-'));
    const database = await openDatabase({ databaseUrl: '', dataDir });
    return { database, name: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `tod_deed_cpu_${process.pid}`;
  const admin = connectPostgres(ADMIN_URL, { max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString());
  return {
    database,
    name,
    async drop() {
      const again = connectPostgres(ADMIN_URL, { max: 1 });
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => again.close());
    },
  };
}

/** The run's PostgreSQL backends, by pid (none on PGlite, whose engine runs in this process). */
const backendsOf = async (place: Place) => (place.name ? backendsCpuMs(place.database) : new Map<number, number>());

const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Measured {
  processMs: number;
  backendMs: number;
  statements: number;
}

/** Runs `count` calls of `one` one after another and returns the CPU and statements per call. */
async function perCall(place: Place, counter: { statements: number }, count: number, one: (i: number) => Promise<void>) {
  const backendBefore = await backendsOf(place);
  const statementsBefore = counter.statements;
  const before = processCpuMs();
  for (let i = 0; i < count; i += 1) await one(i);
  const processMs = processCpuMs() - before;
  const statements = counter.statements - statementsBefore;
  const backendMs = backendsCpuBetween(backendBefore, await backendsOf(place));
  return { processMs: processMs / count, backendMs: backendMs / count, statements: statements / count } satisfies Measured;
}

const place = await openPlace();
try {
  const { database } = place;
  await migrate(database);
  await seed(database.db, new Date());
  const config = loadConfig({ ...process.env, DATABASE_URL: '', GAME_SPEED: '100000', TRUST_PROXY: '1', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const counter = { statements: 0 };
  database.observe({ statement: () => (counter.statements += 1), transaction: () => (counter.statements += 1) });

  const players: Array<{ cookie: string; address: string }> = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const address = playerAddress(i);
    const headers = { 'x-forwarded-for': address };
    const email = `deed-cpu-${i}-${Date.now()}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { email, password: 'deed cpu pass 1' },
    });
    const cookie = registered.headers['set-cookie']?.toString().split(';')[0];
    if (registered.statusCode !== 201 || !cookie)
      throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
    const created = await app.inject({
      method: 'POST',
      url: '/api/character/create',
      headers: { ...headers, cookie },
      payload: { name: `Cpu${i}x${process.pid}`.slice(0, 20), bio: 'Works for the benchmark.' },
    });
    if (created.statusCode !== 201) throw new Error(`character create answered ${created.statusCode}: ${created.body}`);
    players.push({ cookie, address });
  }
  const list = await app.inject({ method: 'GET', url: '/api/deeds', headers: { cookie: players[0]!.cookie } });
  const deed = (list.json() as Array<{ id: string; level: number }>).find((d) => d.level === 1);
  if (!deed) throw new Error('no level-1 deed');

  const answers = new Map<string, number>();
  const attempt = async (i: number) => {
    const p = players[i % players.length]!;
    const res = await app.inject({
      method: 'POST',
      url: `/api/deeds/${deed.id}/complete`,
      headers: { cookie: p.cookie, 'x-forwarded-for': p.address },
    });
    const key = res.statusCode === 200 ? `200 success ${res.json().success}` : `${res.statusCode} ${res.json().code}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  };
  // Warm-up: every code path compiled, every statement prepared, every session read once.
  for (let i = 0; i < Math.min(ATTEMPTS, 100); i += 1) await attempt(i);
  answers.clear();
  const deedCost = await perCall(place, counter, ATTEMPTS, attempt);
  await app.close();

  await database.query(`DROP TABLE IF EXISTS ${RAW_TABLE}`);
  await database.query(
    `CREATE TABLE ${RAW_TABLE} (id integer PRIMARY KEY, counter bigint NOT NULL DEFAULT 0, name text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
  );
  await database.query(`INSERT INTO ${RAW_TABLE} (id, name) SELECT g, 'row ' || g FROM generate_series(1, 50) g`);
  const raw = (i: number) =>
    database
      .query(`UPDATE ${RAW_TABLE} SET counter = counter + 1, updated_at = now() WHERE id = $1`, [(i % 50) + 1])
      .then(() => {});
  for (let i = 0; i < 200; i += 1) await raw(i);
  const rawCost = await perCall(place, counter, ATTEMPTS * 4, raw);

  const total = (m: Measured) => m.processMs + m.backendMs;
  const ms = (n: number) => n.toFixed(2);
  const label = ON_POSTGRES ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${label}, ${ATTEMPTS} attempts by ${PLAYERS} players, one at a time; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('| per call | process CPU | backends CPU | total CPU | statements |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, m] of [
    ['deed attempt', deedCost],
    ['raw one-row write', rawCost],
  ] as const) {
    console.log(`| ${name} | ${ms(m.processMs)} ms | ${ms(m.backendMs)} ms | ${ms(total(m))} ms | ${m.statements.toFixed(2)} |`);
  }
  console.log(`raw / attempt by CPU: ${(total(rawCost) / total(deedCost)).toFixed(3)}`);
  console.log(`answers: ${[...answers].map(([k, n]) => `${k} x${n}`).join(', ')}`);
  process.stdout.write(
    `@@deed-cpu ${JSON.stringify({ database: label, attempt: deedCost, raw: rawCost, ratio: total(rawCost) / total(deedCost), answers: Object.fromEntries(answers), loadavg: os.loadavg() })}\n`,
  );
} finally {
  await place.database.close().catch(() => {});
  await place.drop();
}
