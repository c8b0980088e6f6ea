// The real game server as the benchmarks run it: the production build (`node
// apps/server/dist/main.js`, no TypeScript loader), on PGlite in a temporary DATA_DIR or on a
// fresh PostgreSQL database.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Child, ROOT, freePort, startChild } from './processes.ts';

export const json = { 'content-type': 'application/json' };

/** Builds the server bundle, as `npm start` does, so the bench measures what ships. */
export function buildServer(): void {
  execFileSync('npm', ['run', 'build', '-w', '@tod/server'], { cwd: ROOT, stdio: 'ignore' });
}

/**
 * Builds the web app when it is missing: a player's first call is the page itself, which the
 * server renders with the session's answer in it (ADR 0026); without a build it answers 503
 * and the bench would measure that refusal instead.
 */
export function buildWebIfMissing(): void {
  if (existsSync(path.join(ROOT, 'apps', 'web', 'dist', 'index.html'))) return;
  execFileSync('npm', ['run', 'build', '-w', '@tod/web'], { cwd: ROOT, stdio: 'ignore' });
}

export interface GameDatabase {
  label: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  drop(): Promise<void>;
}

export function pgliteDatabase(): GameDatabase {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tod-bench-'));
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GameServer extends Child {
  port: number;
  base: string;
}

export async function startGameServer(db: GameDatabase, env: Record<string, string> = {}): Promise<GameServer> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: each game server writes a V8 CPU profile there when it stops (Node
  // refuses --cpu-prof in NODE_OPTIONS). Profiling slows the server: never for recorded figures.
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = await startChild(
    `game server (${db.label})`,
    'apps/server/dist/main.js',
    { PORT: String(port), HOST: '127.0.0.1', ...db.env, ...env },
    `http://127.0.0.1:${port}/api/health`,
    profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {},
  );
  return { ...child, port, base: `http://127.0.0.1:${port}` };
}

/** Every bench account's password (players-prepare.ts copies the hash of it). */
export const BENCH_PASSWORD = 'bench password 1';

/**
 * The client address player `i` comes from (the servers run with TRUST_PROXY=1): one each, as
 * real players have, so the per-address limits count each alone. wrk.lua gives the same ones.
 */
export const playerAddress = (i: number) => `10.${Math.floor(i / 62_500) % 250}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

/** Registers an account with a living character; returns its `name=value` session cookie. */
export async function createPlayer(base: string, label: string, index = 0): Promise<string> {
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': playerAddress(index) },
    body: JSON.stringify({ email: `${label}-${Date.now()}@example.com`, password: BENCH_PASSWORD }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}: ${await register.text()}`);
  const cookie = register.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('register set no session cookie');
  const created = await fetch(`${base}/api/character/create`, {
    method: 'POST',
    headers: { ...json, cookie, 'x-forwarded-for': playerAddress(index) },
    body: JSON.stringify({ name: label.slice(0, 20), bio: 'Works for the benchmark.' }),
  });
  if (created.status !== 201) throw new Error(`character create answered ${created.status}: ${await created.text()}`);
  return cookie;
}

/**
 * `count` sessions of the account `cookie` belongs to (it among them), made by signing in again
 * a few at a time: the server holds at most 8 live connections per session, so a benchmark
 * with many readers spreads them over sessions (`streamsPerSession` gives how many).
 */
export async function sessionsOf(base: string, cookie: string, count: number): Promise<string[]> {
  const account = await fetch(`${base}/api/auth/account`, { headers: { cookie } });
  if (account.status !== 200) throw new Error(`account answered ${account.status}`);
  const { email } = (await account.json()) as { email: string };
  const login = async (): Promise<string> => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    const session = res.headers.getSetCookie()[0]?.split(';')[0];
    if (res.status !== 200 || !session) throw new Error(`login answered ${res.status}: ${await res.text()}`);
    return session;
  };
  const sessions = [cookie];
  // Two at a time: each login hashes a password, and the server queues only a few hashes.
  while (sessions.length < count)
    sessions.push(...(await Promise.all(Array.from({ length: Math.min(2, count - sessions.length) }, login))));
  return sessions;
}

/** Live connections (chat streams and long polls) the server allows one session. */
export { STREAMS_PER_SESSION } from '../../apps/server/src/plugins/stream-slots.ts';

/**
 * A first start creates the database (PGlite's initdb), migrates, seeds and makes the players;
 * the measured processes are restarts on that database, like a server in production.
 */
export async function preparePlayers(db: GameDatabase, count: number, env: Record<string, string> = {}): Promise<string[]> {
  const first = await startGameServer(db, { TRUST_PROXY: '1', ...env });
  try {
    const cookies: string[] = [];
    // A few at a time: each registration hashes a password (argon2, about 70 ms of CPU).
    for (let i = 0; i < count; i += 4) {
      const batch = Array.from({ length: Math.min(4, count - i) }, (_, j) =>
        createPlayer(first.base, `Bench${i + j}x${process.pid}`, i + j),
      );
      cookies.push(...(await Promise.all(batch)));
    }
    return cookies;
  } finally {
    await first.stop();
  }
}
