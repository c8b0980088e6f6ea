// Players per server: simulated players (bench/lib/players-model.ts, written down in
// docs/capacity.md) ramp up in steps until the p99 of their calls passes 250 ms or more than
// 0.1% of them fail; the answer is the most players held for the whole hold (2 minutes), on
// PGlite, on PostgreSQL with one instance and with two. Writes its section of
// docs/performance.md.
//
//   npm run bench:players
//   npm run players -w @tod/bench -- --quick --no-write         # short steps, print only
//   npm run players -w @tod/bench -- --cases=postgres-2 --steps=2000,4000
//   npm run players -w @tod/bench -- --cases=pglite --steps=200,400 --keep-going --no-write
//                                  # CPU per player (docs/capacity.md, "Cost per player")
//   BENCH_CPU_PROF=/tmp/prof npm run players -w @tod/bench -- --no-write
//                                  # each game server writes a CPU profile when it stops
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { percentile, writeSection } from './lib/doc.ts';
import {
  BENCH_PASSWORD,
  buildServer,
  buildWebIfMissing,
  type GameDatabase,
  type GameServer,
  pgliteDatabase,
  playerAddress,
  startGameServer,
} from './lib/game.ts';
import { type Calibration, type DatabaseCpu, calibrate, databaseCpu } from './lib/players-cost.ts';
import { preparePlayersBySql } from './lib/players-prepare.ts';
import { characterIdOf, profileOf, signsIn } from './lib/players-model.ts';
import { COSTED_ERROR_SHARE, type CaseResult, END, START, type StepResult, costOf, num, section } from './lib/players-report.ts';
import type { PlayerSpec, ToWorker, WorkerReport } from './lib/players-worker.ts';
import { postgresDatabase } from './lib/postgres.ts';
import { cpuMs, sleep, runBench } from './lib/processes.ts';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const QUICK = argv.includes('--quick');
/** Measure each call kind's CPU before the first step (players-cost.ts); `--no-costs` skips it. */
const COSTS = !argv.includes('--no-costs');
/** Runs every step even past one not held: for the CPU per player on a machine too busy for latency. */
const KEEP_GOING = argv.includes('--keep-going');
const CALIBRATION_PLAYERS = 100;
const WRITE_DOC = !argv.includes('--no-write') && !QUICK;
const CASES = (flag('cases') ?? 'pglite,postgres,postgres-2').split(',');
const HOLD_S = Number(flag('hold') ?? (QUICK ? 20 : 120));
/** New players arrive spread over this long, then the hold begins. */
const RAMP_S = QUICK ? 10 : 30;
const GENERATORS = Number(process.env.BENCH_GENERATORS ?? 2);
const P99_LIMIT_MS = 250;
const ERROR_LIMIT = 0.001;
const DEFAULT_STEPS: Record<string, number[]> = {
  pglite: [100, 250, 500, 1000, 2000, 3000, 4000, 5000, 6000, 8000],
  postgres: [100, 250, 500, 1000, 2000, 4000, 6000, 8000, 10000, 12000],
  'postgres-2': [100, 250, 500, 1000, 2000, 4000, 6000, 8000, 10000, 12000, 15000],
};
const stepsOf = (kind: string) => flag('steps')?.split(',').map(Number) ?? (QUICK ? [100, 300] : (DEFAULT_STEPS[kind] ?? []));
// Cooldowns and jail pass at once on the server; the players keep real time (players-model.ts).
const GAME_ENV = { GAME_SPEED: '100000', TRUST_PROXY: '1' };

interface Generator {
  child: ChildProcess;
  reports: WorkerReport[];
}

