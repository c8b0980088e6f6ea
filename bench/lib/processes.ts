// Child processes for the benchmarks: every server runs in its own process, started and
// stopped here, and all of them are killed if the bench stops early.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A positive whole number from the environment (a bench's knob), or `fallback`. */
export function envInt(name: string, fallback: number): number {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MiB = 1024 * 1024;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const children = new Set<ChildProcess>();
export const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};

/** Kills every child and exits if the run goes past `limitMs`, or on Ctrl-C. */
export function guardRun(limitMs: number): () => void {
  const hardStop = setTimeout(() => {
    console.error(`bench: still running after ${limitMs / 60_000} minutes; stopping.`);
    killAll();
    process.exit(1);
  }, limitMs);
  process.on('SIGINT', () => {
    killAll();
    process.exit(130);
  });
  return () => clearTimeout(hardStop);
}

/**
 * Runs a bench's `main` under `guardRun(limitMs)`, and exits 0 when it finishes or 1 with its
 * error, stopping every child it started.
 */
export function runBench(main: () => Promise<void>, limitMs: number): void {
  const stopGuard = guardRun(limitMs);
  main()
    .then(() => {
      stopGuard();
      process.exit(0);
    })
    .catch((err) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      killAll();
      process.exit(1);
    });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A server's memory after a forced garbage collection (see memory-probe.mjs), in bytes. */
export interface Memory {
  rss: number;
  heapUsed: number;
}

export interface Child {
  pid: number;
  /** Milliseconds from spawning to the first healthy answer. */
  startMs: number;
  /**
   * CPU milliseconds (every thread, user and system) the process used until then, from /proc;
   * null where /proc is missing. Unlike `startMs` it hardly depends on what else the machine runs.
   */
  startCpuMs: number | null;
  memory(): Promise<Memory>;
  /** Resident memory now, from /proc (no collection first); null where /proc is missing. */
  rssNow(): number | null;
  stop(): Promise<void>;
}

/**
 * Starts `node [--import tsx] script` with the memory probe preloaded and waits until
 * `healthUrl` answers 200 (polled every 10 ms, so start-up time is measured to about that).
 */
export async function startChild(
  name: string,
  script: string,
  env: Record<string, string>,
  healthUrl: string,
  options: { typescript?: boolean; nodeArgs?: string[] } = {},
): Promise<Child> {
  const args = [...(options.nodeArgs ?? []), '--expose-gc', '--import', './bench/memory-probe.mjs', script];
  if (options.typescript) args.unshift('--import', 'tsx');
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  let pending = '';
  const probes: Array<(m: Memory) => void> = [];
  child.stdout?.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
    pending += d.toString();
    for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      if (line.startsWith('@@memory ')) probes.shift()?.(JSON.parse(line.slice('@@memory '.length)));
    }
  });
  child.stderr?.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  });
  const memory = () =>
    new Promise<Memory>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not report its memory`)), 15_000);
      probes.push((m) => {
        clearTimeout(timer);
        resolve(m);
      });
      child.kill('SIGUSR2');
    });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${name} did not become healthy in 180 s:\n${output}`);
    try {
      if ((await fetch(healthUrl)).ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  const startMs = performance.now() - t0;
  const startCpuMs = cpuMs(child.pid);
  const stop = async () => {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
    children.delete(child);
  };
  const rssNow = () => {
    try {
      const status = readFileSync(path.join('/proc', String(child.pid), 'status'), 'utf8');
      const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
      return kib ? Number(kib) * 1024 : null;
    } catch {
      return null;
    }
  };
  return { pid: child.pid ?? 0, startMs, startCpuMs, memory, rssNow, stop };
}

/** Clock ticks per second of /proc/<pid>/stat's CPU fields (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** CPU milliseconds process `pid` has used so far (every thread, user and system); null where /proc is missing. */
export function cpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(path.join('/proc', String(pid), 'stat'), 'utf8');
    // Fields after the command name (which may hold spaces) start at state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return null;
  }
}

/** A connection that can run a query: the server's `Database` or a bare postgres.js client. */
interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * CPU milliseconds so far of each PostgreSQL backend serving the database `connection` is
 * connected to, by pid (other databases on the same server, such as other test runs, are left
 * out). The asking connection counts too: it may be one the measured work uses, and its own
 * readings are a query each. Read from /proc: a server on this machine only.
 */
export async function backendsCpuMs(connection: Queryable): Promise<Map<number, number>> {
  const rows = await connection.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid) ?? 0]));
}

/**
 * The backends' CPU between two readings of `backendsCpuMs`: a backend opened meanwhile counts
 * from zero (a pool may open connections), one closed meanwhile is lost (a small undercount,
 * never a negative figure).
 */
export const backendsCpuBetween = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
