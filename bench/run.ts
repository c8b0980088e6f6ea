// HTTP benchmark of the game server's hot calls, against a bare node:http server answering
// the same JSON, and against the database's own limit for a one-row statement of the same kind
// (bench/lib/raw-db.ts), on PGlite and (when one answers) PostgreSQL; plus chat post-to-stream latency,
// restart time and memory. Writes its section of docs/performance.md. Needs wrk on the PATH
// (`apt-get install wrk`). The chat fan-out at scale is `npm run bench:fanout` (fanout.ts).
//
//   npm run bench
//   BENCH_SECONDS=10 BENCH_PAIRS=5 npm run bench          # longer, steadier
//   BENCH_DATABASES=pglite npm run bench                  # one database only
//   npm run bench -w @tod/bench -- --no-write             # print only
//   BENCH_CPU_PROF=/tmp/prof npm run bench -w @tod/bench -- --no-write
//                                          # each game server writes a CPU profile (slower)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deliver, deliveryStats } from './lib/chat.ts';
import { median, writeSection } from './lib/doc.ts';
import {
  buildServer,
  type GameDatabase,
  type GameServer,
  json,
  pgliteDatabase,
  playerAddress,
  preparePlayers,
  startGameServer,
} from './lib/game.ts';
import { postgresDatabase } from './lib/postgres.ts';
import { measureRawBoth, pooled, type RawKind, type RawResult } from './lib/raw-db.ts';
import { type Child, envInt, freePort, runBench, sleep, startChild } from './lib/processes.ts';
import {
  type CallResult,
  type ChatResult,
  type DatabaseResult,
  END,
  START,
  type Target,
  section,
  targetMet,
} from './lib/report.ts';
import { openMany, openSseClient } from './lib/sse-clients.ts';
import { runWrk, wrkAvailable } from './lib/wrk.ts';

const SECONDS = envInt('BENCH_SECONDS', 5);
const PAIRS = envInt('BENCH_PAIRS', 3);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 50);
// Enough that the write call stays under each account's write limit (300 a minute) at the
// rates this machine reaches; refusals would show in "not 2xx".
const PLAYERS = envInt('BENCH_PLAYERS', 100);
const CHAT_CLIENTS = envInt('BENCH_CHAT_CLIENTS', 100);
const CHAT_MESSAGES = 5;
const RESTARTS = 3;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const WRITE_DOC = !process.argv.includes('--no-write');
// Players come from their own addresses (X-Forwarded-For, trusted here): see wrk.lua.
const GAME_ENV = { GAME_SPEED: '100000', TRUST_PROXY: '1' };

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  signedIn: boolean;
  target?: Target;
  /** The raw one-row statement this call is quoted against (issue #32). */
  raw?: RawKind;
}

function calls(deedId: string, database: string): Call[] {
  const account: Target = database === 'PGlite' ? { ratio: 0.25, p99Ms: 100 } : { ratio: 0.25 };
  // Issue #32: the calls players make all day against their database's own one-row limit.
  const read: Target = { ratio: 0.5, of: 'read', p99Ms: 100 };
  const write: Target = { ratio: 0.25, of: 'write', p99Ms: 100 };
  return [
    {
      name: 'unknown `/api` path, visitor (no database)',
      method: 'GET',
      path: '/api/bench-no-such-call',
      signedIn: false,
      target: { ratio: 0.8 },
    },
    { name: '`GET /api/auth/account`, signed in', method: 'GET', path: '/api/auth/account', signedIn: true, target: account },
    { name: '`GET /api/deeds`', method: 'GET', path: '/api/deeds', signedIn: true, raw: 'read', target: read },
    {
      name: '`GET /api/character/active`',
      method: 'GET',
      path: '/api/character/active',
      signedIn: true,
      raw: 'read',
      target: read,
    },
    {
      name: 'deed attempt (`POST /api/deeds/{id}/complete`, a write)',
      method: 'POST',
      path: `/api/deeds/${deedId}/complete`,
      signedIn: true,
      raw: 'write',
      target: write,
    },
  ];
}

/** The first level-1 deed: every new character may attempt it. */
async function firstDeedId(game: GameServer, cookie: string): Promise<string> {
  const res = await fetch(`${game.base}/api/deeds`, { headers: { cookie } });
  const deeds = (await res.json()) as Array<{ id: string; level: number }>;
  const deed = deeds.find((d) => d.level === 1);
  if (!deed) throw new Error(`no level-1 deed in ${JSON.stringify(deeds).slice(0, 200)}`);
  return deed.id;
}

