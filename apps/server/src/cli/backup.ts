import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { type Config, inheritedEnv } from '../config.ts';
import type { Database } from '../db/client.ts';
import { acquireDataDirLock, lockHolder } from '../db/lock.ts';
import { UsageError } from './errors.ts';

/**
 * Backups (docs/operations.md, "Backups"). On the embedded database, `backup` is carried out by
 * the running server (or the CLI when none runs): PGlite's data directory as a tarball, taken
 * while no query runs; `restore` unpacks one into a DATA_DIR that holds no database. On
 * PostgreSQL they are `pg_dump` (one consistent snapshot, plain SQL) and `psql` into an empty
 * database.
 */

/** The password leaves the URL for the environment, so no process list shows it. */
function pgTool(url: string): { dbname: string; env: Record<string, string | undefined> } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...inheritedEnv(), ...(password ? { PGPASSWORD: password } : {}) } };
}

function runTool(command: string, args: string[], env: Record<string, string | undefined>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', (err) =>
      reject(
        new UsageError(`Could not run ${command} (${err.message}): install PostgreSQL's client tools of the server's version.`),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** Writes through a `.partial` file, renamed when complete, readable by its owner only (it holds password hashes). */
async function writeBackup(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  if (!path.isAbsolute(file)) throw new UsageError('The backup file must be an absolute path.');
  if (existsSync(file)) throw new UsageError(`${file} already exists: choose another name.`);
  const partial = `${file}.partial`;
  try {
    await write(partial);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } catch (err) {
    // A missing folder or a folder the server's user may not write to: the operator's to fix,
    // and told as is (the operator endpoint hides other errors' messages).
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EROFS' || code === 'ENOSPC') {
      throw new UsageError(`Could not write ${file}: ${(err as Error).message}`);
    }
    throw err;
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

export async function backup(database: Database, config: { databaseUrl?: string }, file: string): Promise<string> {
  const size = await writeBackup(file, async (partial) => {
    if (database.dumpDataDir) {
      writeFileSync(partial, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()), { mode: 0o600 });
      return;
    }
    if (!config.databaseUrl) throw new Error('No database to back up.');
    const { dbname, env } = pgTool(config.databaseUrl);
    // Created first so pg_dump writes into a file only its owner can read.
    writeFileSync(partial, '', { mode: 0o600 });
    await runTool('pg_dump', ['--format=plain', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`], env);
  });
  return `Backup written to ${file} (${(size / 1024 / 1024).toFixed(1)} MB).`;
}

/** Unpacks an embedded-database backup into `dataDir`, which must hold no database and no running server. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const pid = lockHolder(dir);
  if (pid !== null) throw new UsageError(`A server (process ${pid}) is using ${dir}: stop it, then restore.`);
  const target = path.join(dir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new UsageError(`${target} already holds a database: restore into a DATA_DIR without one (move it away first).`);
  }
  const release = acquireDataDirLock(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(target, { loadDataDir: new Blob([readFileSync(file)]) });
    await client.query('SELECT 1');
    await client.close();
  } finally {
    release();
  }
  return `Restored ${file} into ${target}; start the server.`;
}

/** Loads a `pg_dump` backup into the database of `DATABASE_URL`, which must hold no tables yet. */
export async function restorePostgres(database: Database, config: Pick<Config, 'databaseUrl'>, file: string): Promise<string> {
  if (!config.databaseUrl) throw new Error('No database to restore into.');
  const [tables] = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
  );
  if ((tables?.n ?? 0) > 0) {
    throw new UsageError(
      'The database already holds tables: restore into a new, empty database (createdb), then point DATABASE_URL at it.',
    );
  }
  const { dbname, env } = pgTool(config.databaseUrl);
  await runTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
  return `Restored ${file}; start the servers.`;
}
