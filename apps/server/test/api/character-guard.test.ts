import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../../src/db/errors.ts';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { createTestApp, dbKind, signUp, signUpWithCharacter, type TestApp, uniqueName } from '../kit.ts';
import { characterCalls } from './characters-kit.ts';

// One living character per account is kept by the database (a partial unique index), not by a
// check in code: a check followed by an insert lets concurrent creations through on PostgreSQL.

let t: TestApp;
let calls: ReturnType<typeof characterCalls>;
beforeAll(async () => {
  t = await createTestApp();
  calls = characterCalls(t);
});
afterAll(async () => t?.close());

/** A character row written straight to the table, past every check the service makes. */
async function insertRow(userId: string, dead: boolean) {
  const now = t.clock.now();
  await t.app.deps.db.insert(charactersTable).values({
    userId,
    name: uniqueName('Row'),
    childCode: uniqueName('code'),
    dead,
    diedAt: dead ? now : null,
    createdAt: now,
    lastSeenAt: now,
  });
}

async function insertError(userId: string, dead: boolean): Promise<unknown> {
  try {
    await insertRow(userId, dead);
    return null;
  } catch (err) {
    return err;
  }
}

describe('the one-living-character rule in the schema', () => {
  it('refuses a second living row for an account, whoever writes it', async () => {
    const { email } = await signUpWithCharacter(t);
    const userId = await calls.userIdOf(email);
    expect(uniqueViolation(await insertError(userId, false))).toBe('characters_one_living_per_user');
    expect(await calls.livingCount(userId)).toBe(1);
  });

  it('accepts any number of dead rows beside the living one', async () => {
    const { email } = await signUpWithCharacter(t);
    const userId = await calls.userIdOf(email);
    expect(await insertError(userId, true)).toBeNull();
    expect(await insertError(userId, true)).toBeNull();
    expect(await calls.livingCount(userId)).toBe(1);
  });

  it('accepts a living row once the living one is dead', async () => {
    const { email, cookie } = await signUpWithCharacter(t);
    const userId = await calls.userIdOf(email);
    expect((await calls.retire(cookie)).statusCode).toBe(200);
    expect(await insertError(userId, false)).toBeNull();
    expect(await calls.livingCount(userId)).toBe(1);
  });
});

describe(`concurrent creations on one account (${dbKind})`, () => {
  // PGlite runs one transaction at a time, so only PostgreSQL can show a check-then-insert race;
  // twenty rounds there give such a race many chances to let a second character through.
  const ROUNDS = dbKind === 'postgres' ? 20 : 2;
  const RACERS = 10;

  it(`gives exactly one character in each of ${ROUNDS} rounds of ${RACERS} creations`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { cookie, email } = await signUp(t);
      const results = await Promise.all(
        Array.from({ length: RACERS }, () => calls.create(cookie, { name: uniqueName('Racer'), bio: 'x' })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 201),
        `round ${round}: ${codes.join(',')}`,
      ).toHaveLength(1);
      for (const refused of results.filter((r) => r.statusCode !== 201)) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'character.exists', message: 'You already have a living character.' });
      }
      expect(await calls.livingCount(await calls.userIdOf(email))).toBe(1);
    }
  }, 120_000);
});
