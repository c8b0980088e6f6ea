import { RateLimits } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRUNE_JOBS } from '../../src/housekeeping.ts';
import { hit, keysFor, runMaintenance } from '../../src/modules/limits/index.ts';
import { createTestApp, PASSWORD, signUp, signUpWithCharacter, type TestApp, uniqueEmail } from '../kit.ts';
import { listen } from '../event-stream.ts';
import { count } from './admin-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A request from its own client address, so each test starts with fresh counters. */
let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

describe('registration per address', () => {
  it(`allows ${RateLimits.registerPerAddress.limit} an hour, then answers 429 with Retry-After until the window ends`, async () => {
    const address = newAddress();
    const register = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: address,
        payload: { email: uniqueEmail(), password: PASSWORD },
      });
    for (let i = 0; i < RateLimits.registerPerAddress.limit; i += 1) {
      const res = await register();
      expect(res.statusCode, `registration ${i + 1}`).toBe(201);
    }
    t.clock.advance(60_000);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    const wait = (RateLimits.registerPerAddress.windowMs - 60_000) / 1000;
    expect(refused.headers['retry-after']).toBe(String(wait));
    expect(refused.json()).toMatchObject({
      message: `Too many requests. Try again in ${wait} seconds.`,
      details: { retryAfterSeconds: wait },
    });
    // Another address is not affected.
    const other = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: newAddress(),
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(other.statusCode).toBe(201);
    t.clock.advance(wait * 1000);
    expect((await register()).statusCode).toBe(201);
    // A hundred deliberate password hashes take a while on a busy machine.
  }, 240_000);
});

describe('writes per account', () => {
  it(`allows ${RateLimits.writesPerAccount.limit} a minute per account, from any address`, async () => {
    const user = await signUp(t);
    t.clock.advance(RateLimits.writesPerAccount.windowMs);
    const write = (i: number) =>
      t.request({
        method: 'POST',
        url: '/api/character/create',
        cookie: user.cookie,
        // Spread over addresses so only the account's limit can refuse.
        remoteAddress: `10.9.${Math.floor(i / 200)}.${i % 200}`,
        payload: { name: '' },
      });
    for (let i = 0; i < RateLimits.writesPerAccount.limit; i += 1) {
      const res = await write(i);
      expect(res.statusCode, `write ${i + 1}`).toBe(400);
    }
    const refused = await write(RateLimits.writesPerAccount.limit);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(RateLimits.writesPerAccount.windowMs / 1000));
    // Reads are not counted.
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: user.cookie })).statusCode).toBe(200);
    t.clock.advance(RateLimits.writesPerAccount.windowMs);
    expect((await write(0)).statusCode).toBe(400);
  }, 120_000);
});

