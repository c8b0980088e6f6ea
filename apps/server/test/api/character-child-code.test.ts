import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { createTestApp, signUp, signUpWithCharacter, type TestApp, uniqueName } from '../kit.ts';
import { characterCalls } from './characters-kit.ts';

// A new character's child code is drawn at random and must be unique. A draw that another
// character already holds fails the insert, and creation draws again, up to four draws in all.
// A real collision is too rare to wait for, so a trigger gives the armed account's first
// draws another character's code. It counts draws with a sequence, which a failed
// transaction does not roll back.
let t: TestApp;
let calls: ReturnType<typeof characterCalls>;
let taken: string;
beforeAll(async () => {
  t = await createTestApp();
  calls = characterCalls(t);
  taken = (await signUpWithCharacter(t)).character.childCode;
  await t.database.query('CREATE TABLE test_collide (user_id uuid PRIMARY KEY, times int NOT NULL)');
  await t.database.query('CREATE SEQUENCE test_collide_draws');
  await t.database.query(`
    CREATE FUNCTION test_collide() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE limit_ int;
    BEGIN
      SELECT times INTO limit_ FROM test_collide WHERE user_id = NEW.user_id;
      IF limit_ IS NOT NULL AND nextval('test_collide_draws') <= limit_ THEN
        NEW.child_code := '${taken}';
      END IF;
      RETURN NEW;
    END $$`);
  await t.database.query(`CREATE TRIGGER test_collide BEFORE INSERT ON characters
    FOR EACH ROW EXECUTE FUNCTION test_collide()`);
});
afterAll(() => t.close());

/** A signed-up account whose next `times` child codes collide. */
async function armed(times: number) {
  const player = await signUp(t);
  await t.database.query('ALTER SEQUENCE test_collide_draws RESTART');
  await t.database.query('INSERT INTO test_collide (user_id, times) VALUES ($1, $2)', [
    await calls.userIdOf(player.email),
    times,
  ]);
  return player;
}

const draws = async () =>
  Number((await t.database.query<{ last_value: string }>('SELECT last_value FROM test_collide_draws'))[0]!.last_value);

describe('a child code another character holds', () => {
  it('is drawn again, up to the fourth draw, and the character is created with a code of its own', async () => {
    const player = await armed(3);
    const res = await calls.create(player.cookie, { name: uniqueName(), bio: 'Born twice.' });
    expect(res.statusCode).toBe(201);
    expect(await draws()).toBe(4);
    expect(res.json().childCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(res.json().childCode).not.toBe(taken);
    expect(await calls.livingCount(await calls.userIdOf(player.email))).toBe(1);
  });

  it('fails after four draws, creating nothing and changing the other character not at all', async () => {
    const player = await armed(4);
    const res = await calls.create(player.cookie, { name: uniqueName(), bio: 'Born twice.' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again later.', code: 'server.error' });
    expect(await draws()).toBe(4);
    expect(await calls.livingCount(await calls.userIdOf(player.email))).toBe(0);
    const holders = await t.app.deps.db
      .select({ id: charactersTable.id })
      .from(charactersTable)
      .where(eq(charactersTable.childCode, taken));
    expect(holders).toHaveLength(1);
  });
});