async function measureCall(
  call: Call,
  game: GameServer,
  bare: Child & { base: string },
  files: { all: string },
): Promise<CallResult> {
  const options = { connections: CONNECTIONS, method: call.method, cookiesFile: call.signedIn ? files.all : undefined };
  for (const base of [bare.base, game.base]) await runWrk(`${base}${call.path}`, { ...options, seconds: 2 });
  const pairs: Array<{ game: Awaited<ReturnType<typeof runWrk>>; bare: Awaited<ReturnType<typeof runWrk>> }> = [];
  for (let i = 0; i < PAIRS; i += 1) {
    const run = (base: string) => runWrk(`${base}${call.path}`, { ...options, seconds: SECONDS });
    if (i % 2 === 0) {
      const b = await run(bare.base);
      pairs.push({ bare: b, game: await run(game.base) });
    } else {
      const g = await run(game.base);
      pairs.push({ game: g, bare: await run(bare.base) });
    }
  }
  const result: CallResult = {
    call: call.name,
    ratio: median(pairs.map((p) => p.game.requestsPerSecond / p.bare.requestsPerSecond)),
    gameRps: median(pairs.map((p) => p.game.requestsPerSecond)),
    bareRps: median(pairs.map((p) => p.bare.requestsPerSecond)),
    gameP99Ms: median(pairs.map((p) => p.game.p99Ms)),
    bareP99Ms: median(pairs.map((p) => p.bare.p99Ms)),
    non2xxShare: median(pairs.map((p) => p.game.non2xxShare)),
    target: call.target,
  };
  console.log(
    `  ${call.name.padEnd(58)} share ${result.ratio.toFixed(2)}  ${Math.round(result.gameRps)} req/s  ` +
      `p99 ${result.gameP99Ms.toFixed(1)} ms`,
  );
  return result;
}

/** Quotes each call against its raw baseline and prints whether its target is met. */
function againstRaw(results: CallResult[], list: Call[], raw: Record<RawKind, RawResult>): void {
  for (const [i, result] of results.entries()) {
    const kind = list[i]?.raw;
    if (kind) result.raw = { kind, share: result.gameRps / raw[kind].perSecond };
    const met = targetMet(result);
    if (met === null) continue;
    const share = result.raw ? `${result.raw.share.toFixed(2)} of raw ${result.raw.kind}` : `${result.ratio.toFixed(2)} of bare`;
    console.log(`  ${result.call.padEnd(58)} ${share}: ${met ? 'target met' : 'TARGET MISSED'}`);
  }
}

const rawOptions = () => ({ seconds: SECONDS, runs: PAIRS, callers: CONNECTIONS });

async function measureRaw(db: GameDatabase): Promise<Record<RawKind, RawResult>> {
  const raw = await measureRawBoth(db, rawOptions());
  console.log(
    `  raw one-row: read ${Math.round(raw.read.perSecond)}/s (p99 ${raw.read.p99Ms.toFixed(1)} ms), ` +
      `write ${Math.round(raw.write.perSecond)}/s (p99 ${raw.write.p99Ms.toFixed(1)} ms)`,
  );
  return raw;
}

async function measureChat(game: GameServer, cookies: string[]): Promise<ChatResult> {
  const port = await freePort();
  const bareBase = `http://127.0.0.1:${port}`;
  const bare = await startChild('bare SSE', 'bench/baselines/bare-sse.ts', { PORT: String(port) }, `${bareBase}/health`, {
    typescript: true,
  });
  const measure = async (feedPort: number, feedPath: string, send: (marker: string, i: number) => Promise<void>) => {
    // Readers spread over the players' sessions: one session holds at most 8 live connections.
    const clients = await openMany(CHAT_CLIENTS, (i) => openSseClient(feedPort, feedPath, cookies[i % cookies.length]));
    try {
      await deliver((m) => send(m, 0), clients, `warm-up-${Date.now()}`);
      const runs = [];
      for (let i = 1; i <= CHAT_MESSAGES; i += 1) {
        await sleep(300);
        runs.push(deliveryStats(await deliver((m) => send(m, i), clients, `measured-${i}-${Date.now()}`)));
      }
      return {
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        postMs: median(runs.map((r) => r.postMs)),
      };
    } finally {
      for (const c of clients) c.destroy();
    }
  };
  try {
    const bareStats = await measure(port, '/feed', async (marker) => {
      await fetch(`${bareBase}/send`, { method: 'POST', body: marker });
    });
    // One message a second per account: each message comes from the next player.
    const gameStats = await measure(game.port, '/api/shoutbox/feed', async (marker, i) => {
      const res = await fetch(`${game.base}/api/shoutbox/message`, {
        method: 'POST',
        headers: { ...json, cookie: cookies[i % cookies.length] ?? '', 'x-forwarded-for': playerAddress(i % cookies.length) },
        body: JSON.stringify({ message: marker }),
      });
      if (res.status !== 201) throw new Error(`chat post answered ${res.status}: ${await res.text()}`);
    });
    console.log(
      `  chat post-to-stream, ${CHAT_CLIENTS} readers: p99 ${gameStats.p99.toFixed(1)} ms (bare ${bareStats.p99.toFixed(1)} ms)`,
    );
    return { clients: CHAT_CLIENTS, game: gameStats, bare: bareStats };
  } finally {
    await bare.stop();
  }
}

