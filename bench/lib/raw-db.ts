// The raw one-row baselines of issue #32: what the database itself sustains for a one-row
// statement from 50 callers at once, through the server's own driver in one process
// (`bench/baselines/raw-db.ts`). The game calls are quoted as a share of it, measured in the
// same run. On PGlite the data directory has one owner: call this while no game server runs on
// `db`.
import { execFile } from 'node:child_process';
import { median } from './doc.ts';
import type { GameDatabase } from './game.ts';
import { ROOT } from './processes.ts';

export type RawKind = 'read' | 'write';

export interface RawResult {
  kind: RawKind;
  /** Statements answered per second, median over the runs. */
  perSecond: number;
  /** Median over the runs of each run's p99 latency. */
  p99Ms: number;
  /** Each run's statements per second, for the record. */
  runs: number[];
}

export const RAW_STATEMENT: Record<RawKind, string> = {
  read: 'raw one-row read (`SELECT` by primary key)',
  write: 'raw one-row write (`UPDATE` by primary key)',
};

/**
 * Runs the baseline `kind` on `db` in its own process: a 2 s warm-up, then `runs` runs of
 * `seconds` each with `callers` callers.
 */
export function measureRawDb(
  db: GameDatabase,
  kind: RawKind,
  options: { seconds: number; runs: number; callers: number },
): Promise<RawResult> {
  const env = {
    ...process.env,
    ...db.env,
    RAW_KIND: kind,
    RAW_SECONDS: String(options.seconds),
    RAW_RUNS: String(options.runs),
    RAW_CALLERS: String(options.callers),
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'bench/baselines/raw-db.ts'],
      { cwd: ROOT, env, encoding: 'utf8', timeout: (options.seconds * options.runs + 120) * 1000 },
      (err, stdout, stderr) => {
        const line = stdout.split('\n').find((l) => l.startsWith('@@raw '));
        if (!line) {
          reject(err ?? new Error(`raw ${kind} baseline printed no result:\n${stdout}\n${stderr}`));
          return;
        }
        const { runs } = JSON.parse(line.slice('@@raw '.length)) as {
          runs: Array<{ statements: number; seconds: number; p99Us: number }>;
        };
        const rates = runs.map((r) => r.statements / r.seconds);
        resolve({ kind, perSecond: median(rates), p99Ms: median(runs.map((r) => r.p99Us / 1000)), runs: rates });
      },
    );
  });
}

/** Both baselines, read then write. */
export async function measureRawBoth(
  db: GameDatabase,
  options: { seconds: number; runs: number; callers: number },
): Promise<Record<RawKind, RawResult>> {
  return { read: await measureRawDb(db, 'read', options), write: await measureRawDb(db, 'write', options) };
}

/**
 * Pools two measurements of the same baseline (before and after the game calls): the median
 * over every run, halfway between the middle two of an even count (the lower one alone would
 * flatter the game when the machine's load moves between the two).
 */
export function pooled(a: RawResult, b: RawResult): RawResult {
  const runs = [...a.runs, ...b.runs].sort((x, y) => x - y);
  const mid = runs.length / 2;
  const perSecond = runs.length % 2 === 1 ? (runs[Math.floor(mid)] ?? 0) : ((runs[mid - 1] ?? 0) + (runs[mid] ?? 0)) / 2;
  return { kind: a.kind, perSecond, p99Ms: Math.max(a.p99Ms, b.p99Ms), runs };
}