function startGenerators(bases: string[]): Promise<Generator[]> {
  const started = Array.from({ length: GENERATORS }, () => {
    const child = fork(fileURLToPath(new URL('./lib/players-worker.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const generator: Generator = { child, reports: [] };
    return new Promise<Generator>((resolve, reject) => {
      child.on('message', (m: WorkerReport | { type: 'ready' | 'stopped' }) => {
        if (m.type === 'report') generator.reports.push(m);
        if (m.type === 'ready') {
          child.send({ type: 'start', bases } satisfies ToWorker);
          resolve(generator);
        }
      });
      child.on('exit', (code) => reject(new Error(`a load generator exited (${code}) before it was ready`)));
    });
  });
  return Promise.all(started);
}

async function stopGenerators(generators: Generator[]): Promise<void> {
  await Promise.all(
    generators.map(
      (g) =>
        new Promise<void>((resolve) => {
          const killer = setTimeout(() => g.child.kill('SIGKILL'), 10_000);
          g.child.on('exit', () => {
            clearTimeout(killer);
            resolve();
          });
          g.child.send({ type: 'stop' } satisfies ToWorker);
        }),
    ),
  );
}

/** What the generators reported since `from` (index into each one's reports). */
function summarise(generators: Generator[], from: number[]) {
  const latencies: number[] = [];
  const byCall = new Map<string, number[]>();
  let errors = 0;
  const errorsByCall: Record<string, number> = {};
  const refusals: Record<string, number> = {};
  const counts: Record<string, number> = {};
  const samples: string[] = [];
  generators.forEach((g, i) => {
    for (const r of g.reports.slice(from[i])) {
      for (const [name, values] of Object.entries(r.latencies)) {
        for (const v of values) latencies.push(v);
        const list = byCall.get(name) ?? [];
        for (const v of values) list.push(v);
        byCall.set(name, list);
      }
      for (const [name, n] of Object.entries(r.errors)) {
        errors += n;
        errorsByCall[name] = (errorsByCall[name] ?? 0) + n;
      }
      for (const [key, n] of Object.entries(r.refusals)) refusals[key] = (refusals[key] ?? 0) + n;
      for (const [key, n] of Object.entries(r.counts)) counts[key] = (counts[key] ?? 0) + n;
      samples.push(...r.samples.slice(0, 3 - Math.min(3, samples.length)));
    }
  });
  latencies.sort((a, b) => a - b);
  const calls = [...byCall].map(([name, values]) => {
    values.sort((a, b) => a - b);
    return { name, count: values.length, p99: percentile(values, 0.99) };
  });
  calls.sort((a, b) => b.p99 - a.p99);
  return {
    requests: latencies.length,
    errors,
    errorsByCall,
    refusals,
    counts,
    samples,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    calls,
  };
}

async function runCase(kind: string): Promise<CaseResult | null> {
  const instances = kind === 'postgres-2' ? 2 : 1;
  const db: GameDatabase | null = kind === 'pglite' ? pgliteDatabase() : await postgresDatabase();
  if (!db) return null;
  const label = `${db.label}${db.label === 'PostgreSQL' ? `, ${instances} instance${instances > 1 ? 's' : ''}` : ''}`;
  const steps = stepsOf(kind);
  const most = Math.max(...steps);
  const servers: GameServer[] = [];
  let generators: Generator[] = [];
  let dbCpu: DatabaseCpu | null = null;
  try {
    console.log(`${label}: preparing ${most} players`);
    // The last few are the calibration's own (players-cost.ts), never among the simulated ones.
    const prepared = await preparePlayersBySql(db, most + (COSTS ? CALIBRATION_PLAYERS : 0), GAME_ENV);
    const { cityId } = prepared;
    const players = prepared.players.slice(0, most);
    for (let i = 0; i < instances; i += 1) servers.push(await startGameServer(db, GAME_ENV));
    await sleep(2_000);
    const idle = servers.reduce((sum, s) => sum + (s.rssNow() ?? 0), 0);
    dbCpu = await databaseCpu(db);
    let calibration: Calibration | null = null;
    if (COSTS) {
      console.log('  CPU per call, on the idle server (about a minute)');
      calibration = await calibrate(servers[0]!, dbCpu, prepared.players.slice(most), cityId);
      for (const c of calibration.calls)
        console.log(`    ${c.name}: ${c.serverMs.toFixed(2)} ms${dbCpu ? ` + PostgreSQL ${c.databaseMs.toFixed(2)} ms` : ''}`);
      console.log(
        `    a held connection: ${(calibration.heldHeapBytes / 1024).toFixed(1)} KiB of heap, ${(calibration.heldRssBytes / 1024).toFixed(1)} KiB resident`,
      );
    }
    generators = await startGenerators(servers.map((s) => s.base));
    const results: StepResult[] = [];
    let online = 0;
    for (const target of steps) {
      const arriving = players.slice(online, target).map(
        (p, k): PlayerSpec => ({
          index: p.index,
          cookie: p.cookie,
          email: p.email,
          password: BENCH_PASSWORD,
          address: playerAddress(p.index),
          profile: profileOf(p.index),
          signIn: signsIn(p.index),
          target: p.index % instances,
          characterId: characterIdOf(p.index),
          cityId,
          arriveInMs: (k / Math.max(1, target - online)) * RAMP_S * 1000,
        }),
      );
      generators.forEach((g, i) => {
        g.child.send({ type: 'add', players: arriving.filter((_, k) => k % generators.length === i) } satisfies ToWorker);
      });
      online = target;
      console.log(`  ${target} players: arriving over ${RAMP_S} s, then held ${HOLD_S} s`);
      await sleep(RAMP_S * 1000 + 5_000);
      const from = generators.map((g) => g.reports.length);
      const cpu0 = servers.map((s) => cpuMs(s.pid) ?? 0);
      const gen0 = generators.map((g) => cpuMs(g.child.pid) ?? 0);
      const stopDb = await dbCpu?.start();
      let rssPeak = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < HOLD_S * 1000) {
        await sleep(1_000);
        rssPeak = Math.max(
          rssPeak,
          servers.reduce((sum, s) => sum + (s.rssNow() ?? 0), 0),
        );
      }
      const seconds = (performance.now() - t0) / 1000;
      const s = summarise(generators, from);
      console.log(`      online: ${generators.map((g) => g.reports.at(-1)?.online).join(', ')}`);
      const serverCores = servers.reduce((sum, srv, i) => sum + ((cpuMs(srv.pid) ?? 0) - cpu0[i]!), 0) / 1000 / seconds;
      const generatorCores = generators.reduce((sum, g, i) => sum + ((cpuMs(g.child.pid) ?? 0) - gen0[i]!), 0) / 1000 / seconds;
      const databaseCores = ((await stopDb?.()) ?? 0) / 1000 / seconds;
      const callsPerSecond = Object.fromEntries(Object.entries(s.counts).map(([name, n]) => [name, n / seconds]));
      const errorShare = s.errors / Math.max(1, s.requests + s.errors);
      const held = s.p99 <= P99_LIMIT_MS && errorShare <= ERROR_LIMIT;
      const step: StepResult = {
        players: target,
        requestsPerSecond: (s.requests + s.errors) / seconds,
        p50: s.p50,
        p99: s.p99,
        errorShare,
        held,
        rssPeak,
        serverCores,
        generatorCores,
        databaseCores,
        callsPerSecond,
        loadAverage: os.loadavg()[0] ?? 0,
        slowest: s.calls.slice(0, 3),
        errorsByCall: s.errorsByCall,
        refusals: s.refusals,
        samples: s.samples,
      };
      results.push(step);
      console.log(
        `    ${held ? 'held' : 'NOT held'}: ${Math.round(step.requestsPerSecond)} req/s, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, ` +
          `errors ${(errorShare * 100).toFixed(3)}%, server RSS ${(rssPeak / 2 ** 20).toFixed(0)} MiB, ` +
          `cores: server ${serverCores.toFixed(2)}${dbCpu ? `, PostgreSQL ${databaseCores.toFixed(2)}` : ''}, players ${generatorCores.toFixed(2)}; load ${step.loadAverage.toFixed(1)}`,
      );
      const cost = costOf(step, instances);
      console.log(
        `      per 1,000 players: server ${cost.server.toFixed(3)} cores${dbCpu ? `, PostgreSQL ${cost.database.toFixed(3)}` : ''}, ` +
          `players ${cost.generators.toFixed(3)}; ` +
          (errorShare <= COSTED_ERROR_SHARE
            ? `2 cores hold about ${num(cost.machinePlayers)} players (${num(cost.serverPlayers)} with the players on another machine)`
            : 'too many calls failed for a cost per player'),
      );
      console.log(`      slowest: ${step.slowest.map((c) => `${c.name} p99 ${c.p99.toFixed(0)} ms (${c.count})`).join('; ')}`);
      if (s.errors > 0) console.log(`      errors: ${JSON.stringify(s.errorsByCall)} ${s.samples.join(' | ')}`);
      const refused = Object.entries(s.refusals).sort((a, b) => b[1] - a[1]);
      if (refused.length > 0)
        console.log(
          `      refusals: ${refused
            .slice(0, 5)
            .map(([k, n]) => `${k} x${n}`)
            .join('; ')}`,
        );
      if (!held && !KEEP_GOING) break;
    }
    return { label, instances, steps: results, rssIdle: idle, holdSeconds: HOLD_S, rampSeconds: RAMP_S, calibration };
  } finally {
    await dbCpu?.close();
    await stopGenerators(generators);
    for (const s of servers) await s.stop();
    await db.drop();
  }
}

async function main(): Promise<void> {
  buildWebIfMissing();
  buildServer();
  const results: CaseResult[] = [];
  const skipped: string[] = [];
  const settings = {
    command: 'npm run bench:players',
    generators: GENERATORS,
    p99LimitMs: P99_LIMIT_MS,
    errorLimit: ERROR_LIMIT,
  };
  for (const kind of CASES) {
    const result = await runCase(kind);
    if (result) results.push(result);
    else skipped.push(`${kind}: not measured (no PostgreSQL answered).`);
    // Each case is written as it ends: a long run stopped later keeps what it measured.
    if (WRITE_DOC) writeSection(START, END, section(results, settings, skipped));
  }
  console.log(`\n${section(results, settings, skipped)}`);
}

runBench(main, 4 * 60 * 60_000);
