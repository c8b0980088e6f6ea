import { readFileSync } from 'node:fs';
import { SCRIPT_CALL_HEADER } from '@tod/contracts';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { testSettings } from './kit/settings.ts';
import { connectPostgres, type Database, wrapPglite } from '../src/db/client.ts';
import { systemClock } from '../src/lib/clock.ts';
import { FakeClock } from './kit/clock.ts';
import { cryptoRng, type Rng } from '../src/lib/rng.ts';
import { quote, withDatabase } from './template.ts';

export const dbKind = inject('dbKind');

const postgresUrls = new WeakMap<Database, string>();

/** Another connection pool to a PostgreSQL database from `freshDatabase()`: a second server instance. */
export function secondConnection(database: Database): Database {
  const url = postgresUrls.get(database);
  if (!url) throw new Error('secondConnection needs a PostgreSQL database made by freshDatabase()');
  return connectPostgres(url, { max: 20 });
}

/** The connection URL of a PostgreSQL database from `freshDatabase()` (for child processes). */
export function databaseUrlOf(database: Database): string {
  const url = postgresUrls.get(database);
  if (!url) throw new Error('databaseUrlOf needs a PostgreSQL database made by freshDatabase()');
  return url;
}

/** A fresh database for one test file: a copy of the run's migrated, seeded template. */
export async function freshDatabase(): Promise<Database> {
  const { databaseUrl } = testSettings();
  if (dbKind === 'postgres' && databaseUrl) {
    const template = inject('postgresTemplate');
    const name = `${template.replace(/template$/, '')}${randomBytes(6).toString('hex')}`;
    const admin = connectPostgres(databaseUrl, { max: 1 });
    try {
      await admin.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`);
    } finally {
      await admin.close();
    }
    const database = connectPostgres(withDatabase(databaseUrl, name), { max: 20 });
    postgresUrls.set(database, withDatabase(databaseUrl, name));
    return database;
  }
  const tarball = readFileSync(inject('pgliteTemplate'));
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([tarball]) }));
}

export interface TestApp {
  app: App;
  clock: FakeClock;
  database: Database;
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  // Tests fire many registrations at once; the hashing queue is deep and never rests so none is
  // refused as busy or slowed down (test/api/login-throttle.test.ts fills a small one on purpose,
  // and sets its own pause before a refusal).
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      HASH_QUEUE: '10000',
      HASH_BUSY_SHARE: '1',
      HASH_REFUSAL_PAUSE_MS: '0',
    }),
    ...overrides,
  };
}

/** The real app on a fresh database, with a clock the test moves. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    rng?: Rng;
    clock?: FakeClock;
    /** Runs on the real clock (the database's inside locks): for races whose bug needs time to pass. */
    systemTime?: boolean;
    database?: Database;
    realtime?: AppOptions['realtime'];
    notifications?: AppOptions['notifications'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase());
  const clock = options.clock ?? new FakeClock(new Date('2026-06-01T12:00:00Z'));
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock: options.systemTime ? systemClock : clock,
    rng: options.rng ?? cryptoRng,
    logger: false,
    realtime: options.realtime,
    // The dispatcher loop is driven by hand (runDueNotifications) so no test depends on timing.
    notifications: { loop: false, ...options.notifications },
  });
  await app.ready();
  return {
    app,
    clock,
    database,
    request: ({ cookie, headers, ...rest }) => app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) } }),
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

let counter = 0;
/** A unique e-mail for this file's database. */
export function uniqueEmail(label = 'player'): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@example.com`;
}
export const PASSWORD = 'correct horse battery';

/** The `name=value` cookie a response set, for the next request. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'tod_session');
  if (!c) throw new Error(`no session cookie in answer ${res.statusCode}: ${res.body}`);
  return `tod_session=${c.value}`;
}

/** Signs out as the app does: a script's call, with the header a page or image cannot send. */
export function signOut(t: TestApp, cookie: string): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'GET',
    url: '/api/auth/logout',
    cookie,
    headers: { [SCRIPT_CALL_HEADER.name]: SCRIPT_CALL_HEADER.value },
  });
}

export async function signUp(t: TestApp, email = uniqueEmail()): Promise<{ cookie: string; email: string; userId: string }> {
  const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  return { cookie: sessionCookie(res), email, userId: res.json().id as string };
}

let nameCounter = 0;
export function uniqueName(prefix = 'Hero'): string {
  nameCounter += 1;
  return `${prefix}${nameCounter}${randomBytes(3).toString('hex')}`.slice(0, 20);
}

/** A signed-up player with a living character. */
export async function signUpWithCharacter(t: TestApp, name = uniqueName()) {
  const user = await signUp(t);
  const res = await t.request({
    method: 'POST',
    url: '/api/character/create',
    cookie: user.cookie,
    payload: { name, bio: 'A wanderer.' },
  });
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode}: ${res.body}`);
  return { ...user, character: res.json() as { id: string; username: string; childCode: string } };
}
