import { SCRIPT_CALL_HEADER } from '@tod/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { setRole } from '../../src/modules/accounts/index.ts';
import { createTestApp, dbKind, freshDatabase, secondConnection, signUpWithCharacter, type TestApp } from '../kit.ts';

// The session cache on PostgreSQL (docs/decisions/0016-session-cache.md): instance B answers a
// warm session from memory, yet never from before a write instance A has committed, however
// soon after it B is asked. Rounds repeat each write so a late notification would show.
const ROUNDS = 15;

describe('the session cache with two instances on one PostgreSQL database', () => {
  if (dbKind !== 'postgres') throw new Error('multi-instance tests need the server-postgres project');
  let databaseA: Database;
  let databaseB: Database;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    databaseA = await freshDatabase();
    databaseB = secondConnection(databaseA);
    a = await createTestApp({ database: databaseA });
    b = await createTestApp({ database: databaseB });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await databaseA?.close();
    await databaseB?.close();
  });

  const accountOn = async (app: TestApp, cookie: string) => {
    const res = await app.request({ method: 'GET', url: '/api/auth/account', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers a warm session from memory: a session deleted behind the triggers’ back still answers', async () => {
    const player = await signUpWithCharacter(a);
    // The sign-up's own events reach B after its commit: once B has heard them, its read stays.
    expect(await b.app.deps.events.caughtUp()).toBe(true);
    await accountOn(b, player.cookie);
    // With triggers off for this one statement, no instance hears of the deletion: only a cache
    // can still know the session.
    await databaseA.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = 'replica'`);
      await tx.execute(
        sql`DELETE FROM sessions WHERE user_id = (SELECT user_id FROM characters WHERE id = ${player.character.id})`,
      );
    });
    expect((await b.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(200);
    // Any write the triggers see about that account ends the cached entry.
    await databaseA.query('UPDATE characters SET gold = gold + 1 WHERE id = $1', [player.character.id]);
    expect((await b.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(401);
  });

  it('shows on B every character write committed on A, asked at once, round after round', async () => {
    const player = await signUpWithCharacter(a);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await accountOn(b, player.cookie);
      await databaseA.query('UPDATE characters SET gold = $1 WHERE id = $2', [1000 + round, player.character.id]);
      expect((await accountOn(b, player.cookie)).playerCharacter.gold).toBe(1000 + round);
    }
  });

  it('shows on B a role set on A, and refuses at once a session signed out on A', async () => {
    const player = await signUpWithCharacter(a);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await accountOn(b, player.cookie);
      const role = round % 2 === 1 ? 2 : 0;
      await setRole({ db: databaseA.db }, player.email, role);
      expect((await accountOn(b, player.cookie)).role).toBe(role);
    }
    await accountOn(b, player.cookie);
    const out = await a.request({
      method: 'GET',
      url: '/api/auth/logout',
      cookie: player.cookie,
      headers: { [SCRIPT_CALL_HEADER.name]: SCRIPT_CALL_HEADER.value },
    });
    expect(out.statusCode).toBe(200);
    expect((await b.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(401);
  });

  it('shows on B the city renamed on A', async () => {
    const player = await signUpWithCharacter(a);
    const cityId = (await accountOn(b, player.cookie)).playerCharacter.location.id;
    await databaseA.query('UPDATE cities SET name = $1 WHERE id = $2', ['Fenced Haven', cityId]);
    expect((await accountOn(b, player.cookie)).playerCharacter.location).toEqual({ id: cityId, name: 'Fenced Haven' });
  });

  it('forgets what it holds when its listening connection drops: writes made meanwhile are never heard', async () => {
    const player = await signUpWithCharacter(a);
    await accountOn(b, player.cookie);
    const listeners = () =>
      databaseA.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'listen%'",
      );
    const before = await listeners();
    expect(before.length).toBeGreaterThanOrEqual(2);
    // One statement: its write commits microseconds after the listeners are gone, long before
    // they can listen again, so its notification is lost for sure.
    await databaseA.query(
      `WITH gone AS (SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid)
       UPDATE characters SET gold = 4242 WHERE id = $2 AND (SELECT count(*) FROM gone) >= 0`,
      [before.map((l) => l.pid), player.character.id],
    );
    for (let i = 0; i < 200; i += 1) {
      const now = await listeners();
      if (now.length >= before.length && now.every((l) => !before.some((o) => o.pid === l.pid))) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect((await accountOn(b, player.cookie)).playerCharacter.gold).toBe(4242);
  });
});
