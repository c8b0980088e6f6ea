import { Role } from '@tod/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { SHARED_ERRORS } from '../../src/plugins/openapi-errors.ts';
import { createTestApp, type TestApp } from '../kit.ts';
import { signUpWithRole } from './admin-kit.ts';
import { type CharacterValues, gameplayRows } from './gameplay-kit.ts';

// Issue #29, "Rules": bad input gets a clear JSON error and changes nothing. The suites using
// this kit send every bad input the issue names to every economy and fair-play endpoint,
// players' and staff's: each answer is JSON with a message and a code the endpoint's contract
// lists (its own `errors` or the shared plumbing's), and nothing any of these calls could write
// has changed. The table of cases is in docs/economy.md, "Bad input".

export const NOBODY = '00000000-0000-4000-8000-000000000000';

/** Amounts no endpoint takes: each is 400 `request.invalid`. */
export const badAmounts: [string, unknown][] = [
  ['a negative amount', -5],
  ['a fractional amount', 1.5],
  ['zero', 0],
  ['an amount past the cap of a billion', 1_000_000_001],
  ['an amount as text', '10'],
  ['no amount', null],
];

interface Contract {
  errors: readonly { code: string }[];
}
const sharedCodes = new Set(SHARED_ERRORS.map((e) => e.code));
type Answer = LightMyRequestResponse;
/** One bad input: the endpoint's contract, the input as the issue names it, the answer it gets, the call. */
export type Case = [contract: Contract, what: string, status: number, code: string, call: () => Promise<Answer>];

/**
 * The app a bad-input suite shares (registering its `beforeAll`/`afterAll`): a plain and an
 * evil-leaning city, a staff account, and the runner of cases.
 */
export function useBadInputSuite() {
  let t: TestApp | undefined;
  const app = () => t!;
  const rows = gameplayRows(app);
  const db = () => app().app.deps.db;
  const cities = { plain: '', evil: '' };
  let staff = '';
  beforeAll(async () => {
    t = await createTestApp();
    cities.plain = await rows.insertCity({ name: 'Test: Plainbury', alignment: 0, xPosition: 98, yPosition: 98 });
    cities.evil = await rows.insertCity({ name: 'Test: Dicemire', alignment: -20, xPosition: 99, yPosition: 99 });
    staff = (await signUpWithRole(app(), Role.staff)).cookie;
  });
  afterAll(() => t?.close());

  /** Everything a refused economy or fair-play call could have written, read whole in one statement. */
  async function everything(): Promise<unknown> {
    const all = (rows: string, order: string) =>
      sql.raw(`(select coalesce(json_agg(r order by ${order}), '[]') from (${rows}) r)`);
    const [row] = await rowsOf<{ everything: unknown }>(
      db(),
      sql`select json_build_object(
        'characters', ${all('select id, gold, level, dead, jailed_until from characters', 'id')},
        'bank', ${all('select character_id, balance from bank_accounts', 'character_id')},
        'ledger', ${all('select count(*) as n, coalesce(sum(delta), 0) as sum, max(id) as last from gold_ledger', 'n')},
        'terms', ${all('select id, principal, interest, due_at, collected_at, told_at from term_deposits', 'id')},
        'gifts', ${all('select id, amount from gifts', 'id')},
        'casino', ${all('select id, seed_hash, settled_at, stake, roll, payout from casino_rounds', 'id')},
        'journal', ${all('select count(*) as n, max(id) as last from journal_entries', 'n')},
        'households', ${all(
          `select h.id, m.user_id from fairplay_households h
           left join fairplay_household_members m on m.household_id = h.id`,
          'id, user_id',
        )},
        'flags', ${all('select id, cleared_at, cleared_by from fairplay_flags', 'id')},
        'stops', ${all('select id, answered_at, outcome, jail_ms from fairplay_watch_stops', 'id')},
        'audit', ${all('select count(*) as n from audit_entries', 'n')}
      ) as everything`,
    );
    return row?.everything;
  }

  return {
    app,
    rows,
    db,
    cities,
    staff: () => staff,
    /** A new character in the plain city unless `values` say otherwise. */
    player: (values: CharacterValues = {}) => rows.player(cities.plain, values),
    /** A call to make later, as `cookie` (a visitor without one). */
    send: (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: unknown) => (): Promise<Answer> =>
      app().request({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        ...(cookie ? { cookie } : {}),
      }),
    /** Runs each case: the answer it should get, a code its contract names, and no change at all. */
    async refusesAndChangesNothing(cases: Case[]): Promise<void> {
      for (const [contract, what, status, code, call] of cases) {
        const before = await everything();
        const res = await call();
        const body = res.json() as { code?: string; message?: string };
        expect([res.statusCode, body.code], what).toEqual([status, code]);
        expect(body.message, what).toMatch(/\S/);
        const listed = contract.errors.some((e) => e.code === code) || sharedCodes.has(code);
        expect(listed, `${what}: ${code} is in the contract`).toBe(true);
        expect(await everything(), what).toEqual(before);
      }
    },
  };
}
