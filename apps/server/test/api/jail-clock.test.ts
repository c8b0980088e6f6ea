import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { createTestApp, dbKind, secondConnection, signUpWithCharacter, type TestApp } from '../kit.ts';

type Player = Awaited<ReturnType<typeof signUpWithCharacter>>;

const RESCUERS = 50;
const ROUNDS = 3;

// On the real clock: the bug this guards against (a rescuer who waited on the row lock judging
// "still jailed" by the time its request arrived) needs time to pass between two rescues.
let t: TestApp;
let rescuers: Player[] = [];
beforeAll(async () => {
  // Every breakout attempt succeeds: only the "still jailed" check stands between the rescuers.
  t = await createTestApp({ systemTime: true, rng: () => 0 });
  rescuers = [];
  for (let i = 0; i < RESCUERS; i += 1) rescuers.push(await signUpWithCharacter(t));
}, 120_000);
afterAll(() => t.close());

/** A new prisoner in the rescuers' city, jailed for an hour by the database's clock. */
async function jailedPrisoner(): Promise<Player> {
  const p = await signUpWithCharacter(t);
  await t.app.deps.db
    .update(charactersTable)
    .set({ jailedUntil: sql`now() + interval '1 hour'` })
    .where(eq(charactersTable.id, p.character.id));
  return p;
}

describe('timed rules judged by the clock read after the lock', () => {
  it(`frees a prisoner exactly once when ${RESCUERS} rescuers break in at once, round after round`, async () => {
    // A round's winner waits out its rescue cooldown in the rounds after (rescueCooldownMs).
    const waiting = new Set<number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const prisoner = await jailedPrisoner();
      const answers = await Promise.all(
        rescuers.map((r) =>
          t.request({
            method: 'POST',
            url: '/api/character/actions/jailbreak',
            cookie: r.cookie,
            payload: { player: prisoner.character.id },
          }),
        ),
      );
      const freed = answers.filter((a) => a.statusCode === 200 && a.json().success === true);
      expect(freed, `round ${round}`).toHaveLength(1);
      answers.forEach((a, i) => {
        if (freed.includes(a)) return;
        expect(a.statusCode, a.body).toBe(409);
        expect(a.json().code).toBe(waiting.has(i) ? 'jail.rescue_cooldown' : 'jail.not_jailed');
      });
      waiting.add(answers.indexOf(freed[0]!));
      const [row] = await t.app.deps.db
        .select({ jailbreaks: sql<number>`sum(${charactersTable.jailbreaks})`.mapWith(Number) })
        .from(charactersTable);
      expect(row!.jailbreaks).toBe(round + 1);
    }
  }, 120_000);

  it(`takes bail once when ${RESCUERS} players pay for one prisoner at once`, async () => {
    const prisoner = await jailedPrisoner();
    await t.app.deps.db.update(charactersTable).set({ gold: 1_000_000 });
    const answers = await Promise.all(
      rescuers.map((r) =>
        t.request({
          method: 'POST',
          url: '/api/character/bail',
          cookie: r.cookie,
          payload: { player: prisoner.character.id },
        }),
      ),
    );
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().code, a.body).toBe('bail.not_jailed');
    const payers = await t.app.deps.db
      .select({ gold: charactersTable.gold })
      .from(charactersTable)
      .where(sql`${charactersTable.id} in ${rescuers.map((r) => r.character.id)}`);
    expect(payers.filter((p) => p.gold < 1_000_000)).toHaveLength(1);
  }, 120_000);

  // The race made certain: another transaction (a rescuer on another instance) holds the
  // prisoner's row while this request arrives, then frees the prisoner at a later moment and
  // commits. The request, which arrived first, must judge by a time read after it got the lock.
  // Two connections are needed, so this runs on PostgreSQL (PGlite runs one transaction at a time).
  if (dbKind === 'postgres') {
    for (const action of ['jailbreak', 'bail'] as const) {
      it(`refuses a ${action} that waited on the lock while another freed the prisoner`, async () => {
        const prisoner = await jailedPrisoner();
        const [me] = rescuers;
        // The first test's winners wait out a rescue cooldown: only the jail may stand in the way here.
        await t.app.deps.db.update(charactersTable).set({ gold: 1_000_000, rescueCooldownEndsAt: null });
        const other = secondConnection(t.database);
        let answer: ReturnType<typeof t.request> | undefined;
        try {
          await other.db.transaction(async (tx) => {
            await tx.execute(sql`select 1 from characters where id = ${prisoner.character.id} for update`);
            answer = t.request({
              method: 'POST',
              url: action === 'jailbreak' ? '/api/character/actions/jailbreak' : '/api/character/bail',
              cookie: me!.cookie,
              payload: { player: prisoner.character.id },
            });
            // Long enough for the request to reach the lock and wait; this orders events, it is
            // not a time the assertion depends on.
            await new Promise((r) => setTimeout(r, 1_500));
            await tx.execute(sql`update characters set jailed_until = clock_timestamp() where id = ${prisoner.character.id}`);
          });
        } finally {
          await other.close();
        }
        const res = await answer!;
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().code).toBe(action === 'jailbreak' ? 'jail.not_jailed' : 'bail.not_jailed');
      }, 60_000);
    }
  }
});