async function measureDatabase(db: GameDatabase): Promise<DatabaseResult> {
  const measured = await measureServer(db);
  const rawAfter = await measureRaw(db);
  const raw = { read: pooled(measured.raw.read, rawAfter.read), write: pooled(measured.raw.write, rawAfter.write) };
  againstRaw(measured.calls, measured.list, raw);
  return { ...measured.result, calls: measured.calls, raw };
}

async function measureServer(
  db: GameDatabase,
): Promise<{ result: Omit<DatabaseResult, 'raw'>; calls: CallResult[]; list: Call[]; raw: Record<RawKind, RawResult> }> {
  console.log(`${db.label}: preparing ${PLAYERS} players`);
  const cookies = await preparePlayers(db, PLAYERS, GAME_ENV);
  const startMs: number[] = [];
  const startCpuMs: number[] = [];
  for (let i = 0; i < RESTARTS; i += 1) {
    const restarted = await startGameServer(db, GAME_ENV);
    startMs.push(restarted.startMs);
    if (restarted.startCpuMs !== null) startCpuMs.push(restarted.startCpuMs);
    await restarted.stop();
  }
  console.log(
    `  restart to healthy: ${startMs.map((v) => `${v.toFixed(0)} ms`).join(', ')} (CPU ${startCpuMs.map((v) => `${v.toFixed(0)} ms`).join(', ')})`,
  );
  // Before the game server starts: on PGlite the raw process must own the data directory.
  const rawBefore = await measureRaw(db);
  const game = await startGameServer(db, GAME_ENV);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tod-bench-http-'));
  let bare: (Child & { base: string }) | null = null;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, game.rssNow() ?? 0);
  }, 200);
  try {
    await sleep(3_000);
    // The first forced collection still returns pages lazily; the second reading is steadier.
    await game.memory();
    const idle = await game.memory();
    const list = calls(await firstDeedId(game, cookies[0] ?? ''), db.label);
    const answers: Record<string, { status: number; body: string }> = {};
    for (const call of list) {
      const res = await fetch(`${game.base}${call.path}`, {
        method: call.method,
        headers: call.signedIn ? { cookie: cookies[0] ?? '' } : {},
      });
      answers[call.path] = { status: res.status, body: await res.text() };
    }
    const files = { all: path.join(dir, 'cookies.txt'), answers: path.join(dir, 'answers.json') };
    writeFileSync(files.all, `${cookies.join('\n')}\n`);
    writeFileSync(files.answers, JSON.stringify(answers));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = await startChild(
      'bare http',
      'bench/baselines/bare-http.ts',
      { PORT: String(port), BARE_ANSWERS: files.answers },
      `${base}/health`,
      {
        typescript: true,
      },
    );
    bare = { ...child, base };
    const results: CallResult[] = [];
    for (const call of list) results.push(await measureCall(call, game, bare, files));
    const chat = await measureChat(game, cookies);
    return {
      result: {
        database: db.label,
        calls: results,
        chat,
        startMs,
        startCpuMs,
        rssIdle: idle.rss,
        heapIdle: idle.heapUsed,
        rssPeak: peak,
      },
      calls: results,
      list,
      raw: rawBefore,
    };
  } finally {
    clearInterval(sampler);
    await bare?.stop();
    await game.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!wrkAvailable()) {
    console.error('npm run bench needs wrk on the PATH: apt-get install wrk (or brew install wrk).');
    process.exit(2);
  }
  buildServer();
  const results: DatabaseResult[] = [];
  const skipped: string[] = [];
  for (const kind of DATABASES) {
    const db = kind === 'pglite' ? pgliteDatabase() : kind === 'postgres' ? await postgresDatabase() : null;
    if (!db) {
      skipped.push(`${kind}: not measured (${kind === 'postgres' ? 'no PostgreSQL answered' : 'unknown database'}).`);
      continue;
    }
    try {
      results.push(await measureDatabase(db));
    } finally {
      await db.drop();
    }
  }
  const settings = { seconds: SECONDS, pairs: PAIRS, connections: CONNECTIONS, players: PLAYERS, command: 'npm run bench' };
  const text = section(results, settings, skipped);
  console.log(`\n${text}`);
  if (WRITE_DOC) writeSection(START, END, text);
}

runBench(main, 60 * 60_000);
