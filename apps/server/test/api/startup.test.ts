// What a start-up does on an existing database, and that the production build still starts:
// the shortcuts that skip work on a restart (docs/performance.md, "Restart to healthy") must
// never skip a migration or a content pack, and the lazily loaded parts must all arrive.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BASE_CONTENT_PACK } from '@tod/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSettings } from '../kit/settings.ts';
import { type Database, wrapPglite } from '../../src/db/client.ts';
import { isMigrated, latestMigration, migrate } from '../../src/db/migrate.ts';
import { openDatabase } from '../../src/db/open.ts';
import { contentPacksTable } from '../../src/db/seed.sql.ts';
import { HOME_V2 } from '../../src/seed/seed-home.ts';
import { ITEMS_V2 } from '../../src/seed/seed-items.ts';
import { QUEST_CHAINS_V2, QUESTS_V1 } from '../../src/seed/seed-quests.ts';
import { seed } from '../../src/seed/seed.ts';
import { CONTENT_V2 } from '../../src/seed/seed-upgrade.ts';
import { CONTENT_V3 } from '../../src/seed/seed-upgrade-v3.ts';
import { serverRoot } from '../../src/paths.ts';
import { databaseUrlOf, dbKind, freshDatabase } from '../kit.ts';
import { killAll, prepareDataDir, serverDir } from '../server-process.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** A copy of the migrations folder whose journal names one more, newer migration. */
function folderWithPendingMigration(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tod-migrations-'));
  cpSync(path.join(serverRoot, 'drizzle'), folder, { recursive: true });
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: Array<{ idx: number; when: number; tag: string }> };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_pending' });
  writeFileSync(file, JSON.stringify(journal));
  return folder;
}

describe('migrations at start-up', () => {
  it('recognises a database that holds every migration of the journal', async () => {
    expect(await isMigrated(database)).toBe(true);
  });

  it('sees a migration the database lacks, so the migrator runs', async () => {
    const folder = folderWithPendingMigration();
    try {
      expect(latestMigration(folder)).toBe(latestMigration() + 1);
      expect(await isMigrated(database, folder)).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('migrates an empty database, then finds nothing to do on the next start', { timeout: 120_000 }, async () => {
    const empty = wrapPglite(await PGlite.create());
    try {
      expect(await isMigrated(empty)).toBe(false);
      await migrate(empty);
      expect(await isMigrated(empty)).toBe(true);
      const applied = await empty.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await migrate(empty);
      expect(await empty.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toEqual(applied);
      // The tables the first migration creates are there.
      expect(await empty.query('SELECT 1 FROM content_packs')).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('seeding at start-up', () => {
  it('writes nothing on a world that holds the pack and its upgrades', async () => {
    const before = await database.db.select().from(contentPacksTable);
    expect(before.map((r) => r.name).sort()).toEqual(
      [BASE_CONTENT_PACK.name, CONTENT_V2, CONTENT_V3, HOME_V2, ITEMS_V2, QUESTS_V1, QUEST_CHAINS_V2].sort(),
    );
    expect(await seed(database.db, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(await database.db.select().from(contentPacksTable)).toEqual(before);
  });

  it('still upgrades a world that lacks the upgrade row', async () => {
    const [v2] = await database.db.select().from(contentPacksTable).where(eq(contentPacksTable.name, CONTENT_V2));
    await database.db.delete(contentPacksTable).where(eq(contentPacksTable.name, CONTENT_V2));
    const now = new Date('2030-01-01T00:00:00Z');
    expect(await seed(database.db, now)).toBe(true);
    const [again] = await database.db.select().from(contentPacksTable).where(eq(contentPacksTable.name, CONTENT_V2));
    expect(again?.appliedAt).toEqual(now);
    expect(v2).toBeDefined();
  });
});

describe('opening the database', () => {
  // Each database project opens its own engine: PGlite in DATA_DIR, or the server DATABASE_URL names.
  it(`opens ${dbKind === 'pglite' ? 'PGlite in DATA_DIR, holding the lock until closed' : 'PostgreSQL when DATABASE_URL is set'}`, {
    timeout: 120_000,
  }, async () => {
    if (dbKind === 'postgres') {
      const opened = await openDatabase({ dataDir: '/nonexistent', databaseUrl: testSettings().databaseUrl! });
      try {
        expect(opened.kind).toBe('postgres');
        expect(await opened.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      } finally {
        await opened.close();
      }
      return;
    }
    const dataDir = await prepareDataDir('tod-open-');
    try {
      const opened = await openDatabase({ dataDir, databaseUrl: undefined });
      expect(opened.kind).toBe('pglite');
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
      expect(await opened.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await opened.close();
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the production build', () => {
  afterAll(killAll);

  it(`starts from dist on an existing ${dbKind === 'pglite' ? 'DATA_DIR' : 'database'}: health, OpenAPI document, session cookie`, {
    timeout: 180_000,
  }, async () => {
    const outdir = `dist-test-${process.pid}`;
    const dataDir = await prepareDataDir('tod-dist-');
    // On PostgreSQL a migrated database of its own; the data directory is then left unused.
    const database = dbKind === 'postgres' ? await freshDatabase() : null;
    execFileSync(process.execPath, ['build.mjs', `--outdir=${outdir}`], { cwd: serverDir, stdio: 'pipe' });
    const child = spawn(process.execPath, [path.join(serverDir, outdir, 'main.js')], {
      cwd: serverDir,
      env: {
        HOST: '127.0.0.1',
        PORT: '0',
        WEB_DIST: '/nonexistent',
        DATABASE_URL: database ? databaseUrlOf(database) : '',
        DATA_DIR: dataDir,
        HASH_BUSY_SHARE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let port: number | undefined;
      while (port === undefined) {
        if (child.exitCode !== null) throw new Error(`the build exited before listening:\n${output}`);
        const match = /running at http:\/\/localhost:(\d+)/.exec(output);
        if (match) port = Number(match[1]);
        else await new Promise((r) => setTimeout(r, 50));
      }
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: dbKind });
      const openapi = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(openapi.paths)).toContain('/api/auth/register');
      // @fastify/cookie's cookie module is bundled (build.mjs): signing up sets the session cookie.
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `dist-${process.pid}@example.com`, password: 'a build password 1' }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie()[0]).toMatch(/^tod_session=/);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      rmSync(path.join(serverDir, outdir), { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
      await database?.close();
    }
  });
});
