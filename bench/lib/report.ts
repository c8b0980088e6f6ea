// The HTTP benchmark's section of docs/performance.md.
import os from 'node:os';
import { measuredLine, median } from './doc.ts';
import { MiB } from './processes.ts';
import { RAW_STATEMENT, type RawKind, type RawResult } from './raw-db.ts';

export const START = '<!-- bench:server:start -->';
export const END = '<!-- bench:server:end -->';

export interface Target {
  /** Least share of the baseline's throughput: bare node:http's, or the raw one-row statement's. */
  ratio: number;
  /** Which baseline `ratio` is a share of; bare node:http when absent. */
  of?: RawKind;
  /** Most p99 latency, in ms. */
  p99Ms?: number;
}

export interface CallResult {
  call: string;
  ratio: number;
  gameRps: number;
  bareRps: number;
  gameP99Ms: number;
  bareP99Ms: number;
  non2xxShare: number;
  target?: Target;
  /** The call against the raw one-row statement of its kind on the same database, same run. */
  raw?: { kind: RawKind; share: number };
}

export interface ChatResult {
  clients: number;
  game: { p50: number; p99: number; postMs: number };
  bare: { p50: number; p99: number; postMs: number };
}

export interface DatabaseResult {
  database: string;
  calls: CallResult[];
  chat: ChatResult;
  /** The database's own limit (bench/lib/raw-db.ts), measured before and after the calls. */
  raw: Record<RawKind, RawResult>;
  startMs: number[];
  /** CPU time to healthy (all threads), where /proc tells it. */
  startCpuMs: number[];
  rssIdle: number;
  heapIdle: number;
  rssPeak: number;
}

export interface Settings {
  seconds: number;
  pairs: number;
  connections: number;
  players: number;
  command: string;
}

const ms = (v: number) => (v >= 100 ? `${v.toFixed(0)} ms` : `${v.toFixed(1)} ms`);
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const num = (v: number) => Math.round(v).toLocaleString('en');

const targetShare = (r: CallResult): number => (r.target?.of ? (r.raw?.share ?? 0) : r.ratio);

export const targetMet = (r: CallResult): boolean | null =>
  r.target ? targetShare(r) >= r.target.ratio && (r.target.p99Ms === undefined || r.gameP99Ms <= r.target.p99Ms) : null;

function targetText(r: CallResult): string {
  if (!r.target) return '';
  const of = r.target.of ? ` of raw ${r.target.of}` : '';
  const want = `>= ${r.target.ratio}${of}${r.target.p99Ms !== undefined ? `, p99 <= ${r.target.p99Ms} ms` : ''}`;
  return `${want}: ${targetMet(r) ? 'met' : '**missed**'}`;
}

export function callTable(result: DatabaseResult): string {
  const lines = [
    '| call | share of bare node:http | share of raw one-row | game req/s | bare req/s | game p99 | bare p99 | not 2xx | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of result.calls) {
    const raw = r.raw ? `**${r.raw.share.toFixed(2)}** of ${r.raw.kind}` : '';
    lines.push(
      `| ${r.call} | **${r.ratio.toFixed(2)}** | ${raw} | ${num(r.gameRps)} | ${num(r.bareRps)} | ${ms(r.gameP99Ms)} | ` +
        `${ms(r.bareP99Ms)} | ${(r.non2xxShare * 100).toFixed(0)}% | ${targetText(r)} |`,
    );
  }
  for (const raw of [result.raw.read, result.raw.write]) {
    lines.push(
      `| ${RAW_STATEMENT[raw.kind]}, ${raw.runs.length} runs | | ${raw.kind} = 1 | ${num(raw.perSecond)} statements/s | | ${ms(raw.p99Ms)} | | | |`,
    );
  }
  const { chat } = result;
  lines.push(
    `| chat post-to-stream, ${chat.clients} readers (p99 latency, game / bare) | ${(chat.game.p99 / chat.bare.p99).toFixed(1)}x | ` +
      `p50 ${ms(chat.game.p50)} | p50 ${ms(chat.bare.p50)} | ${ms(chat.game.p99)} | ${ms(chat.bare.p99)} | | |`,
  );
  return lines.join('\n');
}

export function serverLine(result: DatabaseResult, loadAverage: number): string {
  const startMedian = median(result.startMs);
  const cpu = result.startCpuMs.length > 0 ? `; CPU used meanwhile, all threads: ${ms(median(result.startCpuMs))}` : '';
  return (
    `Restart to healthy on the existing database: **${ms(startMedian)}** (median of ${result.startMs.map((v) => ms(v)).join(', ')}` +
    `${cpu}; target <= 1500 ms: ${startMedian <= 1500 ? 'met' : `**missed** with a load average of ${loadAverage.toFixed(1)} on ${os.cpus().length} cores`}). ` +
    `Resident memory idle ${mib(result.rssIdle)} (JS heap ${mib(result.heapIdle)}), at most ${mib(result.rssPeak)} under the load above.`
  );
}

export function section(results: DatabaseResult[], s: Settings, skipped: string[]): string {
  return [
    START,
    '## Server hot path',
    '',
    measuredLine(s.command),
    '',
    'Method (`bench/run.ts`): the game server runs its production build (`node apps/server/dist/main.js`,',
    'default `LOG_LEVEL`, `GAME_SPEED=100000` so deed cooldowns and jail last under a millisecond and',
    'the deed attempts are real writes) in its own process, on a database it created and seeded on a',
    `first start; ${s.players} players with a character each. The baseline (\`bench/baselines/bare-http.ts\`) is a`,
    'bare node:http server answering each path with the same status and JSON body the game server',
    `gave. [wrk](https://github.com/wg/wrk) drives each call with ${s.connections} connections (one thread) for`,
    `${s.seconds} s, after a 2 s warm-up of each server; baseline and game alternate in ${s.pairs} pairs (the order`,
    'flips every pair) and each figure is the median over the pairs; "share" is game req/s over the',
    "same pair's bare req/s. Signed-in calls rotate through every player's session cookie, each player",
    'with its own client address (`X-Forwarded-For`, `TRUST_PROXY=1`), so the write limits count',
    'each player alone as in real play; a refusal (429) shows in "not 2xx". Load',
    'generator, servers and PostgreSQL share the same cores, so compare rows of one run, not runs.',
    "Raw one-row baselines (`bench/lib/raw-db.ts`, issue #32): the database's own limit, one",
    'process opening it as the server does (`openDatabase`: PGlite in-process on the same data',
    "directory, PostgreSQL through the server's postgres.js pool of 10) and running one statement",
    `from ${s.connections} callers at once on a table of its own (one row per caller), a \`SELECT\` by primary`,
    `key ("read") or an \`UPDATE\` of one row by primary key ("write"): ${s.pairs} runs of ${s.seconds} s before the`,
    `calls and ${s.pairs} after (PGlite's directory has one owner, so the game server is stopped meanwhile),`,
    'after a 2 s warm-up; the figure is the median over all runs, the p99 the worse of the two',
    'medians. "share of raw one-row" is the game req/s over that figure.',
    'Chat post-to-stream: readers hold the feed open; latency runs from just before the `POST` to each',
    'reader having read the message (median over 5 messages), against `bench/baselines/bare-sse.ts`.',
    ...results.flatMap((r) => ['', `### ${r.database}`, '', callTable(r), '', serverLine(r, os.loadavg()[0] ?? 0)]),
    ...(skipped.length > 0 ? ['', ...skipped.map((line) => `- ${line}`)] : []),
    END,
  ].join('\n');
}
