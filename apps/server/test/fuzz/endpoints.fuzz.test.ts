/**
 * Property-based fuzzing of every call the server registers (docs/hardening.md, "Input"): for
 * each operation of the OpenAPI document, which the server builds from the contracts, and for a
 * visitor, a player and staff (the owner, role 3, so every staff check is passed), fast-check
 * generates near-valid and hostile path segments, query strings, headers and bodies. Every
 * answer must be below 500, carry no stack trace or internal detail, be a JSON `{message}` when
 * it refuses, and a refused request must have stored nothing.
 *
 * Replay a failure with the seed it prints: `FUZZ_SEED=<seed> npm run test:fuzz`
 * (the whole file, so the database goes through the same requests first). `FUZZ_RUNS` sets
 * the runs per call and caller.
 */
import { ErrorResponseSchema, Role } from '@tod/contracts';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testSettings } from '../kit/settings.ts';
import { sequenceRng } from '../kit/rng.ts';
import { takeChanges, watchChanges } from './changes.ts';
import { type Operation, operationsOf, requestFor, sweepFor } from './requests.ts';
import type { Known } from './values.ts';
import { createTestApp, signUpWithCharacter, uniqueName } from '../kit.ts';
import { signUpWithRole } from '../api/admin-kit.ts';

const SEED = testSettings().fuzzSeed ?? 20261122;
const RUNS = testSettings().fuzzRuns ?? 6;

/** What an answer must never show: stack frames, source paths, driver and library internals. */
const INTERNALS =
  /\bat [^\n"]*:\d+:\d+|node_modules|\/work\/|\/apps\/server|\.ts:\d+|"stack"|\b(TypeError|ReferenceError|RangeError|SyntaxError)\b|Failed query|drizzle|postgres(ql)?:\/\//;

// Built before the tests are collected: the operations to fuzz come from the running app.
const t = await createTestApp({
  config: { runSqlEnabled: true },
  // Outcomes of deeds and jailbreaks replay the same draws, so a seed replays the same run.
  rng: sequenceRng([0.31, 0.77, 0.05, 0.93, 0.5, 0.18]),
  // The presence long poll answers at once instead of holding for half a minute.
  realtime: { presence: { holdMs: 10, recheckMs: 10 } },
});
afterAll(() => t.close());

const player = await signUpWithCharacter(t);
const staff = await signUpWithRole(t, Role.owner);
await createCharacter(staff.cookie);
// Someone the generated ids may name: staff may ban, mute or delete them without ending the
// sessions this test calls with.
const victim = await signUpWithCharacter(t);
await t.request({ method: 'POST', url: '/api/shoutbox/message', cookie: victim.cookie, payload: { message: 'Hello, world.' } });
await t.request({
  method: 'POST',
  url: '/api/reports',
  cookie: victim.cookie,
  payload: { target: 'character', characterId: player.character.id, reason: 'A test report.' },
});

async function createCharacter(cookie: string): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: '/api/character/create',
    cookie,
    payload: { name: uniqueName(), bio: 'Fuzz.' },
  });
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode}: ${res.body}`);
}

const known = await knownValues();
await watchChanges(t.database);

const operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
const callers = [
  { name: 'visitor', cookie: undefined },
  { name: 'player', cookie: player.cookie },
  { name: 'staff', cookie: staff.cookie },
] as const;

/** Ids of rows the seed and the set-up made, except the callers' own accounts and characters. */
async function knownValues(): Promise<Known> {
  const own = new Set<string>();
  for (const cookie of [player.cookie, staff.cookie]) {
    const account = (await t.request({ method: 'GET', url: '/api/auth/account', cookie })).json();
    own.add(account.id);
    if (account.playerCharacter) own.add(account.playerCharacter.id);
  }
  const tables = await t.database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'id' AND data_type = 'uuid' ORDER BY table_name`,
  );
  const uuids: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await t.database.query<{ id: string }>(`SELECT id::text AS id FROM "${name}" ORDER BY id LIMIT 8`);
    uuids[name] = rows.map((r) => r.id).filter((id) => !own.has(id));
  }
  const integers = await t.database.query<{ id: number }>('SELECT id::int AS id FROM chat_messages ORDER BY id LIMIT 5');
  return { uuids, integers: integers.map((r) => r.id) };
}

