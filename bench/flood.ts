// Flood benchmark: how many reads signed-in players still get while a login or registration
// flood asks for a password hash with every request (new e-mail and client address each time,
// so no per-account or per-address limit stops it; only the hashing gate does). Measured with
// wrk on the production build, PGlite and (when one answers) PostgreSQL, with the default gate
// and with the gate opened wide (as before it existed). Writes its section of
// docs/performance.md. Target: reads during a flood >= 0.8 of reads alone.
//
//   npm run bench:flood
//   BENCH_SECONDS=10 BENCH_PAIRS=3 npm run bench:flood     # longer, steadier
//   BENCH_DATABASES=pglite npm run bench:flood             # one database only
//   BENCH_FLOODS=one-address,one-account npm run bench:flood # some floods only
//   npm run flood -w @tod/bench -- --no-write             # print only
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measuredLine, median, writeSection } from './lib/doc.ts';
import { buildServer, type GameDatabase, pgliteDatabase, preparePlayers, startGameServer } from './lib/game.ts';
import { postgresDatabase } from './lib/postgres.ts';
import { envInt, runBench, sleep } from './lib/processes.ts';
import { runWrk, type WrkResult, wrkAvailable } from './lib/wrk.ts';

const SECONDS = envInt('BENCH_SECONDS', 5);
const PAIRS = envInt('BENCH_PAIRS', 2);
const READERS = envInt('BENCH_CONNECTIONS', 20);
const FLOODERS = envInt('BENCH_FLOOD_CONNECTIONS', 50);
const PLAYERS = envInt('BENCH_PLAYERS', 10);
/** Seconds the flood runs before the reads start: its first burst (the queue filling) is over by then. */
const LEAD = envInt('BENCH_FLOOD_LEAD', 3);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const WRITE_DOC = !process.argv.includes('--no-write');
const TARGET = 0.8;
const READ_PATH = '/api/auth/account';
const FLOOD_SCRIPT = fileURLToPath(new URL('./lib/flood.lua', import.meta.url));

export const FLOOD_START = '<!-- bench:flood:start -->';
export const FLOOD_END = '<!-- bench:flood:end -->';

const GATES = [
  { label: 'bounded (default)', env: {} },
  {
    label: 'unbounded (64 at once, no refusal, no rest)',
    env: { HASH_CONCURRENCY: '64', HASH_QUEUE: '10000', HASH_BUSY_SHARE: '1' },
  },
] as const;
/**
 * `login`/`register`: a new e-mail and address each request (only the hashing gate stops it).
 * `one-address`: new e-mails from one address; `one-account`: one e-mail from new addresses:
 * the login limits lock them, and the refusals (429) must cost the server next to nothing.
 */
const FLOODS = ['login', 'register', 'one-address', 'one-account'] as const;
type Flood = (typeof FLOODS)[number];
const CHOSEN_FLOODS = (process.env.BENCH_FLOODS ?? FLOODS.join(',')).split(',') as Flood[];

interface FloodResult {
  requestsPerSecond: number;
  checkedPerSecond: number;
  busyShare: number;
  throttledPerSecond: number;
  otherShare: number;
  p99Ms: number;
}

interface Row {
  database: string;
  gate: string;
  flood: Flood;
  aloneRps: number;
  duringRps: number;
  ratio: number;
  duringP99Ms: number;
  attack: FloodResult;
}

function runFlood(base: string, kind: Flood, seconds: number): Promise<FloodResult> {
  const args = ['-t1', `-c${FLOODERS}`, `-d${seconds}s`, '--timeout', '10s', '-s', FLOOD_SCRIPT, base, '--', kind];
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { encoding: 'utf8' }, (err, stdout) => {
      const line = stdout.split('\n').find((l) => l.startsWith('@@flood '));
      if (!line) {
        reject(err ?? new Error(`wrk printed no flood summary:\n${stdout}`));
        return;
      }
      const r = JSON.parse(line.slice('@@flood '.length));
      const s = r.durationUs / 1e6;
      resolve({
        requestsPerSecond: r.requests / s,
        checkedPerSecond: r.checked / s,
        busyShare: r.requests > 0 ? r.busy / r.requests : 0,
        throttledPerSecond: r.throttled / s,
        otherShare: r.requests > 0 ? r.other / r.requests : 0,
        p99Ms: r.p99Us / 1000,
      });
    });
  });
}

/** Reads alone, then reads inside a flood that starts `LEAD` seconds earlier and ends a second later; repeated. */
async function measure(base: string, cookiesFile: string, kind: Flood) {
  const reads = (seconds: number) => runWrk(`${base}${READ_PATH}`, { seconds, connections: READERS, cookiesFile });
  const rounds: Array<{ alone: WrkResult; during: WrkResult; flood: FloodResult }> = [];
  for (let i = 0; i < PAIRS; i += 1) {
    const alone = await reads(SECONDS);
    const flooding = runFlood(base, kind, LEAD + SECONDS + 1);
    await sleep(LEAD * 1000);
    const during = await reads(SECONDS);
    const flood = await flooding;
    // Let the queue and the database settle before the next reads alone.
    await sleep(1000);
    rounds.push({ alone, during, flood });
  }
  const m = (f: (r: (typeof rounds)[number]) => number) => median(rounds.map(f));
  return {
    aloneRps: m((r) => r.alone.requestsPerSecond),
    duringRps: m((r) => r.during.requestsPerSecond),
    ratio: m((r) => r.during.requestsPerSecond / r.alone.requestsPerSecond),
    duringP99Ms: m((r) => r.during.p99Ms),
    attack: {
      requestsPerSecond: m((r) => r.flood.requestsPerSecond),
      checkedPerSecond: m((r) => r.flood.checkedPerSecond),
      busyShare: m((r) => r.flood.busyShare),
      throttledPerSecond: m((r) => r.flood.throttledPerSecond),
      otherShare: m((r) => r.flood.otherShare),
      p99Ms: m((r) => r.flood.p99Ms),
    },
  };
}

