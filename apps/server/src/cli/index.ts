import { ConfigError, loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { seed } from '../db/seed.ts';
import { AppError } from '../lib/errors.ts';
import { setRole } from '../modules/accounts/index.ts';
import { killCharacter } from '../modules/characters/index.ts';

const USAGE = `Operator commands (they use the same settings as the server: DATABASE_URL or DATA_DIR):
  migrate                       apply pending migrations
  seed                          apply the content pack if it was never applied
  set-role <email> <0|1|2|3>    set an account's role (0 player, 1 moderator, 2 staff, 3 owner)
  kill-character <name>         mark a living character dead (its player may then make an heir)`;

async function run(args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return USAGE;
  const known = ['migrate', 'seed', 'set-role', 'kill-character'];
  if (!known.includes(command)) throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
  const database = await openDatabase(loadConfig());
  try {
    await migrate(database);
    switch (command) {
      case 'migrate':
        return 'Migrations applied.';
      case 'seed':
        return (await seed(database.db, new Date()))
          ? 'Content pack applied.'
          : 'Content pack was already applied; nothing changed.';
      case 'set-role': {
        const [email, roleText] = rest;
        const role = Number(roleText);
        if (!email || !Number.isInteger(role) || role < 0 || role > 3) throw new Error(`Usage: set-role <email> <0|1|2|3>`);
        await setRole({ db: database.db }, email, role);
        return `${email} now has role ${role}.`;
      }
      case 'kill-character': {
        const name = rest.join(' ');
        if (!name) throw new Error('Usage: kill-character <name>');
        await killCharacter({ db: database.db, clock: { now: () => new Date() } }, name);
        return `${name} is dead.`;
      }
      default:
        return USAGE;
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => console.log(message),
  (err) => {
    console.error(err instanceof ConfigError || err instanceof AppError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
