// What a player costs the server in CPU, in figures a busy machine does not distort: CPU time
// from /proc counts only what the process itself ran, however long it waited for a core, so
// cores used per 1,000 players and CPU milliseconds per call hold on a shared machine where
// latencies do not (docs/capacity.md, "Cost per player").
import { Pool } from 'undici';
import { connectPostgres } from '../../apps/server/src/db/client.ts';
import type { GameDatabase, GameServer } from './game.ts';
import { playerAddress } from './game.ts';
import type { PreparedPlayer } from './players-prepare.ts';
import { ARRIVAL_CALLS, type Call, FEED_OPEN_CALLS, PAGE_CALLS, characterIdOf } from './players-model.ts';
import { backendsCpuBetween, backendsCpuMs, cpuMs, sleep } from './processes.ts';

/** CPU milliseconds the database's own processes used so far: PostgreSQL's backends for the bench database. */
export interface DatabaseCpu {
  /** Starts a measurement; the function it returns gives the milliseconds used since. */
  start(): Promise<() => Promise<number>>;
  close(): Promise<void>;
}

/**
 * The CPU of the PostgreSQL backends serving the bench's database (other databases on the same
 * server, such as other test runs, are left out). Null for PGlite, which runs inside the game
 * server's process and is counted with it. A backend that ends during a measurement loses its
 * share; the servers' pools keep theirs open, so that is rare.
 */
export async function databaseCpu(db: GameDatabase): Promise<DatabaseCpu | null> {
  if (db.label !== 'PostgreSQL') return null;
  const client = connectPostgres(db.env.DATABASE_URL ?? '', { max: 1 });
  return {
    async start() {
      const before = await backendsCpuMs(client);
      return async () => backendsCpuBetween(before, await backendsCpuMs(client));
    },
    close: () => client.close(),
  };
}

/** One call kind's cost: CPU milliseconds per call on the server and on PostgreSQL. */
export interface CallCost {
  name: string;
  serverMs: number;
  databaseMs: number;
  /**
   * For work no call of the generators names, how often each player pays it a second; the
   * report counts it at that rate instead of a call's.
   */
  perPlayerPerSecond?: number;
}

/** Sessions write "last used" (and the character "last seen") once a minute: SessionLimits.touchEveryMs. */
const TOUCH_EVERY_S = 60;

export interface Calibration {
  calls: CallCost[];
  /** Bytes of heap (after a collection) and resident memory one held connection (long poll or live feed) adds. */
  heldHeapBytes: number;
  heldRssBytes: number;
  connectionsHeld: number;
}

/** Calls per kind measured at once; the CPU counters tick every 10 ms, so a few hundred calls make a readable figure. */
const PER_KIND = 200;
const CONCURRENCY = 4;
/** Live feeds and long polls each calibration player holds at once (the cap is 8 a session: plugins/stream-slots.ts). */
const HELD_PER_PLAYER = 3;

/** Each GET the model's pages make, once, with the account refresh and the active-players read. */
export function calibratedReads(): Call[] {
  const all = [
    ...ARRIVAL_CALLS,
    ...Object.values(PAGE_CALLS).flat(),
    ...FEED_OPEN_CALLS,
    { method: 'GET', path: '/api/auth/account' },
    { method: 'GET', path: '/api/character/active' },
  ] as Call[];
  return [...new Map(all.map((c) => [`${c.method} ${c.path}`, c])).values()];
}

const nameOf = (c: Call) => `${c.method} ${c.path}`;

/**
 * Measures each call kind's CPU on an otherwise idle server (before any simulated player
 * arrives), with `players` of its own (one long poll and one live feed each at most, as the
 * session's stream cap allows). The server's background work (the presence re-read every few
 * seconds, heartbeats) is measured first and taken off.
 */
