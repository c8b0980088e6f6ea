// Runs wrk (https://github.com/wg/wrk) against one URL and reads the summary its Lua script
// prints. wrk runs as its own process, so the server under test never shares a thread with it.
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./wrk.lua', import.meta.url));

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Share of answers outside 2xx/3xx. */
  non2xxShare: number;
  socketErrors: number;
}

export function wrkAvailable(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk prints its version and exits with 1.
    return (err as { status?: number }).status === 1;
  }
}

export function runWrk(
  url: string,
  options: { seconds: number; connections: number; method?: string; cookiesFile?: string },
): Promise<WrkResult> {
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    SCRIPT,
    url,
    '--',
    options.method ?? 'GET',
    options.cookiesFile ?? '-',
  ];
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { encoding: 'utf8' }, (err, stdout) => {
      const line = stdout.split('\n').find((l) => l.startsWith('@@wrk '));
      if (!line) {
        reject(err ?? new Error(`wrk printed no summary:\n${stdout}`));
        return;
      }
      const r = JSON.parse(line.slice('@@wrk '.length));
      const seconds = r.durationUs / 1e6;
      resolve({
        requestsPerSecond: r.requests / seconds,
        p50Ms: r.p50Us / 1000,
        p99Ms: r.p99Us / 1000,
        non2xxShare: r.requests > 0 ? r.non2xx / r.requests : 0,
        socketErrors: r.socketErrors,
      });
    });
  });
}
