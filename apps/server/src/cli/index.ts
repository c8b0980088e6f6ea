import path from 'node:path';
import { existsSync } from 'node:fs';
import { type Config, ConfigError, loadConfig, redactSecrets } from '../config.ts';
import { lockHolder } from '../db/lock.ts';
import { openDatabase } from '../db/open.ts';
import type { StartupLog } from '../db/wait.ts';
import { systemClock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { restoreEmbedded, restorePostgres } from './backup.ts';
import { COMMANDS, runCommand, USAGE, UsageError } from './commands.ts';
import { askRunningServer } from './operator-endpoint.ts';

/** While PostgreSQL cannot be reached the CLI waits as the server does (DATABASE_WAIT_MS), saying so. */
const waitLog: StartupLog = (_level, message) => console.error(redactSecrets(message));

async function run(given: string[]): Promise<string> {
  let args = given;
  const [command] = args;
  if (!command || command === 'help' || command === '--help') return USAGE;
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  const config = loadConfig();
  // A file named on the command line is the operator's, relative to where they are, not to
  // the server that may write it.
  if (command === 'backup' || command === 'restore') {
    if (args.length !== 2) throw new UsageError(`Usage: ${command} <file>`);
    args = [command, path.resolve(args[1] as string)];
  }
  if (command === 'restore') return restore(config, args[1] as string);
  // The embedded database allows one process: when a server holds it, that server runs the command.
  if (!config.databaseUrl) {
    const dir = path.resolve(config.dataDir);
    const pid = lockHolder(dir);
    if (pid !== null) return askRunningServer(dir, pid, args);
  }
  const database = await openDatabase(config, waitLog);
  try {
    return await runCommand({ database, clock: systemClock, config }, args);
  } finally {
    await database.close();
  }
}

/** Not an audited command: before it there is no database to write the audit log to. */
async function restore(config: Config, file: string): Promise<string> {
  if (!existsSync(file)) throw new UsageError(`${file} does not exist.`);
  if (!config.databaseUrl) return restoreEmbedded(config.dataDir, file);
  const database = await openDatabase(config, waitLog);
  try {
    return await restorePostgres(database, config, file);
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (err) => {
    console.error(
      err instanceof ConfigError || err instanceof AppError || err instanceof UsageError || err instanceof Error
        ? err.message
        : err,
    );
    process.exit(1);
  },
);
