import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_TICKER } from '@tod/game';
import { count, eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { acquireDataDirLock } from '../../src/db/lock.ts';
import { seed } from '../../src/seed/seed.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { featuresTable } from '../../src/modules/home/home.sql.ts';
import { tickerTable } from '../../src/modules/ticker/ticker.sql.ts';
import { buildingsTable, citiesTable } from '../../src/modules/world/world.sql.ts';
import { createTestApp, dbKind, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { type Exit, killAll, startServer } from '../server-process.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });

describe('GET /api/health', () => {
  it('answers ok with the database engine in use', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: dbKind });
  });
});

describe('home content and ticker (public)', () => {
  it('lists the seeded announcements, newest first', async () => {
    const res = await get('/api/info/announcements');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; date: string; title: string; content: string }[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const a of list) {
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.content.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(a.date))).toBe(false);
    }
    const dates = list.map((a) => Date.parse(a.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('lists the home page features (docs/product-rules.md#the-game), split into complete and upcoming', async () => {
    const res = await get('/api/info/features');
    expect(res.statusCode).toBe(200);
    const features = res.json() as { title: string; status: string; emoji: string }[];
    const titles = (status: string) => features.filter((f) => f.status === status).map((f) => f.title);
    // As the game stands (docs/game-rules.md#content-pack-content): only Quests is still to come.
    expect(titles('complete')).toEqual([
      'Real-time Chat',
      'Character Search',
      'Deeds',
      'Training',
      'Cities and Travel',
      'City Jails',
      'Event Log and Notifications',
      'Leaderboard',
    ]);
    expect(titles('upcoming')).toEqual(['Quests']);
    for (const f of features) expect(f.emoji.length).toBeGreaterThan(0);
  });

  it('lists the four roadmap phases with the spec statuses', async () => {
    const res = await get('/api/info/roadmap');
    expect(res.statusCode).toBe(200);
    const phases = res.json() as { phase: string; items: string[]; status: string }[];
    expect(phases.map((p) => [p.phase, p.status])).toEqual([
      ['Phase 1: Foundation', 'complete'],
      ['Phase 2: Core Gameplay', 'complete'],
      ['Phase 3: Social Features', 'current'],
      ['Phase 4: Advanced Features', 'upcoming'],
    ]);
    for (const p of phases) expect(p.items.length).toBeGreaterThan(0);
  });

  it('serves the default ticker', async () => {
    const res = await get('/api/ticker');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ticker: DEFAULT_TICKER });
    expect(DEFAULT_TICKER).toContain('•');
  });
});

