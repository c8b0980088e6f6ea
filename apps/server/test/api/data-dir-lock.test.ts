import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartTime } from '../../src/db/lock.ts';
import { serverDir } from '../server-process.ts';

const run = promisify(execFile);
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tod-lock-'));
  dirs.push(dir);
  return dir;
}
const lockFile = (dir: string) => path.join(dir, 'server.lock');
const holder = (dir: string) => readFileSync(lockFile(dir), 'utf8');

describe('the DATA_DIR lock', () => {
  it('names its holder by pid and start time', () => {
    const dir = dataDir();
    const release = acquireDataDirLock(dir);
    expect(holder(dir)).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    release();
  });

  it('is taken over from a process that no longer exists', () => {
    const dir = dataDir();
    // Pid numbers wrap well below 2^22 on Linux, so this one cannot be alive.
    writeFileSync(lockFile(dir), `${2 ** 22 + 7} 12345`);
    const release = acquireDataDirLock(dir);
    expect(holder(dir).split(' ')[0]).toBe(String(process.pid));
    release();
  });

  it('is taken over when its pid now belongs to a process started later (a reused pid)', () => {
    const dir = dataDir();
    // The parent process is alive, but it is not the one that wrote this lock: its start time differs.
    const started = Number(processStartTime(process.ppid));
    writeFileSync(lockFile(dir), `${process.ppid} ${started - 1}`);
    const release = acquireDataDirLock(dir);
    expect(holder(dir).split(' ')[0]).toBe(String(process.pid));
    release();
  });

  it('is refused while its live holder runs', async () => {
    const dir = dataDir();
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(sleeper);
    await new Promise((r) => sleeper.once('spawn', r));
    writeFileSync(lockFile(dir), `${sleeper.pid} ${processStartTime(sleeper.pid!)}`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`already in use by process ${sleeper.pid}`);
    expect(holder(dir).split(' ')[0]).toBe(String(sleeper.pid));
    sleeper.kill('SIGKILL');
  });

  it('goes to exactly one of several servers started together after a crash', { timeout: 120_000 }, async () => {
    const racer = path.join(serverDir, 'test/fixtures/lock-racer.ts');
    const racers = 6;
    for (let round = 0; round < 2; round += 1) {
      const dir = dataDir();
      const syncDir = dataDir();
      writeFileSync(lockFile(dir), `${2 ** 22 + 7} 12345`);
      const finished = Promise.all(
        Array.from({ length: racers }, () =>
          run(process.execPath, ['--import', 'tsx', racer, dir, syncDir, String(racers)], { cwd: serverDir }),
        ),
      );
      // A racer that fails before the go is reported by the await below, not as an unhandled rejection.
      finished.catch(() => undefined);
      // Every racer has loaded before any tries, so they meet at the lock and not one by one.
      await expect
        .poll(() => readdirSync(syncDir).filter((name) => name.startsWith('ready-')).length, { timeout: 60_000 })
        .toBe(racers);
      writeFileSync(path.join(syncDir, 'go'), '');
      const said = (await finished).map((r) => r.stdout.trim()).sort();
      expect(said, `round ${round}`).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', 'won']);
    }
  });
});