describe('writes per address', () => {
  it('counts the exact limit with one statement per hit, also when hits race', async () => {
    const address = newAddress();
    const keys = keysFor({ address, userId: null, registering: false });
    const now = t.clock.now();
    const limit = RateLimits.writesPerAddress.limit;
    const results = await Promise.allSettled(Array.from({ length: limit + 5 }, () => hit(t.app.deps.db, keys, now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(limit);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);
    // The next request from that address is refused before its body is even looked at.
    const res = await t.request({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: {} });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBe(RateLimits.writesPerAddress.windowMs / 1000);
  });
});

// Issue #32 item 5: past a limit the refusals cost nothing (docs/decisions/0057-reads-and-refusals-from-memory.md).
describe('refusals past a write limit', () => {
  const hitsOf = async (key: string) =>
    (await t.database.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [key]))[0]?.hits;
  const login = (address: string) => t.request({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: {} });

  /** An address whose write window is spent: `limit` writes counted, then one refused. */
  async function spentAddress() {
    const address = newAddress();
    const keys = keysFor({ address, userId: null, registering: false });
    for (let i = 0; i < RateLimits.writesPerAddress.limit; i += 1) await hit(t.app.deps.db, keys, t.clock.now());
    expect((await login(address)).statusCode).toBe(429);
    return { address, key: `write:address:${address}` };
  }

  it('are the same 429 with a Retry-After that counts down, and write nothing, until the window ends', async () => {
    const { address, key } = await spentAddress();
    const counted = await hitsOf(key);
    expect(counted).toBe(RateLimits.writesPerAddress.limit + 1);
    const windowSeconds = RateLimits.writesPerAddress.windowMs / 1000;
    for (let i = 1; i <= 5; i += 1) {
      t.clock.advance(10_000);
      const refused = await login(address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(windowSeconds - 10 * i));
      expect(refused.json()).toMatchObject({ code: 'limits.too_many', details: { retryAfterSeconds: windowSeconds - 10 * i } });
    }
    expect(await hitsOf(key)).toBe(counted);
    t.clock.advance(RateLimits.writesPerAddress.windowMs);
    expect((await login(address)).statusCode).toBe(400);
    expect(await hitsOf(key)).toBe(1);
  });

  it('end at once when the counter is deleted behind the server (an operator, a script)', async () => {
    const { address, key } = await spentAddress();
    await t.database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    expect((await login(address)).statusCode).toBe(400);
    expect(await hitsOf(key)).toBe(1);
  });

  it('leave other addresses and accounts alone', async () => {
    await spentAddress();
    expect((await login(newAddress())).statusCode).toBe(400);
  });
});

describe('the active players long poll', () => {
  const hitsOf = async (key: string) =>
    (await t.database.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [key]))[0]?.hits;

  it('is a read: a POST that changes nothing is not counted against the write limits, a write after it is', async () => {
    const player = await signUpWithCharacter(t);
    const address = newAddress();
    const accountKey = `write:account:${player.userId}`;
    const accountHits = await hitsOf(accountKey);
    expect(accountHits).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) {
      // A hash the server never gave: answered at once with the list.
      const poll = await t.request({
        method: 'POST',
        url: '/api/character/active',
        cookie: player.cookie,
        remoteAddress: address,
        payload: { hash: `stale-${i}` },
      });
      expect(poll.statusCode).toBe(200);
    }
    expect(await hitsOf(`write:address:${address}`)).toBeUndefined();
    expect(await hitsOf(accountKey)).toBe(accountHits);

    const write = await t.request({
      method: 'POST',
      url: '/api/character/create',
      cookie: player.cookie,
      remoteAddress: address,
      payload: { name: '' },
    });
    expect(write.statusCode).toBe(400);
    expect(await hitsOf(`write:address:${address}`)).toBe(1);
    expect(await hitsOf(accountKey)).toBe((accountHits ?? 0) + 1);
  });
});

describe('maintenance', () => {
  it('prunes expired sessions and old counters, once per period whichever instance asks', async () => {
    const user = await signUp(t);
    await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong password' } });
    t.clock.advance(31 * 24 * 3600_000);
    expect(await count(t, 'sessions')).toBeGreaterThan(0);
    expect(await count(t, 'rate_limits')).toBeGreaterThan(0);
    const runs = await Promise.all([runMaintenance(t.app.deps, PRUNE_JOBS), runMaintenance(t.app.deps, PRUNE_JOBS)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await count(t, 'sessions')).toBe(0);
    expect(await count(t, 'rate_limits')).toBe(0);
    expect(await count(t, 'login_throttles')).toBe(0);
    expect(await runMaintenance(t.app.deps, PRUNE_JOBS)).toBe(false);
    t.clock.advance(15 * 60_000);
    expect(await runMaintenance(t.app.deps, PRUNE_JOBS)).toBe(true);
  });

  it('first checks once the server listens, not while it gets ready, and prunes what expired meanwhile', async () => {
    const restarted = await createTestApp();
    try {
      await signUp(restarted);
      // Ready, not yet listening: start-up has claimed no clean-up (a write before listening).
      expect(await count(restarted, 'maintenance_runs')).toBe(0);
      restarted.clock.advance(31 * 24 * 3600_000);
      await listen(restarted.app);
      await expect.poll(() => count(restarted, 'sessions')).toBe(0);
      expect(await count(restarted, 'maintenance_runs')).toBe(1);
    } finally {
      await restarted.close();
    }
  });
});
