import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { lockHolder } from '../db/lock.ts';
import { openDatabase } from '../db/open.ts';
import { systemClock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { COMMANDS, runCommand, USAGE, UsageError } from './commands.ts';
import { askRunningServer } from './operator-endpoint.ts';

async function run(args: string[]): Promise<string> {
  const [command] = args;
  if (!command || command === 'help' || command === '--help') return USAGE;
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  const config = loadConfig();
  // The embedded database allows one process: when a server holds it, that server runs the command.
  if (!config.databaseUrl) {
    const dir = path.resolve(config.dataDir);
    const pid = lockHolder(dir);
    if (pid !== null) return askRunningServer(dir, pid, args);
  }
  const database = await openDatabase(config);
  try {
    return await runCommand({ database, clock: systemClock, config }, args);
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
