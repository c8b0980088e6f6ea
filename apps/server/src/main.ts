import { hostname } from 'node:os';
import { type Config, ConfigError, loadConfig, redactSecrets } from './config.ts';
import { describeError } from './db/errors.ts';
import { openDatabase } from './db/open.ts';
import type { StartupLog } from './db/wait.ts';

/** Pino's level numbers, so these lines read like the app's own (docs/operations.md). */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/** Lines written before the app's logger exists, in the same JSON shape, secrets removed. */
function startupLog(level: Config['logLevel']): StartupLog {
  return (at, message, fields = {}) => {
    if (LEVELS[at] < LEVELS[level]) return;
    const line = { level: LEVELS[at], time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg: message };
    process.stdout.write(`${redactSecrets(JSON.stringify(line))}\n`);
  };
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  // Start-up runs two strands that meet before the first query. This file imports only the
  // configuration and db/open.ts, so PGlite starts reading its files and compiling its
  // WebAssembly at once (half a second in which the main thread would otherwise wait), while
  // everything else (migrations, seed, the app's modules: most of the code) loads meanwhile.
  // The production build keeps serve.ts a separate chunk for this (ADR 0015; restart to healthy
  // is in docs/performance.md).
  const serving = import('./serve.ts');
  // Awaited below; this only keeps a failure to load from being reported twice when opening fails.
  serving.catch(() => {});
  const database = await openDatabase(config, startupLog(config.logLevel));
  const { serve } = await serving;
  await serve(config, database);
}

main().catch((err) => {
  // The database's own message may sit in a cause (a failed migration), and a driver's message
  // may quote the connection string: print the chain, never a password.
  console.error(redactSecrets(describeError(err)));
  process.exit(1);
});