async function benchDatabase(db: GameDatabase): Promise<Row[]> {
  const cookies = await preparePlayers(db, PLAYERS);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tod-flood-'));
  const cookiesFile = path.join(dir, 'cookies.txt');
  writeFileSync(cookiesFile, `${cookies.join('\n')}\n`);
  const rows: Row[] = [];
  try {
    for (const gate of GATES) {
      const game = await startGameServer(db, { TRUST_PROXY: '1', ...gate.env });
      try {
        await runWrk(`${game.base}${READ_PATH}`, { seconds: 2, connections: READERS, cookiesFile });
        for (const flood of CHOSEN_FLOODS) {
          const r = await measure(game.base, cookiesFile, flood);
          const row: Row = { database: db.label, gate: gate.label, flood, ...r };
          rows.push(row);
          console.log(
            `${db.label}, ${gate.label}, ${flood} flood: reads ${row.aloneRps.toFixed(0)} -> ${row.duringRps.toFixed(0)} req/s ` +
              `(ratio ${row.ratio.toFixed(2)}), flood ${row.attack.requestsPerSecond.toFixed(0)} req/s, ` +
              `${row.attack.checkedPerSecond.toFixed(0)} hashed/s, ${(row.attack.busyShare * 100).toFixed(0)}% refused busy`,
          );
        }
      } finally {
        await game.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** The load before this benchmark started anything: at the end it would count the benchmark's own processes. */
const LOAD_BEFORE = os.loadavg()[0] ?? 0;

/** Says so when other work already kept the machine busy: then the table shows its scheduler more than this server. */
function loadWarning(): string[] {
  const cores = os.availableParallelism();
  if (LOAD_BEFORE <= cores / 2) return [];
  return [
    '',
    `**This run is not representative**: before it started, the 1-minute load average was ${LOAD_BEFORE.toFixed(1)} on`,
    `${cores} cores from other work on the machine, so the server, the flood and the readers got uneven slices`,
    'of the cores. Run it again on a quiet machine before drawing conclusions.',
  ];
}

const ratioText = (r: number) => (Number.isFinite(r) ? r.toFixed(2) : 'n/a');

function section(rows: Row[]): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  const lines = [
    FLOOD_START,
    "## Floods: players' reads during a login or registration flood",
    '',
    measuredLine('npm run bench:flood'),
    'The machine is shared with other work while this runs, so absolute numbers move between runs;',
    'each ratio is taken within one round (reads alone, then reads during the flood), median of',
    `${PAIRS} rounds. The reads start ${LEAD} s into the flood, after its first burst (the hashing`,
    'queue filling: up to 9 admitted requests doing their database work at once).',
    '',
    `Reads: \`GET ${READ_PATH}\` by ${PLAYERS} signed-in players over ${READERS} connections, ${SECONDS} s each. Flood:`,
    `${FLOODERS} connections of \`POST /api/auth/login\` (wrong passwords) or \`POST /api/auth/register\`, each request with`,
    'a new e-mail and a new client address (`X-Forwarded-For`, the server trusting its proxy), so',
    'no per-account or per-address limit applies and every request asks for a password hash. The',
    `bounded gate runs as many hashes at once as there are cores minus one (here ${Math.max(1, os.availableParallelism() - 1)}), each slot hashing at most`,
    'a tenth of the time (`HASH_BUSY_SHARE`), and queues 8; beyond that the answer is 503 `auth.busy`',
    'with `Retry-After`, sent after a 1 s pause (`HASH_REFUSAL_PAUSE_MS`; docs/hardening.md).',
    '"Unbounded" opens the gate (`HASH_CONCURRENCY=64 HASH_QUEUE=10000 HASH_BUSY_SHARE=1`), as the',
    'server behaved before it. `one-address`: wrong passwords for new e-mails, all from one address;',
    '`one-account`: wrong passwords for one e-mail, each from a new address. The login limits lock',
    'them (20 per address, 5 per account), so nearly every request is refused 429 ("429/s").',
    ...loadWarning(),
    '',
    '| database | hashing | flood | reads alone (req/s) | reads during (req/s) | ratio | reads p99 during (ms) | flood req/s | hashes/s | refused busy | 429/s | target >= 0.8 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.gate} | ${r.flood} | ${r.aloneRps.toFixed(0)} | ${r.duringRps.toFixed(0)} | ${ratioText(r.ratio)} | ` +
        `${r.duringP99Ms.toFixed(0)} | ${r.attack.requestsPerSecond.toFixed(0)} | ${r.attack.checkedPerSecond.toFixed(0)} | ` +
        `${pct(r.attack.busyShare)} | ${r.attack.throttledPerSecond.toFixed(0)} | ${r.ratio >= TARGET ? 'met' : 'MISSED'} |`,
    ),
    FLOOD_END,
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (!wrkAvailable()) throw new Error('wrk is not on the PATH (apt-get install wrk)');
  buildServer();
  const rows: Row[] = [];
  for (const kind of DATABASES) {
    const db = kind === 'pglite' ? pgliteDatabase() : kind === 'postgres' ? await postgresDatabase() : null;
    if (!db) continue;
    try {
      rows.push(...(await benchDatabase(db)));
    } finally {
      await db.drop();
    }
  }
  const text = section(rows);
  console.log(`\n${text}`);
  if (WRITE_DOC) writeSection(FLOOD_START, FLOOD_END, text);
}

runBench(main, 30 * 60_000);
