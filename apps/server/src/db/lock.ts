import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already in use by process ${pid}. ` +
        'Only one server may use a DATA_DIR: stop the other one, choose another DATA_DIR, ' +
        'or set DATABASE_URL to share a PostgreSQL database between instances.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds the lock: a process id and, where the system tells it, when that process started. */
interface Holder {
  pid: number;
  /** Clock ticks since boot (`/proc/<pid>/stat` field 22); null where there is no /proc. */
  startedAt: string | null;
}

/**
 * When a process started, in clock ticks since boot, or null when that cannot be read. With
 * the pid it names one process for the machine's uptime: a pid reused after a crash has
 * another start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[22 - 3] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.startedAt === null) return true;
  const now = processStartTime(holder.pid);
  return now === null || now === holder.startedAt;
}

const lockText = (): string => `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim();

function readHolder(file: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const [pid, startedAt] = text.trim().split(/\s+/);
  const n = Number.parseInt(pid ?? '', 10);
  return Number.isInteger(n) && n > 0 ? { pid: n, startedAt: startedAt || null } : null;
}

/** The live process (not this one) that holds DATA_DIR, or null when nobody does. */
export function lockHolder(dir: string): number | null {
  const holder = readHolder(path.join(dir, 'server.lock'));
  return holder && holder.pid !== process.pid && isAlive(holder) ? holder.pid : null;
}

/** A takeover guard older than this was left by a process that died taking over. */
const GUARD_STALE_MS = 10_000;

/**
 * Runs `fn` while holding the takeover guard, a directory (creating one is atomic), so that of
 * several servers finding the same stale lock only one at a time judges and replaces it.
 */
function withTakeoverGuard<T>(guard: string, fn: () => T): T | null {
  try {
    mkdirSync(guard);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    try {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) rmdirSync(guard);
    } catch {
      // Another process removed or took it meanwhile: the caller tries again.
    }
    return null;
  }
  try {
    return fn();
  } finally {
    rmdirSync(guard);
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * PGlite has no lock of its own and two writers corrupt its files, so the server holds a lock
 * file in DATA_DIR naming its pid and start time. A lock whose process is gone (or whose pid now
 * belongs to a process started later) is taken over, under a guard so that two servers started
 * together after a crash cannot both take it (docs/operations.md).
 */
export function acquireDataDirLock(dir: string): () => void {
  const file = path.join(dir, 'server.lock');
  const guard = `${file}.takeover`;
  const create = (): boolean => {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, lockText());
      closeSync(fd);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return false;
    }
  };
  const release = () => rmSync(file, { force: true });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (create()) return release;
    const outcome = withTakeoverGuard(guard, () => {
      // Judged again under the guard: another server may have replaced the stale lock meanwhile.
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isAlive(holder)) throw new DataDirLockedError(dir, holder.pid);
      rmSync(file, { force: true });
      return create();
    });
    if (outcome) return release;
    sleep(10 + Math.floor(Math.random() * 20));
  }
  throw new Error(`Could not lock ${file}`);
}