/** Writes a refused call makes by design: the owner's raw queries are audited whatever their outcome. */
const WRITTEN_WHEN_REFUSED_BY: Record<string, string[]> = { '/api/admin/runsql': ['audit_entries INSERT'] };

async function send(options: InjectOptions): Promise<{ status: number; body: string }> {
  if (!String(options.url).startsWith('/api/shoutbox/feed')) {
    const res: LightMyRequestResponse = await t.app.inject(options);
    return { status: res.statusCode, body: res.body };
  }
  // The feed is a stream that never ends: read its status, then hang up unless it refused.
  const hangUp = new AbortController();
  const res = await t.app.inject({ ...options, payloadAsStream: true, signal: hangUp.signal });
  if (res.statusCode < 400) {
    hangUp.abort();
    return { status: res.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(Buffer.from(chunk));
  return { status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

/** Sends one request and returns what it stored. */
async function call(options: InjectOptions) {
  // Counters of earlier requests would soon answer 429 to everything.
  await t.database.query('WITH limits AS (DELETE FROM rate_limits) DELETE FROM fuzz_changes');
  const res = await send(options);
  return { res, changes: await takeChanges(t.database) };
}

function check(op: Operation, options: InjectOptions, res: { status: number; body: string }, changes: string[]): void {
  const what = `${options.method} ${String(options.url).slice(0, 300)} -> ${res.status} ${res.body.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  expect(res.body, what).not.toMatch(INTERNALS);
  if (res.status >= 400) {
    const parsed = ErrorResponseSchema.safeParse(JSON.parse(res.body));
    expect(parsed.success && parsed.data.message.length > 0, `${what}: not a JSON {message}`).toBe(true);
    expect(
      changes.filter((c) => !(WRITTEN_WHEN_REFUSED_BY[op.path] ?? []).includes(c)),
      `${what}: a refused request stored something`,
    ).toEqual([]);
  }
}

describe.each(callers)('fuzzing as a $name', (caller) => {
  // Logging out would end the session the rest of this run calls with; a visitor fuzzes it.
  const ops = operations.filter((op) => !(caller.cookie && op.path === '/api/auth/logout'));

  it.each(ops.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_, op) => {
    for (const options of sweepFor(op, known, caller.cookie, SEED)) {
      const { res, changes } = await call(options);
      check(op, options, res, changes);
      expect(
        res.status,
        `${options.method} ${options.url} ${String(options.payload)}: unstorable text accepted`,
      ).toBeGreaterThanOrEqual(400);
    }
    await fc.assert(
      fc.asyncProperty(requestFor(op, known, caller.cookie), async (options) => {
        const { res, changes } = await call(options);
        check(op, options, res, changes);
        if (caller.cookie && op.path === '/api/character/retire' && res.status === 200) await createCharacter(caller.cookie);
      }),
      // No shrinking: a failure's seed and path replay it, and shrinking a stateful run can outlast the test's time.
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

it('fuzzes every call the contracts describe', async () => {
  const contracts = await import('@tod/contracts');
  const described = Object.values(contracts).flatMap((group) =>
    group && typeof group === 'object' && !Array.isArray(group)
      ? Object.values(group as Record<string, unknown>).filter((e): e is { method: string; path: string } =>
          Boolean(e && typeof e === 'object' && 'method' in e && 'path' in e && 'response' in e),
        )
      : [],
  );
  const fuzzed = new Set(operations.map((op) => `${op.method} ${op.path}`));
  const missing = described
    .map((e) => `${e.method} /api${e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`)
    .filter((key) => !fuzzed.has(key));
  expect(missing).toEqual([]);
});
