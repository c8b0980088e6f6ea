import { RESET_PASSWORD_PAGE } from '@tod/contracts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { withSchemaLock } from '../db/schema-lock.ts';
import { seed } from '../seed/seed.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { createResetToken, setRole } from '../modules/accounts/index.ts';
import { CLI_ACTOR, recordAudit } from '../modules/admin/index.ts';
import { killCharacter } from '../modules/characters/index.ts';
import { flagScripts } from '../modules/fairplay/index.ts';
import { backup } from './backup.ts';
import { UsageError } from './errors.ts';

export const USAGE = `Operator commands (they use the same settings as the server: DATABASE_URL or DATA_DIR;
on the embedded database a running server carries them out):
  migrate                       apply pending migrations
  seed                          apply the content pack if it was never applied
  set-role <email> <0|1|2|3>    set an account's role (0 player, 1 moderator, 2 staff, 3 owner)
  kill-character <name>         mark a living character dead (its player may then make an heir)
  reset-password <email>        print a one-time password reset link, valid for 1 hour
  check-scripts                 run the script check now (the clean-up runs it every 15 minutes)
  backup <file>                 write a backup of the whole database to a new file
  restore <file>                load a backup into an empty DATA_DIR or PostgreSQL database`;

export const COMMANDS = [
  'migrate',
  'seed',
  'set-role',
  'kill-character',
  'reset-password',
  'check-scripts',
  'backup',
  'restore',
] as const;

export { UsageError };

export interface CommandDeps {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl'> & Partial<Pick<Config, 'databaseUrl' | 'gameSpeed'>>;
  /** Writes what the running server gathered in memory (sightings, refused requests) before a check reads it. */
  flushNotes?: () => Promise<void>;
}

async function execute(deps: CommandDeps, command: string, rest: string[]): Promise<string> {
  const db = deps.database.db;
  switch (command) {
    case 'migrate':
      await withSchemaLock(deps.database, () => migrate(deps.database));
      return 'Migrations applied.';
    case 'seed':
      return (await withSchemaLock(deps.database, () => seed(db, deps.clock.now())))
        ? 'Content pack applied.'
        : 'Content pack was already applied; nothing changed.';
    case 'set-role': {
      const [email, roleText] = rest;
      const role = Number(roleText);
      if (!email || !Number.isInteger(role) || role < 0 || role > 3 || rest.length !== 2) {
        throw new UsageError('Usage: set-role <email> <0|1|2|3>');
      }
      await setRole({ db, clock: deps.clock }, email, role);
      return `${email} now has role ${role}.`;
    }
    case 'kill-character': {
      const name = rest.join(' ');
      if (!name) throw new UsageError('Usage: kill-character <name>');
      await killCharacter({ db, clock: deps.clock }, name);
      return `${name} is dead.`;
    }
    case 'reset-password': {
      const [email] = rest;
      if (!email || rest.length !== 1) throw new UsageError('Usage: reset-password <email>');
      const { token, expiresAt } = await createResetToken({ db, clock: deps.clock }, CLI_ACTOR, email);
      const link = `${deps.config.publicUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PAGE}?token=${token}`;
      return `One-time reset link for ${email}, valid until ${expiresAt.toISOString()} (give it to its owner privately):\n${link}`;
    }
    case 'check-scripts': {
      if (rest.length !== 0) throw new UsageError('Usage: check-scripts');
      await deps.flushNotes?.();
      const flagged = await flagScripts(db, deps.clock.now(), deps.config.gameSpeed ?? 1);
      return `Script check done: ${flagged} new flag${flagged === 1 ? '' : 's'}.`;
    }
    case 'backup': {
      const [file] = rest;
      if (!file || rest.length !== 1) throw new UsageError('Usage: backup <file>');
      return backup(deps.database, deps.config, file);
    }
    case 'restore':
      throw new UsageError('restore runs from the command line only, while no server uses the database.');
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

/**
 * Runs one operator command on an open database and writes it to the audit log (actor `cli`),
 * whether it succeeded or not. The same function serves the command line and, on the embedded
 * database, the running server's operator endpoint (cli/operator-endpoint.ts).
 */
export async function runCommand(deps: CommandDeps, args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return USAGE;
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  // Before any other command, so the audit table exists on a database never migrated.
  if (command !== 'migrate') await withSchemaLock(deps.database, () => migrate(deps.database));
  let outcome: Record<string, unknown> = {};
  try {
    const output = await execute(deps, command, rest);
    outcome = { ok: true };
    return output;
  } catch (err) {
    outcome = { ok: false, error: err instanceof AppError || err instanceof UsageError ? err.message : 'failed' };
    throw err;
  } finally {
    await recordAudit(deps.database.db, CLI_ACTOR, deps.clock.now(), {
      action: `cli.${command.replaceAll('-', '_')}`,
      targetId: null,
      before: null,
      after: { args: rest, ...outcome },
    });
  }
}