describe('cities', () => {
  it('are a public read: anyone may list them', async () => {
    expect((await get('/api/cities')).statusCode).toBe(200);
    const [city] = await t.app.deps.db.select({ id: citiesTable.id }).from(citiesTable).limit(1);
    expect((await get(`/api/cities/${city!.id}`)).statusCode).toBe(200);
  });

  it('lists at least 8 cities, each with coordinates and buildings, one of them the start', async () => {
    const { cookie } = await signUp(t);
    const res = await get('/api/cities', cookie);
    expect(res.statusCode).toBe(200);
    const cities = res.json() as {
      id: string;
      name: string;
      xPosition: number | null;
      yPosition: number | null;
      isStarting: boolean;
      buildings: { name: string; type: string }[];
    }[];
    expect(cities.length).toBeGreaterThanOrEqual(8);
    for (const c of cities) {
      expect(Number.isInteger(c.xPosition)).toBe(true);
      expect(Number.isInteger(c.yPosition)).toBe(true);
      expect(c.buildings.length).toBeGreaterThan(0);
    }
    expect(new Set(cities.map((c) => `${c.xPosition},${c.yPosition}`)).size).toBe(cities.length);
    expect(cities.filter((c) => c.isStarting)).toHaveLength(1);
  });

  it('shows one city by id, and 404 for an unknown one', async () => {
    const { cookie } = await signUp(t);
    const [first] = (await get('/api/cities', cookie)).json() as { id: string; name: string }[];
    const res = await get(`/api/cities/${first!.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, name: first!.name });
    const missing = await get('/api/cities/0b6f5a4e-8a55-4c6a-9d2e-6f1f7b8c9d0e', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('City not found.');
  });
});

describe('seeding', () => {
  it('applies once and never overwrites what staff changed', async () => {
    const db = t.app.deps.db;
    const [city] = await db.select().from(citiesTable).where(eq(citiesTable.isStarting, true));
    await db
      .update(citiesTable)
      .set({ name: 'Staff Renamed', description: 'Edited by staff.' })
      .where(eq(citiesTable.id, city!.id));
    await db.update(tickerTable).set({ text: 'Staff ticker' });
    await db.delete(featuresTable).where(eq(featuresTable.title, 'Quests'));
    const counts = async () => ({
      cities: (await db.select({ n: count() }).from(citiesTable))[0]!.n,
      buildings: (await db.select({ n: count() }).from(buildingsTable))[0]!.n,
      features: (await db.select({ n: count() }).from(featuresTable))[0]!.n,
    });
    const before = await counts();

    expect(await seed(db, t.clock.now())).toBe(false);

    expect(await counts()).toEqual(before);
    const [after] = await db.select().from(citiesTable).where(eq(citiesTable.id, city!.id));
    expect(after).toMatchObject({ name: 'Staff Renamed', description: 'Edited by staff.' });
    expect((await get('/api/ticker')).json()).toEqual({ ticker: 'Staff ticker' });
    expect((await db.select().from(featuresTable).where(eq(featuresTable.title, 'Quests'))).length).toBe(0);
  });
});

describe('last seen', () => {
  it('is written at most once a minute', async () => {
    const { cookie, character } = await signUpWithCharacter(t);
    const lastSeen = async () =>
      (
        await t.app.deps.db
          .select({ at: charactersTable.lastSeenAt })
          .from(charactersTable)
          .where(eq(charactersTable.id, character.id))
      )[0]!.at;
    const created = await lastSeen();
    // Presence marks a player seen at once while it does not list them yet; the client's first
    // look at the active players settles that, and from then on the minute rule alone applies.
    const active = await get('/api/character/active', cookie);
    expect(active.statusCode).toBe(200);
    expect(active.json().characters.map((c: { id: string }) => c.id)).toContain(character.id);
    expect(await lastSeen()).toEqual(created);

    t.clock.advance(30_000);
    expect((await get('/api/character/', cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(created);

    t.clock.advance(31_000);
    const seenAt = t.clock.now();
    await Promise.all(Array.from({ length: 5 }, () => get('/api/character/', cookie)));
    expect(await lastSeen()).toEqual(seenAt);

    t.clock.advance(20_000);
    expect((await get('/api/auth/account', cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(seenAt);

    t.clock.advance(45_000);
    expect((await get('/api/cities', cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(t.clock.now());
  });
});

/** The pid a lock file names (it also holds the process's start time). */
const lockFilePid = (dir: string) => Number(readFileSync(path.join(dir, 'server.lock'), 'utf8').split(' ')[0]);

describe('operations', () => {
  // A test that times out never reaches its finally: stop what it started anyway.
  afterAll(killAll);

  async function until(check: () => boolean, what: string, exited: Promise<Exit>): Promise<void> {
    let ended: Exit | undefined;
    void exited.then((exit) => {
      ended = exit;
    });
    while (!check()) {
      if (ended) throw new Error(`process exited (${ended.code}) before ${what}:\n${ended.stdout}\n${ended.stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * A DATA_DIR holding the run's migrated, seeded template when there is one, so the server
   * starts without initdb (seconds on a busy machine); else the server creates it.
   */
  async function prepareDataDir(): Promise<string> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tod-lock-'));
    const template = inject('pgliteTemplate');
    if (template) {
      const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(template)]) });
      await client.close();
    }
    return dataDir;
  }

  it('refuses a second server on the same DATA_DIR with a clear message', { timeout: 120_000 }, async () => {
    const dataDir = await prepareDataDir();
    const first = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      await until(() => first.output().includes('Tales of Deeds is running'), 'listening', first.exited);
      const lockPid = lockFilePid(dataDir);
      expect(lockPid).toBe(first.child.pid);

      const second = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }).exited;
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain(`The embedded database in ${dataDir} is already in use by process ${first.child.pid}.`);
      expect(second.stderr).toContain('Only one server may use a DATA_DIR');
      // The refused server touched nothing: the first one still owns the lock.
      expect(lockFilePid(dataDir)).toBe(first.child.pid);
    } finally {
      first.child.kill('SIGTERM');
    }
    const stopped = await first.exited;
    expect(stopped.code).toBe(0);
    // A clean shutdown releases the lock, so the next server may start.
    const release = acquireDataDirLock(dataDir);
    release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tod-stale-'));
    // Pid numbers wrap well below 2^22 on Linux, so this one cannot be alive.
    writeFileSync(path.join(dataDir, 'server.lock'), String(2 ** 22 + 7));
    const release = acquireDataDirLock(dataDir);
    expect(lockFilePid(dataDir)).toBe(process.pid);
    release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists every bad setting at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', GAME_SPEED: '0' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(2);
    expect(problems.some((p) => p.startsWith('PORT:') && p.includes('"eighty"'))).toBe(true);
    expect(problems.some((p) => p.startsWith('GAME_SPEED:') && p.includes('must be a number above 0'))).toBe(true);
    expect((error as Error).message).toMatch(/^Invalid settings:\n {2}- /);
  });

  it('refuses to start on bad settings, naming each of them', { timeout: 30_000 }, async () => {
    const res = await startServer({ DATA_DIR: tmpdir(), PORT: '70000', GAME_SPEED: 'fast' }).exited;
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Invalid settings:');
    expect(res.stderr).toContain('PORT:');
    expect(res.stderr).toContain('GAME_SPEED:');
  });
});

describe('web app fallback', () => {
  let web: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'tod-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tales of Deeds</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'x.js'), 'console.log("x");');
    web = await createTestApp({ database: t.database, config: { webDist } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/character/search?q=ald', '/character/view/123', '/', '/admin/manage-deeds'])(
    'serves index.html for the page %s',
    async (url) => {
      const res = await web.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store'); // it carries the session (ADR 0026)
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it('serves hashed assets with immutable cache headers', async () => {
    const res = await web.request({ method: 'GET', url: '/assets/x.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("x");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths with 404 JSON, never the page', async () => {
    for (const url of ['/api/nope', '/api', '/api/character/view/123']) {
      const res = await web.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Not found.' });
    }
    const signedOut = await web.request({ method: 'GET', url: '/api/character/search?name=ald' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-type']).toMatch(/^application\/json/);
  });
});
