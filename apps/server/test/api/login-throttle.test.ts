import { RateLimits } from '@tod/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { LoginLimits } from '../../src/modules/accounts/throttle.ts';
import { createTestApp, PASSWORD, signUp, type TestApp, uniqueEmail } from '../kit.ts';

// The numbers players and operators are told (docs/hardening.md, "Accounts and floods"),
// written out so a changed constant fails here instead of moving the test along with it.
const PER_ACCOUNT = 5;
const PER_ADDRESS = 20;
const LOCKOUT_MS = 15 * 60_000;
const WRONG = 'wrong password!';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Each test logs in from its own client address, so address counters never mix. */
let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `10.7.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

const login = (email: string, password: string, address: string, app: TestApp = t) =>
  app.request({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email, password } });

const statuses = (answers: LightMyRequestResponse[]) => {
  const byStatus: Record<number, number> = {};
  for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
  return byStatus;
};

/**
 * A 429 of the failed-login limit. With `wait`, its exact Retry-After seconds and the message's
 * wait in whole minutes, rounded up, as players read it ("1 minute", "15 minutes").
 */
function expectThrottled(res: LightMyRequestResponse, wait?: { seconds: number; text: string }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: 'auth.throttled',
    message: wait
      ? `Too many failed login attempts. Try again in ${wait.text}.`
      : expect.stringMatching(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/),
  });
  if (wait) expect(res.headers['retry-after']).toBe(String(wait.seconds));
  else expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const FULL_LOCKOUT = { seconds: LOCKOUT_MS / 1000, text: '15 minutes' };

it('has the documented limits', () => {
  expect(LoginLimits).toMatchObject({ perAccount: PER_ACCOUNT, perAddress: PER_ADDRESS, blockMs: LOCKOUT_MS });
});

/**
 * Sends `call` under fake timers and checks that its answer comes exactly when `pauseMs` has
 * passed: not after the event loop has run dry, not 1 ms early. Timers stay fake for the caller.
 */
async function answeredOnlyAfter<T>(pauseMs: number, call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  let answered = false;
  const answer = call().then((res) => {
    answered = true;
    return res;
  });
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(answered).toBe(false);
  await vi.advanceTimersByTimeAsync(pauseMs - 1);
  expect(answered).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  return answer;
}

describe('failed logins per account', () => {
  it(`checks exactly ${PER_ACCOUNT} of 50 concurrent wrong passwords and refuses the rest`, async () => {
    const { email } = await signUp(t);
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(email, WRONG, address)));
    expect(statuses(answers)).toEqual({ 401: PER_ACCOUNT, 429: 50 - PER_ACCOUNT });
    // Refused while the five were checked (the window's end) or after (the lockout's): 15 minutes either way.
    for (const refused of answers.filter((a) => a.statusCode === 429)) expectThrottled(refused, FULL_LOCKOUT);
    // Locked: even the right password is refused, from any address.
    expectThrottled(await login(email, PASSWORD, newAddress()));
  }, 120_000);

  it(`answers 401 up to the ${PER_ACCOUNT}th wrong password and 429 from the next, for the right one too`, async () => {
    const { email } = await signUp(t);
    const address = newAddress();
    for (let i = 1; i <= PER_ACCOUNT; i += 1) {
      expect((await login(email, WRONG, address)).statusCode, `attempt ${i}`).toBe(401);
    }
    expectThrottled(await login(email, PASSWORD, address), FULL_LOCKOUT);
  });

  it('refuses during a running lockout without consulting the database, until the exact end (issue #32)', async () => {
    const { email } = await signUp(t);
    const address = newAddress();
    for (let i = 1; i <= PER_ACCOUNT; i += 1) expect((await login(email, WRONG, address)).statusCode).toBe(401);
    expectThrottled(await login(email, PASSWORD, address), FULL_LOCKOUT);
    // Cleared behind the server's back: a refusal that read or wrote the counter would now let
    // the password through. A lockout only ends with time, so the server need not look.
    await t.app.deps.db.execute(sql`DELETE FROM login_throttles WHERE key = ${`account:${email}`}`);
    t.clock.advance(LOCKOUT_MS - 1000);
    expectThrottled(await login(email, PASSWORD, newAddress()), { seconds: 1, text: '1 minute' });
    // The refusal wrote nothing: no counter came back.
    expect(await rowsOf(t.app.deps.db, sql`SELECT 1 FROM login_throttles WHERE key = ${`account:${email}`}`)).toEqual([]);
    t.clock.advance(1000);
    expect((await login(email, PASSWORD, address)).statusCode).toBe(200);
  });

  it('refuses from the failure that locked the account on, with nothing read or written (issue #32)', async () => {
    const { email } = await signUp(t);
    for (let i = 1; i <= PER_ACCOUNT; i += 1) expect((await login(email, WRONG, newAddress())).statusCode).toBe(401);
    // Cleared behind the server's back straight after the locking failure: the server knows the
    // lockout it set and never asks the database again while it runs.
    await t.app.deps.db.execute(sql`DELETE FROM login_throttles WHERE key = ${`account:${email}`}`);
    const flood = Array.from({ length: 20 }, () => newAddress());
    for (const address of flood) expectThrottled(await login(email, PASSWORD, address), FULL_LOCKOUT);
    // A flood from ever new addresses leaves no counter behind: neither the login limit's per
    // address nor the write limit's, so the refusals' work does not grow with the flood.
    const keys = (prefix: string) =>
      sql.join(
        flood.map((a) => sql`${`${prefix}${a}`}`),
        sql`, `,
      );
    const written = await rowsOf(
      t.app.deps.db,
      sql`SELECT key FROM login_throttles WHERE key IN (${keys('address:')})
          UNION ALL SELECT key FROM rate_limits WHERE key IN (${keys('write:address:')})`,
    );
    expect(written).toEqual([]);
    t.clock.advance(LOCKOUT_MS);
    expect((await login(email, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('lets the right password in after one wrong password fewer than the limit', async () => {
    const { email } = await signUp(t);
    const address = newAddress();
    for (let i = 1; i < PER_ACCOUNT; i += 1) expect((await login(email, WRONG, address)).statusCode).toBe(401);
    expect((await login(email, PASSWORD, address)).statusCode).toBe(200);
  });

  it('locks for exactly 15 minutes from the failure that reached the limit', async () => {
    const { email } = await signUp(t);
    const address = newAddress();
    // A minute between failures: the lockout counts from the last one, not the first.
    for (let i = 1; i <= PER_ACCOUNT; i += 1) {
      if (i > 1) t.clock.advance(60_000);
      expect((await login(email, WRONG, address)).statusCode).toBe(401);
    }
    t.clock.advance(LOCKOUT_MS - 61_000);
    expectThrottled(await login(email, PASSWORD, address), { seconds: 61, text: '2 minutes' });
    t.clock.advance(1000);
    expectThrottled(await login(email, PASSWORD, address), { seconds: 60, text: '1 minute' });
    t.clock.advance(59_500);
    expectThrottled(await login(email, PASSWORD, address), { seconds: 1, text: '1 minute' });
    t.clock.advance(500);
    expect((await login(email, PASSWORD, address)).statusCode).toBe(200);
  });

  it('counts failures again from zero after a successful login', async () => {
    const { email } = await signUp(t);
    const address = newAddress();
    for (let i = 1; i < PER_ACCOUNT; i += 1) expect((await login(email, WRONG, address)).statusCode).toBe(401);
    expect((await login(email, PASSWORD, address)).statusCode).toBe(200);
    for (let i = 1; i <= PER_ACCOUNT; i += 1) {
      expect((await login(email, WRONG, address)).statusCode, `failure ${i} after the success`).toBe(401);
    }
    expectThrottled(await login(email, WRONG, address));
  });

  it('counts an unknown e-mail the same way, with the same answers', async () => {
    const email = uniqueEmail('ghost');
    const address = newAddress();
    for (let i = 1; i <= PER_ACCOUNT; i += 1) expect((await login(email, WRONG, address)).statusCode).toBe(401);
    expectThrottled(await login(email, WRONG, address));
  });
});

describe('failed logins per address', () => {
  it(`checks exactly ${PER_ADDRESS} of 50 concurrent wrong passwords for 50 accounts from one address`, async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(uniqueEmail('many'), WRONG, address)));
    expect(statuses(answers)).toEqual({ 401: PER_ADDRESS, 429: 50 - PER_ADDRESS });
    // The address is locked, also for an account with no failures and the right password.
    const { email } = await signUp(t);
    expectThrottled(await login(email, PASSWORD, address));
    // Another address is not.
    expect((await login(email, PASSWORD, newAddress())).statusCode).toBe(200);
  }, 120_000);

  it(`answers 401 up to the ${PER_ADDRESS}th failure from one address and 429 from the next`, async () => {
    const address = newAddress();
    for (let i = 1; i <= PER_ADDRESS; i += 1) {
      expect((await login(uniqueEmail('spray'), WRONG, address)).statusCode, `failure ${i}`).toBe(401);
    }
    const { email } = await signUp(t);
    expectThrottled(await login(email, PASSWORD, address), FULL_LOCKOUT);
    t.clock.advance(LOCKOUT_MS);
    expect((await login(email, PASSWORD, address)).statusCode).toBe(200);
  }, 60_000);

  it("gives the address its attempt back on a success, without forgetting the address's failures", async () => {
    const address = newAddress();
    for (let i = 1; i < PER_ADDRESS; i += 1) expect((await login(uniqueEmail('spray'), WRONG, address)).statusCode).toBe(401);
    const { email } = await signUp(t);
    expect((await login(email, PASSWORD, address)).statusCode).toBe(200);
    expect((await login(uniqueEmail('spray'), WRONG, address)).statusCode, `failure ${PER_ADDRESS}`).toBe(401);
    expectThrottled(await login(uniqueEmail('spray'), WRONG, address), FULL_LOCKOUT);
  }, 60_000);

  it('does not count successful logins against the address', async () => {
    const { email } = await signUp(t);
    const address = newAddress();
    for (let i = 1; i <= PER_ADDRESS + 5; i += 1) {
      expect((await login(email, PASSWORD, address)).statusCode, `login ${i}`).toBe(200);
    }
  }, 60_000);

  it('refuses a locked address from memory before its write limit counts the request', async () => {
    const address = newAddress();
    for (let i = 1; i <= PER_ADDRESS; i += 1) expect((await login(uniqueEmail('spray'), WRONG, address)).statusCode).toBe(401);
    const [before] = await rowsOf<{ hits: number }>(
      t.app.deps.db,
      sql`SELECT hits FROM rate_limits WHERE key = ${`write:address:${address}`}`,
    );
    for (let i = 0; i < 10; i += 1) expectThrottled(await login(uniqueEmail('spray'), WRONG, address), FULL_LOCKOUT);
    const [after] = await rowsOf<{ hits: number }>(
      t.app.deps.db,
      sql`SELECT hits FROM rate_limits WHERE key = ${`write:address:${address}`}`,
    );
    expect(after).toEqual(before);
  }, 60_000);
});

describe('registrations per address', () => {
  it(`accepts exactly ${RateLimits.registerPerAddress.limit} of concurrent registrations from one address`, async () => {
    const address = newAddress();
    const extra = 5;
    const answers = await Promise.all(
      Array.from({ length: RateLimits.registerPerAddress.limit + extra }, () =>
        t.request({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: address,
          payload: { email: uniqueEmail('crowd'), password: PASSWORD },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: RateLimits.registerPerAddress.limit, 429: extra });
    // A hundred deliberate password hashes take a while on a busy machine.
  }, 240_000);
});

describe('password hashing under a flood', () => {
  it('answers 503 with Retry-After at once when every hashing slot and the queue are taken, and counts nothing', async () => {
    const busy = await createTestApp({
      database: t.database,
      clock: t.clock,
      config: { hashing: { concurrency: 1, queue: 1, busyShare: 1, refusalPauseMs: 0 } },
    });
    try {
      const { email, cookie } = await signUp(busy);
      const address = newAddress();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // One hash running and one waiting: the gate is full, without any timing involved.
      const running = busy.app.passwords.gate.run(() => held);
      const waiting = busy.app.passwords.gate.run(() => held);
      expect(busy.app.passwords.gate).toMatchObject({ active: 1, waiting: 1 });

      for (let i = 0; i < PER_ACCOUNT + 2; i += 1) {
        const refused = await login(email, WRONG, address, busy);
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('2');
        expect(refused.json()).toEqual({
          message: 'The server is busy. Please try again in 2 seconds.',
          code: 'auth.busy',
          details: { retryAfterSeconds: 2 },
        });
      }
      const newcomer = uniqueEmail('late');
      const register = () =>
        busy.request({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: address,
          payload: { email: newcomer, password: PASSWORD },
        });
      expect((await register()).statusCode).toBe(503);
      // Calls that check no password are served as usual.
      expect((await busy.request({ method: 'GET', url: '/api/auth/session', cookie })).json().account).toMatchObject({
        email,
      });

      release();
      await Promise.all([running, waiting]);
      // Nothing was created and no refused attempt counted as a failure.
      expect((await register()).statusCode).toBe(201);
      for (let i = 1; i <= PER_ACCOUNT; i += 1) expect((await login(email, WRONG, address, busy)).statusCode).toBe(401);
      expectThrottled(await login(email, WRONG, address, busy));
    } finally {
      await busy.close();
    }
  });

  it('sends the refusal only after the pause, so a flooding client cannot loop on refusals', async () => {
    const pauseMs = 60_000;
    const paused = await createTestApp({
      database: t.database,
      clock: t.clock,
      config: { hashing: { concurrency: 1, queue: 0, busyShare: 1, refusalPauseMs: pauseMs } },
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const { email } = await signUp(paused);
      const running = paused.app.passwords.gate.run(() => held);
      // Only timers are faked: the refused request does no database work before its answer.
      expect((await answeredOnlyAfter(pauseMs, () => login(email, WRONG, newAddress(), paused))).statusCode).toBe(503);
      vi.useRealTimers();
      release();
      await running;
      // With the gate free again the same call is served at once.
      expect((await login(email, WRONG, newAddress(), paused)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      release();
      await paused.close();
    }
  });

  it('sends a refused sign-in (429) only after the same pause, and other answers at once', async () => {
    const pauseMs = 60_000;
    const paused = await createTestApp({
      database: t.database,
      clock: t.clock,
      config: { hashing: { concurrency: 1, queue: 10, busyShare: 1, refusalPauseMs: pauseMs } },
    });
    try {
      const { email } = await signUp(paused);
      const address = newAddress();
      for (let i = 1; i <= PER_ACCOUNT; i += 1) expect((await login(email, WRONG, address, paused)).statusCode).toBe(401);
      expectThrottled(await answeredOnlyAfter(pauseMs, () => login(email, PASSWORD, newAddress(), paused)), FULL_LOCKOUT);
      // A refusal that is not a limit's (an invalid body) is not held back.
      const invalid = await login('not an e-mail', WRONG, newAddress(), paused);
      expect(invalid.statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
      await paused.close();
    }
  });
});