export async function calibrate(
  server: GameServer,
  dbCpu: DatabaseCpu | null,
  players: PreparedPlayer[],
  cityId: string,
): Promise<Calibration> {
  const pool = new Pool(server.base, { connections: null, keepAliveTimeout: 60_000 });
  const headersOf = (p: PreparedPlayer, extra: Record<string, string> = {}) => ({
    cookie: p.cookie,
    'x-forwarded-for': playerAddress(p.index),
    accept: 'application/json',
    ...extra,
  });
  const pathOf = (c: Call, p: PreparedPlayer) => c.path.replace(':city', cityId).replace(':character', characterIdOf(p.index));
  const send = async (c: Call, p: PreparedPlayer): Promise<string> => {
    const res = await pool.request({
      method: c.method,
      path: pathOf(c, p),
      headers: headersOf(p, c.body === undefined ? {} : { 'content-type': 'application/json' }),
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
    });
    return res.body.text();
  };
  const measure = async (work: () => Promise<unknown>) => {
    const server0 = cpuMs(server.pid) ?? 0;
    const stopDb = await dbCpu?.start();
    const t0 = performance.now();
    await work();
    const seconds = (performance.now() - t0) / 1000;
    return { serverMs: (cpuMs(server.pid) ?? 0) - server0, databaseMs: (await stopDb?.()) ?? 0, seconds };
  };
  const many = async (count: number, one: (p: PreparedPlayer, i: number) => Promise<unknown>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < count; i = next++) await one(players[i % players.length]!, i);
      }),
    );
  };
  try {
    // Every calibration player's first call: its session is read (not cached yet) and, a minute
    // after it was made, marked used with its character seen. Each player online pays that once
    // a minute (it calls at least that often), on whichever call comes first.
    // Half of them go first, unmeasured: the server has just started, and its first requests
    // compile code and plan statements that every later one reuses.
    const half = Math.floor(players.length / 2);
    const activeRead: Call = { method: 'GET', path: '/api/character/active' };
    for (let i = 0; i < PER_KIND; i += 1) await send(activeRead, players[i % half]!);
    const first = await measure(async () => {
      for (const p of players.slice(half)) await send(activeRead, p);
    });
    await sleep(1_000);
    // Ten seconds: a multiple of the presence re-read's period (5 s), so the idle rate includes it fairly.
    const idle = await measure(() => sleep(10_000));
    const idleRate = { server: idle.serverMs / idle.seconds, database: idle.databaseMs / idle.seconds };
    const net = (m: { serverMs: number; databaseMs: number; seconds: number }, count: number) => ({
      serverMs: Math.max(0, m.serverMs - idleRate.server * m.seconds) / count,
      databaseMs: Math.max(0, m.databaseMs - idleRate.database * m.seconds) / count,
    });
    const calls: CallCost[] = [];
    for (const c of calibratedReads()) {
      await many(PER_KIND / 4, (p) => send(c, p)); // warm-up: the first calls compile and fill caches
      calls.push({ name: nameOf(c), ...net(await measure(() => many(PER_KIND, (p) => send(c, p).then(() => {}))), PER_KIND) });
    }
    // The long poll's own path without its wait (a hash that is not the current one answers at
    // once), beside the GET that answers the same bytes: what the POST costs on top of a read.
    const stalePoll: Call = { method: 'POST', path: '/api/character/active', body: { hash: 'not the current one' } };
    await many(PER_KIND / 4, (p) => send(stalePoll, p));
    calls.push({
      name: 'POST /api/character/active, answered at once',
      ...net(await measure(() => many(PER_KIND, (p) => send(stalePoll, p))), PER_KIND),
    });
    const deeds = JSON.parse(await send({ method: 'GET', path: '/api/deeds' }, players[0]!)) as Array<{
      id: string;
      level: number;
    }>;
    const deed = deeds.find((d) => d.level <= 1);
    if (deed) {
      const attempt: Call = { method: 'POST', path: `/api/deeds/${deed.id}/complete` };
      await many(PER_KIND / 4, (p) => send(attempt, p));
      calls.push({
        name: 'POST /api/deeds/:id/complete',
        ...net(await measure(() => many(PER_KIND, (p) => send(attempt, p).then(() => {}))), PER_KIND),
      });
    }

    const cachedActive = calls.find((c) => c.name === 'GET /api/character/active');
    const firstCall = net(first, players.length - half);
    calls.push({
      name: 'session read and "last used" write, once a minute',
      serverMs: Math.max(0, firstCall.serverMs - (cachedActive?.serverMs ?? 0)),
      databaseMs: Math.max(0, firstCall.databaseMs - (cachedActive?.databaseMs ?? 0)),
      perPlayerPerSecond: 1 / TOUCH_EVERY_S,
    });

    // Held connections: a few live feeds and long polls per calibration player, within the
    // session's stream cap: hundreds of them, or the heap's own swings (code flushed or
    // compiled between two collections) hide what each adds.
    const held = players.flatMap((p) => Array.from({ length: HELD_PER_PLAYER }, () => p));
    const before = await server.memory();
    const feeds: Array<{ destroy(): void }> = [];
    const feedOpen = await measure(async () => {
      await many(held.length, async (_, i) => {
        const p = held[i]!;
        const res = await pool.request({
          method: 'GET',
          path: '/api/shoutbox/feed',
          headers: headersOf(p, { accept: 'text/event-stream' }),
        });
        res.body.on('data', () => {});
        res.body.on('error', () => {});
        feeds.push(res.body);
      });
    });
    calls.push({ name: 'GET /api/shoutbox/feed', ...net(feedOpen, held.length) });
    const { hash } = JSON.parse(await send({ method: 'GET', path: '/api/character/active' }, players[0]!)) as { hash: string };
    let heldHeap = 0;
    let heldRss = 0;
    let probeMs = 0;
    const poll = await measure(async () => {
      const polls = Promise.all(
        held.map((p) => send({ method: 'POST', path: '/api/character/active', body: { hash } }, p).catch(() => '')),
      );
      await sleep(2_000);
      // The memory probe collects garbage first: its CPU is the probe's, not the polls'.
      const probe0 = cpuMs(server.pid) ?? 0;
      const holding = await server.memory();
      probeMs = (cpuMs(server.pid) ?? 0) - probe0;
      heldHeap = (holding.heapUsed - before.heapUsed) / (2 * held.length);
      heldRss = (holding.rss - before.rss) / (2 * held.length);
      await polls;
    });
    // A poll that waits its whole hold and answers 304: the re-arm a player pays every ~26 s.
    calls.push({ name: 'POST /api/character/active', ...net({ ...poll, serverMs: poll.serverMs - probeMs }, held.length) });
    for (const feed of feeds) feed.destroy();
    return { calls, heldHeapBytes: heldHeap, heldRssBytes: heldRss, connectionsHeld: 2 * held.length };
  } finally {
    await pool.destroy();
  }
}
