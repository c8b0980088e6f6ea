import { readFileSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres, type Database, wrapPglite } from '../../src/db/client.ts';
import { createTestApp, databaseUrlOf, dbKind, freshDatabase, type TestApp } from '../kit.ts';
import { gameplayRows, replayedDraws } from './gameplay-kit.ts';

/**
 * Issue #10: a deed attempt takes at most 3 round trips to the database, counting everything
 * the request does (docs/decisions/0025-deed-attempt-round-trips.md). Every statement the app
 * sends is counted: on PGlite each call into the engine (a transaction's BEGIN and COMMIT
 * included), on PostgreSQL each Sync or simple Query message through a proxy in front of the
 * server. Counting statements, not waits, can only over-count round trips.
 */

let statements = 0;
let t: TestApp;
let closeCounter: () => Promise<void> = async () => {};
const draws = replayedDraws();
const rows = gameplayRows(() => t);
const ids = { city: '', good: '', evil: '', high: '' };

/** The PGlite client with every statement counted (bound to the client: it keeps private fields). */
function countedPglite(client: PGlite): PGlite {
  const counted = <T extends object>(target: T, methods: string[]): T =>
    new Proxy(target, {
      get(obj, prop) {
        const value = Reflect.get(obj, prop, obj);
        if (typeof value !== 'function') return value;
        if (methods.includes(String(prop))) {
          return (...args: unknown[]) => {
            statements += 1;
            return value.apply(obj, args);
          };
        }
        if (prop === 'transaction') {
          return (run: (tx: object) => Promise<unknown>) => {
            statements += 1; // BEGIN
            return value.call(obj, async (tx: object) => {
              try {
                return await run(counted(tx, methods));
              } finally {
                statements += 1; // COMMIT or ROLLBACK
              }
            });
          };
        }
        return value.bind(obj);
      },
    });
  return counted(client, ['query', 'exec', 'sql']);
}

