import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../kit.ts';
import { useDeedsSuite } from './deeds-kit.ts';

// A deed attempt reads, judges, then writes only onto the row version it judged
// (docs/decisions/0025-deed-attempt-round-trips.md). These tests put another writer between the
// read and the write, every time, on both databases: a trigger on the rate-limit counter (which
// the attempt's read statement writes, and nothing else of the attempt does) carries out one
// armed change to the character after the read has taken its snapshot. The attempt must then
// answer from what the character has become, or judge again, never pay on a stale judgement.

const suite = useDeedsSuite();
const { ids, useDraws, character, player, attempt, inMs } = suite;
let t: TestApp;

beforeAll(async () => {
  t = suite.app();
  await t.database.query(
    'CREATE TABLE test_between_read_and_write (user_id uuid NOT NULL, action text NOT NULL, until timestamptz)',
  );
  await t.database.query(`
    CREATE FUNCTION test_between_read_and_write() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE armed record;
    BEGIN
      DELETE FROM test_between_read_and_write
        WHERE ctid = (SELECT ctid FROM test_between_read_and_write WHERE NEW.key = 'write:account:' || user_id LIMIT 1)
        RETURNING * INTO armed;
      IF armed IS NULL THEN RETURN NEW; END IF;
      IF armed.action = 'touch' THEN
        UPDATE characters SET bio = bio WHERE user_id = armed.user_id AND NOT dead;
      ELSIF armed.action = 'jail' THEN
        UPDATE characters SET jailed_until = armed.until WHERE user_id = armed.user_id AND NOT dead;
      ELSIF armed.action = 'retire' THEN
        UPDATE characters SET dead = true, died_at = armed.until WHERE user_id = armed.user_id AND NOT dead;
      ELSIF armed.action = 'delete' THEN
        DELETE FROM users WHERE id = armed.user_id;
      END IF;
      RETURN NEW;
    END $$`);
  await t.database.query(`CREATE TRIGGER test_between_read_and_write AFTER INSERT OR UPDATE ON rate_limits
    FOR EACH ROW EXECUTE FUNCTION test_between_read_and_write()`);
});

async function arm(userId: string, action: 'touch' | 'jail' | 'retire' | 'delete', until: string | null = null) {
  await t.database.query('INSERT INTO test_between_read_and_write (user_id, action, until) VALUES ($1, $2, $3)', [
    userId,
    action,
    until,
  ]);
}

async function accountHits(userId: string): Promise<number> {
  const rows = await t.database.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [
    `write:account:${userId}`,
  ]);
  return Number(rows[0]?.hits ?? 0);
}

async function deedEntries(cookie: string): Promise<number> {
  const res = await t.request({ method: 'GET', url: '/api/character/events', cookie });
  return (res.json().entries as { type: string }[]).filter((e) => e.type === 'deeds.attempted').length;
}

describe('another writer between the read and the write of a deed attempt', () => {
  it('a change that stands in nothing’s way: judged again, paid once, the request counted once', async () => {
    const p = await player();
    const { userId, gold } = await character(p.character.id);
    await arm(userId, 'touch');
    const hitsBefore = await accountHits(userId);
    useDraws(0, 0.999, 0, 0, 0.999, 0);
    const res = await attempt(p.cookie, ids.good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, earned: { gold: 100 }, cooldown: inMs(60_000) });
    expect(res.json().character.gold).toBe(gold + 100);
    expect(await character(p.character.id)).toMatchObject({ gold: gold + 100, deedCooldownEndsAt: new Date(inMs(60_000)) });
    expect(await deedEntries(p.cookie)).toBe(1);
    // The judging pass after the first reads without counting: one request, one hit.
    expect(await accountHits(userId)).toBe(hitsBefore + 1);
    expect(await t.database.query('SELECT * FROM test_between_read_and_write')).toEqual([]);
  });

  it('jailed meanwhile: refused as a prisoner, from the character as it now is', async () => {
    const p = await player();
    const { userId, gold } = await character(p.character.id);
    const until = inMs(3_600_000);
    await arm(userId, 'jail', until);
    useDraws(0, 0.999, 0);
    const res = await attempt(p.cookie, ids.good);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'deeds.in_jail', details: { jailReleaseTime: until } });
    expect(await character(p.character.id)).toMatchObject({ gold, deedCooldownEndsAt: null, jailedUntil: new Date(until) });
    expect(await deedEntries(p.cookie)).toBe(0);
  });

  it('retired meanwhile: refused for want of a living character, the dead one left as it was', async () => {
    const p = await player();
    const { userId, gold } = await character(p.character.id);
    await arm(userId, 'retire', inMs(0));
    useDraws(0, 0.999, 0);
    const res = await attempt(p.cookie, ids.good);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('character.none');
    expect(await character(p.character.id)).toMatchObject({ dead: true, gold, deedCooldownEndsAt: null });
  });

  it('the account deleted meanwhile: refused for want of a living character, nothing written', async () => {
    const p = await player();
    const { userId } = await character(p.character.id);
    await arm(userId, 'delete');
    useDraws(0, 0.999, 0);
    const res = await attempt(p.cookie, ids.good);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('character.none');
    expect(await t.database.query('SELECT id FROM characters WHERE user_id = $1', [userId])).toEqual([]);
    expect(await t.database.query('SELECT id FROM journal_entries WHERE user_id = $1', [userId])).toEqual([]);
  });
});
