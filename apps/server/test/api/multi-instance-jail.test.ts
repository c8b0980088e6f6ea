import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { signUpWithCharacter, type TestApp } from '../kit.ts';
import { useTwoInstances } from '../two-instances.ts';

// Two instances need two connections to one database server: vitest.config.ts runs this file in
// the PostgreSQL project only.
describe('a jailbreak race across two instances', () => {
  // The real clock on both: the bug needs time to pass between two rescues.
  const two = useTwoInstances({ systemTime: true, rng: () => 0 });
  let rescuers: Array<{ app: TestApp; cookie: string }> = [];

  beforeAll(async () => {
    rescuers = [];
    for (let i = 0; i < 50; i += 1) {
      const app = i % 2 === 0 ? two.a : two.b;
      rescuers.push({ app, cookie: (await signUpWithCharacter(app)).cookie });
    }
  }, 120_000);

  it('frees the prisoner exactly once when 25 rescuers on each instance break in at once, round after round', async () => {
    // A round's winner waits out its rescue cooldown in the rounds after (rescueCooldownMs).
    const waiting = new Set<number>();
    for (let round = 0; round < 3; round += 1) {
      const prisoner = await signUpWithCharacter(two.a);
      await two.a.app.deps.db
        .update(charactersTable)
        .set({ jailedUntil: sql`now() + interval '1 hour'` })
        .where(eq(charactersTable.id, prisoner.character.id));
      const answers = await Promise.all(
        rescuers.map((r) =>
          r.app.request({
            method: 'POST',
            url: '/api/character/actions/jailbreak',
            cookie: r.cookie,
            payload: { player: prisoner.character.id },
          }),
        ),
      );
      const freed = answers.filter((x) => x.statusCode === 200 && x.json().success === true);
      expect(freed, `round ${round}`).toHaveLength(1);
      answers.forEach((x, i) => {
        if (!freed.includes(x)) expect(x.json().code, x.body).toBe(waiting.has(i) ? 'jail.rescue_cooldown' : 'jail.not_jailed');
      });
      waiting.add(answers.indexOf(freed[0]!));
    }
  }, 120_000);
});
