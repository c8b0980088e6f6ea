import { RateLimits } from '@tod/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/commands.ts';
import { tsParam } from '../../src/db/columns.ts';
import { flagScripts, flagsTable, refusalsTable } from '../../src/modules/fairplay/index.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';

// The scheduled script check (docs/fair-play.md#script-flags): signs in a character's deeds of the
// last 3 days and its refused requests open one flag for staff; a person's play opens none.
let t: TestApp;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const db = () => t.app.deps.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Event-log lines of deeds, one every `everyMs` from `fromMs` before now to `toMs` before now. */
async function deedLines(p: { userId: string; character: { id: string } }, fromMs: number, everyMs: number, toMs = 0) {
  const now = t.clock.now().getTime();
  await db().execute(sql`insert into journal_entries (user_id, character_id, type, created_at, parts, rewards)
    select ${p.userId}::uuid, ${p.character.id}::uuid, 'deeds.attempted', g, '[]'::jsonb, '{"gold": 5, "experience": 10, "alignment": 0}'::jsonb
    from generate_series(${tsParam(new Date(now - fromMs))}::timestamptz, ${tsParam(new Date(now - toMs))}::timestamptz, ${`${everyMs} milliseconds`}::interval) g`);
}
const openFlags = (characterId: string) =>
  db()
    .select()
    .from(flagsTable)
    .where(and(eq(flagsTable.characterId, characterId), isNull(flagsTable.clearedAt)));

describe('the script check', () => {
  it('flags deeds with no rest for 3 days, started on the second of the cooldown, once', async () => {
    const p = await signUpWithCharacter(t);
    await deedLines(p, 72 * HOUR - MINUTE, 3 * MINUTE);
    await flagScripts(db(), t.clock.now(), 1);
    const [flag, more] = await openFlags(p.character.id);
    expect(more).toBeUndefined();
    expect(flag!.reason).toMatch(/^Automatic: Deeds every few hours for 3 days: the longest pause was \d+ minutes\. /);
    expect(flag!.reason).toContain('of 480 deeds started within 1.5 s of the cooldown');
    await flagScripts(db(), t.clock.now(), 1);
    expect(await openFlags(p.character.id)).toHaveLength(1);
  });

  it('leaves a 12-hour day with a night off alone', async () => {
    const p = await signUpWithCharacter(t);
    for (const day of [0, 1, 2]) await deedLines(p, day * 24 * HOUR + 12 * HOUR, 3 * MINUTE + 9_000, day * 24 * HOUR);
    // Irregular gaps: 3 minutes and 9 seconds are 9 seconds past a cooldown step.
    await flagScripts(db(), t.clock.now(), 1);
    expect(await openFlags(p.character.id)).toEqual([]);
  });

  it('flags 20 refused requests in a day, not 19', async () => {
    const [a, b] = await Promise.all([signUpWithCharacter(t), signUpWithCharacter(t)]);
    const hour = new Date(Math.floor(t.clock.now().getTime() / HOUR) * HOUR);
    await db()
      .insert(refusalsTable)
      .values([
        { userId: a.userId, hour, refusals: 12 },
        { userId: a.userId, hour: new Date(hour.getTime() - HOUR), refusals: 8 },
        { userId: b.userId, hour, refusals: 19 },
        { userId: b.userId, hour: new Date(hour.getTime() - 25 * HOUR), refusals: 50 },
      ]);
    await flagScripts(db(), t.clock.now(), 1);
    expect((await openFlags(a.character.id))[0]!.reason).toBe('Automatic: 20 refused requests (too many) in the last day.');
    expect(await openFlags(b.character.id)).toEqual([]);
  });

  it("counts each 429 a signed-in account gets, across the app's writes", async () => {
    const p = await signUpWithCharacter(t);
    const limit = RateLimits.writesPerAccount.limit;
    const url = `/api/contacts/friends/${p.character.id}`;
    const answers = [];
    for (let i = 0; i < limit + 3; i += 1) answers.push((await t.request({ method: 'POST', url, cookie: p.cookie })).statusCode);
    const refused = answers.filter((code) => code === 429).length;
    expect(refused).toBeGreaterThanOrEqual(3);
    await t.app.flushSightings();
    const rows = await db().select().from(refusalsTable).where(eq(refusalsTable.userId, p.userId));
    expect(rows.reduce((sum, r) => sum + r.refusals, 0)).toBe(refused);
  });

  it('runs at once from the operator command, after the server wrote what it counted', async () => {
    const p = await signUpWithCharacter(t);
    const hour = new Date(Math.floor(t.clock.now().getTime() / HOUR) * HOUR);
    let flushed = false;
    const run = () =>
      runCommand(
        {
          database: t.app.deps.database,
          clock: t.clock,
          config: { publicUrl: 'https://tales.example', gameSpeed: 1 },
          flushNotes: async () => {
            flushed = true;
            await db().insert(refusalsTable).values({ userId: p.userId, hour, refusals: 25 }).onConflictDoNothing();
          },
        },
        ['check-scripts'],
      );
    expect(await run()).toBe('Script check done: 1 new flag.');
    expect(flushed).toBe(true);
    expect(await openFlags(p.character.id)).toHaveLength(1);
    expect(await run()).toBe('Script check done: 0 new flags.');
  });
});