/** A TCP proxy to PostgreSQL counting the client's Sync and Query messages (one per statement). */
async function countingProxy(url: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          // The startup message has no type byte.
          if (pending.length < 4 || pending.length < pending.readInt32BE(0)) break;
          pending = pending.subarray(pending.readInt32BE(0));
          started = true;
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) break;
        const type = String.fromCharCode(pending[0]!);
        if (type === 'S' || type === 'Q') statements += 1;
        pending = pending.subarray(1 + pending.readInt32BE(1));
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on('close', () => b.destroy());
      a.on('error', () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function countedDatabase(): Promise<Database> {
  if (dbKind === 'postgres') {
    const fresh = await freshDatabase();
    const proxy = await countingProxy(databaseUrlOf(fresh));
    await fresh.close();
    closeCounter = proxy.close;
    return connectPostgres(proxy.url, { max: 20 });
  }
  const tarball = readFileSync(inject('pgliteTemplate'));
  return wrapPglite(countedPglite(await PGlite.create({ loadDataDir: new Blob([tarball]) })));
}

beforeAll(async () => {
  const database = await countedDatabase();
  t = await createTestApp({ database, rng: draws.rng });
  ids.city = await rows.insertCity({ name: 'Test: Countwell', alignment: 0 });
  ids.good = await rows.insertDeed({ name: 'Test: Count Sheep', level: 1, alignment: 1, rewardGold: 10, rewardExperience: 10 });
  ids.evil = await rows.insertDeed({
    name: 'Test: Pick a Pocket',
    level: 1,
    alignment: -1,
    rewardGold: 10,
    rewardJailSeconds: 120,
  });
  ids.high = await rows.insertDeed({ name: 'Test: Count Stars', level: 50, rewardGold: 10 });
});
afterAll(async () => {
  const { database } = t;
  await t.close();
  await database.close();
  await closeCounter();
});

const attempt = (cookie: string, id: string) => t.request({ method: 'POST', url: `/api/deeds/${id}/complete`, cookie });
const account = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/account', cookie });

/** Statements the request sends. */
async function counted<T>(request: () => Promise<T>): Promise<{ result: T; count: number }> {
  const before = statements;
  const result = await request();
  return { result, count: statements - before };
}

/**
 * The session statement is the accounts module's (cached on PGlite once read; a query or a
 * fence on PostgreSQL): measured on the account call just before, which reads nothing else,
 * so what is left is the attempt's own.
 */
/** The session's own statements: the fewest of three account calls (the first fills the cache). */
async function sessionCount(cookie: string): Promise<number> {
  await account(cookie);
  const counts: number[] = [];
  for (let i = 0; i < 3; i += 1) counts.push((await counted(() => account(cookie))).count);
  return Math.min(...counts);
}

async function attemptCount(cookie: string, id: string) {
  const session = await sessionCount(cookie);
  const { result, count } = await counted(() => attempt(cookie, id));
  return { res: result, count, own: count - session, session };
}

/**
 * Other parts of the server read on their own now and then (the presence list, the session
 * cache's fence on PostgreSQL), and such a statement may land inside a measurement: each path
 * is measured three times on fresh characters and judged by its fewest statements.
 */
async function fewest(run: () => Promise<{ count: number; own: number; session: number }>) {
  let best: { count: number; own: number; session: number } | undefined;
  for (let i = 0; i < 3; i += 1) {
    const measured = await run();
    if (!best || measured.own < best.own) best = measured;
  }
  return best!;
}

function expectAtMost3({ count, own, session }: { count: number; own: number; session: number }) {
  expect(own, `${count} statements, ${session} of them the session's`).toBeLessThanOrEqual(3);
  // The embedded database answers the session from its cache: the whole request is counted.
  if (dbKind === 'pglite') expect(count).toBeLessThanOrEqual(3);
}

describe('round trips of a deed attempt', () => {
  it('a success takes at most 3', async () => {
    expectAtMost3(
      await fewest(async () => {
        const { cookie } = await rows.player(ids.city);
        draws.use(0);
        const measured = await attemptCount(cookie, ids.good);
        expect(measured.res.json().success, measured.res.body).toBe(1);
        return measured;
      }),
    );
  });

  it('a failure that jails takes at most 3', async () => {
    expectAtMost3(
      await fewest(async () => {
        const { cookie } = await rows.player(ids.city);
        draws.use(0.999, 0);
        const measured = await attemptCount(cookie, ids.evil);
        expect(measured.res.json(), measured.res.body).toMatchObject({ success: 0, lastJail: expect.any(String) });
        return measured;
      }),
    );
  });

  it('the cooldown refusal (-1) and a thrown refusal take at most 3', async () => {
    const players = await Promise.all([0, 1, 2].map(() => rows.player(ids.city)));
    draws.use(0);
    for (const { cookie } of players) await attempt(cookie, ids.good);
    let next = 0;
    expectAtMost3(
      await fewest(async () => {
        const measured = await attemptCount(players[next++]!.cookie, ids.good);
        expect(measured.res.json().success).toBe(-1);
        return measured;
      }),
    );
    next = 0;
    expectAtMost3(
      await fewest(async () => {
        const measured = await attemptCount(players[next++]!.cookie, ids.high);
        expect(measured.res.statusCode).toBe(403);
        return measured;
      }),
    );
  });

  it('two attempts at once: the winner and the loser take at most 3 each', async () => {
    const both = await fewest(async () => {
      const { cookie } = await rows.player(ids.city);
      draws.use(0);
      const session = await sessionCount(cookie);
      const { result, count } = await counted(() => Promise.all([attempt(cookie, ids.good), attempt(cookie, ids.good)]));
      expect(result.map((r) => r.json().success).sort()).toEqual([-1, 1]);
      return { count, session: 2 * session, own: count - 2 * session };
    });
    expect(both.own, `${both.count} statements, ${both.session} of them the sessions'`).toBeLessThanOrEqual(6);
    if (dbKind === 'pglite') expect(both.count).toBeLessThanOrEqual(6);
  });
});
