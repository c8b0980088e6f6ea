import { readFileSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { RateLimits } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres, type Database, wrapPglite } from '../../src/db/client.ts';
import { rateLimitsTable } from '../../src/modules/limits/index.ts';
import { createTestApp, databaseUrlOf, dbKind, freshDatabase, type TestApp } from '../kit.ts';
import { crewKit } from './crews-kit.ts';
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
const crews = crewKit(
  () => t,
  () => ids.city,
);

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
 * Waits until the server has sent nothing for a while: setting up a player (sign-up, a new
 * character) makes other parts re-read on their own (the presence list), which must not land
 * inside a measurement. A wait for quiet, not a timed assertion.
 */
async function settled(): Promise<void> {
  for (let last = -1, i = 0; last !== statements && i < 50; i += 1) {
    last = statements;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Warms the session (the first account call fills the cache), then counts one attempt. */
async function attemptCount(cookie: string, id: string) {
  await account(cookie);
  await settled();
  const { result, count } = await counted(() => attempt(cookie, id));
  return { res: result, count };
}

/**
 * Other parts of the server read on their own now and then (the presence list, the session
 * cache's fence on PostgreSQL, shared by requests in flight), and such a statement may land
 * inside a measurement: each path is measured three times on fresh characters and judged by
 * its fewest statements.
 */
async function fewest(run: () => Promise<{ count: number }>) {
  const counts: number[] = [];
  for (let i = 0; i < 3; i += 1) counts.push((await run()).count);
  return Math.min(...counts);
}

// Everything the request sends is counted: the session (cache, fence or read), the rate-limit
// hit (ADR 0029: it rides on the attempt's read) and the attempt's own statements.
describe('round trips of a deed attempt', () => {
  it('a success takes at most 3', async () => {
    const count = await fewest(async () => {
      const { cookie } = await rows.player(ids.city);
      draws.use(0);
      const measured = await attemptCount(cookie, ids.good);
      expect(measured.res.json().success, measured.res.body).toBe(1);
      return measured;
    });
    expect(count).toBeLessThanOrEqual(3);
  });

  it('a player who only does deeds pays at most 3 for each, the first and the next', async () => {
    const count = await fewest(async () => {
      const { cookie } = await rows.player(ids.city);
      await settled();
      draws.use(0);
      const first = await counted(() => attempt(cookie, ids.good));
      expect(first.result.json().success, first.result.body).toBe(1);
      t.clock.advance(3_600_000);
      await settled();
      draws.use(0);
      // The first attempt wrote the character: whatever the session cache kept, this one pays for.
      const next = await counted(() => attempt(cookie, ids.good));
      expect(next.result.json().success, next.result.body).toBe(1);
      return { count: Math.max(first.count, next.count) };
    });
    expect(count).toBeLessThanOrEqual(3);
  });

  // ADR 0056: the attempt's own write keeps the session cached with the character as written,
  // so the player's next call pays no session statement (on PostgreSQL, the cache's fence).
  it('the call after an attempt reads no session again', async () => {
    const count = await fewest(async () => {
      const { cookie } = await rows.player(ids.city);
      draws.use(0);
      const measured = await attemptCount(cookie, ids.good);
      expect(measured.res.json().success, measured.res.body).toBe(1);
      await settled();
      const next = await counted(() => account(cookie));
      expect(next.result.json().playerCharacter).toEqual(measured.res.json().character);
      return next;
    });
    expect(count).toBeLessThanOrEqual(dbKind === 'postgres' ? 1 : 0);
  });

  it('a failure that jails takes at most 3', async () => {
    const count = await fewest(async () => {
      const { cookie } = await rows.player(ids.city);
      draws.use(0.999, 0);
      const measured = await attemptCount(cookie, ids.evil);
      expect(measured.res.json(), measured.res.body).toMatchObject({ success: 0, lastJail: expect.any(String) });
      return measured;
    });
    expect(count).toBeLessThanOrEqual(3);
  });

  it('a failure that jails a member seated in a group deed takes at most 3', async () => {
    const count = await fewest(async () => {
      const c = await crews.crew(1);
      const member = c.members[0]!;
      await crews.post('/crews/mine/group-deeds', c.leader.cookie, { key: 'caravan-escort' });
      const [plan] = (await crews.get('/crews/mine/group-deeds', member.cookie)).json().running;
      expect((await crews.post(`/crews/mine/group-deeds/${plan.id}/seats/0`, member.cookie)).statusCode).toBe(200);
      draws.use(0.999, 0);
      const measured = await attemptCount(member.cookie, ids.evil);
      expect(measured.res.json(), measured.res.body).toMatchObject({ success: 0, lastJail: expect.any(String) });
      const view = (await crews.get('/crews/mine/group-deeds', c.leader.cookie)).json();
      expect(view.running[0].blockers).toContain(`${member.character.username} is in jail.`);
      return measured;
    });
    expect(count).toBeLessThanOrEqual(3);
  });

  it('the cooldown refusal (-1) and a thrown refusal take at most 3', async () => {
    const players = await Promise.all([0, 1, 2].map(() => rows.player(ids.city)));
    draws.use(0);
    for (const { cookie } of players) await attempt(cookie, ids.good);
    let next = 0;
    const cooldown = await fewest(async () => {
      const measured = await attemptCount(players[next++]!.cookie, ids.good);
      expect(measured.res.json().success).toBe(-1);
      return measured;
    });
    expect(cooldown).toBeLessThanOrEqual(3);
    next = 0;
    const refused = await fewest(async () => {
      const measured = await attemptCount(players[next++]!.cookie, ids.high);
      expect(measured.res.statusCode).toBe(403);
      return measured;
    });
    expect(refused).toBeLessThanOrEqual(3);
  });

  it('two attempts at once: the winner and the loser take at most 3 each', async () => {
    const count = await fewest(async () => {
      const { cookie } = await rows.player(ids.city);
      draws.use(0);
      await account(cookie);
      await settled();
      const { result, count } = await counted(() => Promise.all([attempt(cookie, ids.good), attempt(cookie, ids.good)]));
      expect(result.map((r) => r.json().success).sort()).toEqual([-1, 1]);
      return { count };
    });
    expect(count).toBeLessThanOrEqual(6);
  });

  it('the hit is still counted: the exact account limit goes ahead, one past it answers 429 and changes nothing', async () => {
    const { cookie, character } = await rows.player(ids.city);
    const { userId } = await rows.character(character.id);
    const now = t.clock.now();
    const { limit, windowMs } = RateLimits.writesPerAccount;
    // The account's counter as if it had written limit - 1 times this window (creating the character counted one).
    const counter = { hits: limit - 1, windowStartedAt: now, windowEndsAt: new Date(now.getTime() + windowMs) };
    await t.app.deps.db
      .insert(rateLimitsTable)
      .values({ key: `write:account:${userId}`, ...counter })
      .onConflictDoUpdate({ target: rateLimitsTable.key, set: counter });
    draws.use(0);
    const last = await attempt(cookie, ids.good);
    expect(last.json().success, last.body).toBe(1);
    const before = await rows.character(character.id);
    t.clock.advance(windowMs / 2);
    const refused = await attempt(cookie, ids.good);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'limits.too_many', details: { retryAfterSeconds: windowMs / 2000 } });
    expect(refused.headers['retry-after']).toBe(String(windowMs / 2000));
    expect(await rows.character(character.id)).toEqual(before);
  });

  it('once refused past the limit, the next attempts are refused from memory: no statement but the session fence', async () => {
    const { cookie, character } = await rows.player(ids.city);
    const { userId } = await rows.character(character.id);
    const now = t.clock.now();
    const { limit, windowMs } = RateLimits.writesPerAccount;
    const counter = { hits: limit, windowStartedAt: now, windowEndsAt: new Date(now.getTime() + windowMs) };
    await t.app.deps.db
      .insert(rateLimitsTable)
      .values({ key: `write:account:${userId}`, ...counter })
      .onConflictDoUpdate({ target: rateLimitsTable.key, set: counter });
    expect((await attempt(cookie, ids.good)).statusCode).toBe(429);
    const count = await fewest(async () => {
      await account(cookie);
      await settled();
      const { result, count } = await counted(() => attempt(cookie, ids.good));
      expect(result.statusCode, result.body).toBe(429);
      expect(result.headers['retry-after']).toBe(String(windowMs / 1000));
      return { count };
    });
    expect(count).toBeLessThanOrEqual(dbKind === 'postgres' ? 1 : 0);
  });
});

// Issue #32: the catalogue comes from memory (docs/decisions/0045-content-cache.md), and so does
// the player's own part (character, city, skills, worn items, charter) once read
// (docs/decisions/0057-reads-and-refusals-from-memory.md): nothing but the session's fence on
// PostgreSQL, which both caches' checks share.
describe('round trips of the deed list', () => {
  it("sends no statement once the player's part is kept, but the session's fence on PostgreSQL", async () => {
    const count = await fewest(async () => {
      const { cookie } = await rows.player(ids.city);
      await account(cookie);
      await t.request({ method: 'GET', url: '/api/deeds', cookie });
      await settled();
      const { result, count } = await counted(() => t.request({ method: 'GET', url: '/api/deeds', cookie }));
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json().map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining([ids.good, ids.evil]));
      return { count };
    });
    expect(count).toBeLessThanOrEqual(dbKind === 'postgres' ? 1 : 0);
  });
});
