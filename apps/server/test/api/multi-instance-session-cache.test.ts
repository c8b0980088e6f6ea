import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setRole } from '../../src/modules/accounts/index.ts';
import { signOut, signUpWithCharacter, type TestApp } from '../kit.ts';
import { useTwoInstances } from '../two-instances.ts';

// The session cache on PostgreSQL (docs/decisions/0016-session-cache.md): instance B answers a
// warm session from memory, yet never from before a write instance A has committed, however
// soon after it B is asked. Rounds repeat each write so a late notification would show.
const ROUNDS = 15;

describe('the session cache with two instances on one PostgreSQL database', () => {
  const two = useTwoInstances();

  const accountOn = async (app: TestApp, cookie: string) => {
    const res = await app.request({ method: 'GET', url: '/api/auth/account', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers a warm session from memory: a session deleted behind the triggers’ back still answers', async () => {
    const player = await signUpWithCharacter(two.a);
    // The sign-up's own events reach B after its commit: once B has heard them, its read stays.
    expect(await two.b.app.deps.events.caughtUp()).toBe(true);
    await accountOn(two.b, player.cookie);
    // With triggers off for this one statement, no instance hears of the deletion: only a cache
    // can still know the session.
    await two.databaseA.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = 'replica'`);
      await tx.execute(
        sql`DELETE FROM sessions WHERE user_id = (SELECT user_id FROM characters WHERE id = ${player.character.id})`,
      );
    });
    expect((await two.b.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(200);
    // Any write the triggers see about that account ends the cached entry.
    await two.databaseA.query('UPDATE characters SET gold = gold + 1 WHERE id = $1', [player.character.id]);
    expect((await two.b.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(401);
  });

  it('shows on B every character write committed on A, asked at once, round after round', async () => {
    const player = await signUpWithCharacter(two.a);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await accountOn(two.b, player.cookie);
      await two.databaseA.query('UPDATE characters SET gold = $1 WHERE id = $2', [1000 + round, player.character.id]);
      expect((await accountOn(two.b, player.cookie)).playerCharacter.gold).toBe(1000 + round);
    }
  });

  it('shows on B a role set on A, and refuses at once a session signed out on A', async () => {
    const player = await signUpWithCharacter(two.a);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await accountOn(two.b, player.cookie);
      const role = round % 2 === 1 ? 2 : 0;
      await setRole({ db: two.databaseA.db }, player.email, role);
      expect((await accountOn(two.b, player.cookie)).role).toBe(role);
    }
    await accountOn(two.b, player.cookie);
    const out = await signOut(two.a, player.cookie);
    expect(out.statusCode).toBe(200);
    expect((await two.b.request({ method: 'GET', url: '/api/auth/account', cookie: player.cookie })).statusCode).toBe(401);
  });

  it('shows on B the city renamed on A', async () => {
    const player = await signUpWithCharacter(two.a);
    const cityId = (await accountOn(two.b, player.cookie)).playerCharacter.location.id;
    await two.databaseA.query('UPDATE cities SET name = $1 WHERE id = $2', ['Fenced Haven', cityId]);
    expect((await accountOn(two.b, player.cookie)).playerCharacter.location).toEqual({ id: cityId, name: 'Fenced Haven' });
  });

  it('forgets what it holds when its listening connection drops: writes made meanwhile are never heard', async () => {
    const player = await signUpWithCharacter(two.a);
    await accountOn(two.b, player.cookie);
    const listeners = () =>
      two.databaseA.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'listen%'",
      );
    const before = await listeners();
    expect(before.length).toBeGreaterThanOrEqual(2);
    // One statement: its write commits microseconds after the listeners are gone, long before
    // they can listen again, so its notification is lost for sure.
    await two.databaseA.query(
      `WITH gone AS (SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid)
       UPDATE characters SET gold = 4242 WHERE id = $2 AND (SELECT count(*) FROM gone) >= 0`,
      [before.map((l) => l.pid), player.character.id],
    );
    for (let i = 0; i < 200; i += 1) {
      const now = await listeners();
      if (now.length >= before.length && now.every((l) => !before.some((o) => o.pid === l.pid))) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect((await accountOn(two.b, player.cookie)).playerCharacter.gold).toBe(4242);
  });
});
