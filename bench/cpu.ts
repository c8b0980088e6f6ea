// CPU per request of the hot reads against a raw one-row read on the same database, in one
// process (`npm run bench:cpu`). On a shared machine wrk's req/s move with the neighbours' load;
// CPU time spent per answer does much less, so this is the figure to compare before and after a
// change. The game's calls go through the real app (`buildApp`, every hook, the session, the
// serialiser) by `inject`, 50 at a time as wrk sends them; the raw read is
// `SELECT ... WHERE id = $1` on a table of its own through the same driver, 50 callers at once
// (as bench/baselines/raw-db.ts). On PostgreSQL the CPU of the database's own processes serving
// this database is added to the server's (both sides pay it). `inject` skips the socket and HTTP
// parsing, which a real client adds to every call: the shares here are an upper bound of wrk's.
//
// CPU_CALLS (default 3000) calls per measurement, CPU_ROUNDS (default 3) rounds, median
// reported; CPU_PLAYERS (default 20) players. PostgreSQL runs when one answers (bench/lib/postgres.ts);
// CPU_PGLITE_ONLY=1 or CPU_POSTGRES_ONLY=1 measures one database.
import os from 'node:os';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { seed } from '../apps/server/src/seed/seed.ts';
import { median } from './lib/doc.ts';
import { type GameDatabase, json, pgliteDatabase, playerAddress } from './lib/game.ts';
import { postgresDatabase } from './lib/postgres.ts';
import { backendsCpuBetween, backendsCpuMs, envInt } from './lib/processes.ts';

const CALLS = envInt('CPU_CALLS', 3000);
const ROUNDS = envInt('CPU_ROUNDS', 3);
const PLAYERS = envInt('CPU_PLAYERS', 20);
const CALLERS = 50;
const RAW_TABLE = 'bench_cpu_rows';

const GAME_CALLS = ['/api/deeds', '/api/character/active', '/api/auth/account'] as const;

/** The database's own processes, by pid (PostgreSQL); none on PGlite, whose engine runs in this process. */
const databaseCpuMs = async (database: Database, postgres: boolean) =>
  postgres ? backendsCpuMs(database) : new Map<number, number>();

/** CPU microseconds per call of `call`, run `CALLS` times by 50 callers at once. */
async function cpuPerCall(database: Database, postgres: boolean, call: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const caller = async () => {
    while (next < CALLS) await call(next++);
  };
  const dbBefore = await databaseCpuMs(database, postgres);
  const before = process.cpuUsage();
  await Promise.all(Array.from({ length: CALLERS }, caller));
  const used = process.cpuUsage(before);
  const dbUsed = backendsCpuBetween(dbBefore, await databaseCpuMs(database, postgres));
  return (used.user + used.system + dbUsed * 1000) / CALLS;
}

async function measure(target: GameDatabase): Promise<void> {
  const env = { ...process.env, ...target.env };
  const postgres = Boolean(env.DATABASE_URL);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', HASH_QUEUE: '10000', HASH_BUSY_SHARE: '1', TRUST_PROXY: '1' }),
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: env.DATA_DIR ?? 'data',
  };
  const database = await openDatabase(config);
  await migrate(database);
  await seed(database.db, new Date());
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const cookies: string[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const headers = { ...json, 'x-forwarded-for': playerAddress(i) };
      const email = `cpu-${i}-${process.pid}@example.com`;
      const reg = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { email, password: 'cpu bench password' },
      });
      const cookie = reg.headers['set-cookie']?.toString().split(';')[0] ?? '';
      const made = await app.inject({
        method: 'POST',
        url: '/api/character/create',
        headers: { ...headers, cookie },
        payload: { name: `Cpu${i}x${process.pid % 10_000}`, bio: 'Measured.' },
      });
      if (made.statusCode !== 201) throw new Error(`character create answered ${made.statusCode}: ${made.body}`);
      cookies.push(cookie);
    }
    await database.query(`DROP TABLE IF EXISTS ${RAW_TABLE}`);
    await database.query(
      `CREATE TABLE ${RAW_TABLE} (id integer PRIMARY KEY, counter bigint NOT NULL DEFAULT 0, name text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
    );
    await database.query(`INSERT INTO ${RAW_TABLE} (id, name) SELECT g, 'row ' || g FROM generate_series(1, $1::integer) g`, [
      CALLERS,
    ]);

    const raw = async (i: number) => {
      await database.query(`SELECT id, counter, name, updated_at FROM ${RAW_TABLE} WHERE id = $1`, [(i % CALLERS) + 1]);
    };
    const game = (url: string) => async (i: number) => {
      const p = i % PLAYERS;
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { cookie: cookies[p] ?? '', 'x-forwarded-for': playerAddress(p) },
      });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    };
    const sizes = Object.fromEntries(
      await Promise.all(
        GAME_CALLS.map(async (url) => [url, (await app.inject({ url, headers: { cookie: cookies[0] ?? '' } })).body.length]),
      ),
    );

    const results = new Map<string, number[]>();
    const record = (name: string, us: number) => results.set(name, [...(results.get(name) ?? []), us]);
    // One warm-up pass of everything (prepared statements, caches, pools), then the rounds.
    for (let round = -1; round < ROUNDS; round += 1) {
      for (const [name, call] of [['raw', raw] as const, ...GAME_CALLS.map((url) => [url, game(url)] as const)]) {
        const us = await cpuPerCall(database, postgres, call);
        if (round >= 0) record(name, us);
      }
    }
    const rawUs = median(results.get('raw') ?? []);
    console.log(
      `\n${target.label}: CPU per call, median of ${ROUNDS} rounds of ${CALLS} calls by ${CALLERS} callers (load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')})`,
    );
    console.log(`| call | CPU per call | raw one-row read / call | answer bytes |`);
    console.log('| --- | ---: | ---: | ---: |');
    console.log(`| raw one-row read | ${rawUs.toFixed(0)} µs | 1.00 | |`);
    for (const url of GAME_CALLS) {
      const us = median(results.get(url) ?? []);
      console.log(`| \`GET ${url}\` | ${us.toFixed(0)} µs | **${(rawUs / us).toFixed(2)}** | ${sizes[url]} |`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

if (!process.env.CPU_POSTGRES_ONLY) {
  const pglite = pgliteDatabase();
  try {
    await measure(pglite);
  } finally {
    await pglite.drop();
  }
}
const pg = process.env.CPU_PGLITE_ONLY ? null : await postgresDatabase();
if (pg) {
  try {
    await measure(pg);
  } finally {
    await pg.drop();
  }
}
