import { DeedAttemptResultSchema, Role } from '@tod/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flagsTable, settleExpiredStops, watchStopsTable } from '../../src/modules/fairplay/index.ts';
import { journalEntriesTable } from '../../src/modules/journal/index.ts';
import { signUpWithRole } from './admin-kit.ts';
import { useDeedsSuite } from './deeds-kit.ts';

// The city watch (docs/fair-play.md#the-city-watch): a flagged character is sometimes stopped
// after a deed with a text question; no deed until it answers; wrong or no answer is jail that
// grows with repeats; a right answer lets it go and clears the flag.
const s = useDeedsSuite();
const MINUTE = 60_000;
const db = () => s.app().app.deps.db;
const get = (url: string, cookie: string) => s.app().request({ method: 'GET', url, cookie });
const answer = (id: string, cookie: string, text: string) =>
  s.app().request({ method: 'POST', url: `/api/fair-play/watch/${id}/answer`, cookie, payload: { answer: text } });
// 0.01 succeeds the deed, stops the flagged character (chance 0.25) and asks 'zero plus zero'.
const STOP = [0.01];

async function flagged() {
  const p = await s.player();
  await db().insert(flagsTable).values({ characterId: p.character.id, reason: 'Test: no rest', createdAt: s.app().clock.now() });
  return p;
}
const stopsOf = (characterId: string) => db().select().from(watchStopsTable).where(eq(watchStopsTable.characterId, characterId));
const watchLines = async (userId: string) =>
  (
    await db()
      .select()
      .from(journalEntriesTable)
      .where(and(eq(journalEntriesTable.userId, userId), eq(journalEntriesTable.type, 'fairplay.watch')))
      .orderBy(journalEntriesTable.id)
  ).map((e) => e.parts.map((p) => p.text).join(''));
/** Lets the character's deed cooldown and any sentence run out. */
async function rested(characterId: string) {
  await s.setCharacter(characterId, { deedCooldownEndsAt: null, jailedUntil: null });
}

describe('the city watch', () => {
  it('never stops a character without a flag', async () => {
    const p = await s.player();
    s.useDraws(...STOP);
    const res = await s.attempt(p.cookie, s.ids.neutral);
    expect(res.statusCode).toBe(200);
    expect(res.json().watch).toBeUndefined();
    expect(await stopsOf(p.character.id)).toEqual([]);
  });

  it('stops a flagged character after a deed; no deed until it answers; a wrong answer is 10 minutes of jail', async () => {
    const p = await flagged();
    s.useDraws(...STOP);
    const first = await s.attempt(p.cookie, s.ids.neutral);
    expect(first.statusCode).toBe(200);
    const stop = first.json().watch;
    expect(stop).toEqual({
      id: expect.any(String),
      question: 'What is zero plus zero? Answer with a number.',
      dueAt: s.inMs(5 * MINUTE),
    });
    // Written as it is (lib/route.ts `trustedResponse`): the stop too must be exactly the contract.
    expect(DeedAttemptResultSchema.encode(first.json())).toStrictEqual(first.json());
    expect((await get('/api/fair-play/watch', p.cookie)).json()).toEqual({ stop });

    await rested(p.character.id);
    const held = await s.attempt(p.cookie, s.ids.neutral);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      code: 'fairplay.watch_stopped',
      message: 'The city watch has stopped you. Answer its question first.',
    });

    const wrong = await answer(stop.id, p.cookie, '1');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ passed: false, message: 'That is not right. The watch takes you to jail.' });
    expect(wrong.json().character.lastJail).toBe(s.inMs(10 * MINUTE));
    expect((await s.character(p.character.id)).jailedUntil?.toISOString()).toBe(s.inMs(10 * MINUTE));
    expect((await answer(stop.id, p.cookie, '0')).json()).toMatchObject({ code: 'fairplay.stop_not_found' });
    expect(await watchLines(p.userId)).toEqual([
      'The city watch stopped you after your deed and asked you a question.',
      'Your answer to the city watch was wrong: you were jailed for 10 minutes.',
    ]);
  });

  it('jails for an hour from the time limit when no answer comes, then hours; a right answer clears the flag', async () => {
    const p = await flagged();
    const fail = async (how: 'wrong' | 'late') => {
      s.app().clock.advance(MINUTE);
      await rested(p.character.id);
      s.useDraws(...STOP);
      const stop = (await s.attempt(p.cookie, s.ids.neutral)).json().watch;
      if (how === 'wrong') return answer(stop.id, p.cookie, 'seven');
      // One millisecond past the limit: the next deed settles the stop as unanswered.
      s.app().clock.advance(5 * MINUTE + 1);
      return s.attempt(p.cookie, s.ids.neutral);
    };
    expect((await fail('wrong')).statusCode).toBe(200);
    const due = new Date(s.app().clock.now().getTime() + MINUTE + 5 * MINUTE);
    const late = await fail('late');
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'deeds.in_jail' });
    expect((await s.character(p.character.id)).jailedUntil?.getTime()).toBe(due.getTime() + 60 * MINUTE);
    expect((await fail('wrong')).json().character.lastJail).toBe(s.inMs(4 * 60 * MINUTE));
    expect((await fail('wrong')).json().character.lastJail).toBe(s.inMs(12 * 60 * MINUTE));

    const staff = (await signUpWithRole(s.app(), Role.staff)).cookie;
    const queued = (await get('/api/admin/fair-play/flags', staff))
      .json()
      .find((f: { character: { id: string } }) => f.character.id === p.character.id);
    expect(queued.stops.map((x: { outcome: string; jailMs: number }) => [x.outcome, x.jailMs / MINUTE])).toEqual([
      ['wrong', 720],
      ['wrong', 240],
      ['timed_out', 60],
      ['wrong', 10],
    ]);

    await rested(p.character.id);
    s.useDraws(...STOP);
    const stop = (await s.attempt(p.cookie, s.ids.neutral)).json().watch;
    const passed = await answer(stop.id, p.cookie, ' Zero. ');
    expect(passed.json()).toMatchObject({ passed: true, message: 'Thank you. The watch lets you go.' });
    expect(passed.json().character.lastJail).toBeNull();
    const [flag] = await db().select().from(flagsTable).where(eq(flagsTable.characterId, p.character.id));
    expect(flag).toMatchObject({ clearedAt: s.app().clock.now(), clearedBy: 'the city watch (a correct answer)' });
    expect((await get('/api/admin/fair-play/flags', staff)).json().map((f: { id: string }) => f.id)).not.toContain(flag!.id);
    // No flag, no more stops.
    await rested(p.character.id);
    s.useDraws(...STOP);
    expect((await s.attempt(p.cookie, s.ids.neutral)).json().watch).toBeUndefined();
  });

  it('always stops at the first deed after the flag, then 1 deed in 4', async () => {
    const p = await flagged();
    s.useDraws(0.99);
    const first = (await s.attempt(p.cookie, s.ids.neutral)).json().watch;
    expect(first.question).toBe('Which day comes after Sunday?');
    await answer(first.id, p.cookie, 'Sunday');
    for (const [draw, stopped] of [
      [0.25, false],
      [0.24, true],
    ] as const) {
      await rested(p.character.id);
      s.useDraws(draw);
      expect((await s.attempt(p.cookie, s.ids.neutral)).json().watch !== undefined, String(draw)).toBe(stopped);
    }
  });

  it('settles one of 20 racing answers; the others find no question and nothing more happens', async () => {
    const p = await flagged();
    s.useDraws(...STOP);
    const stop = (await s.attempt(p.cookie, s.ids.neutral)).json().watch;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => answer(stop.id, p.cookie, i % 2 ? '0' : '5')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(19);
    expect((await stopsOf(p.character.id)).filter((x) => x.answeredAt)).toHaveLength(1);
    expect(await watchLines(p.userId)).toHaveLength(2);
  });

  it('the clean-up settles a question whose time ran out, as unanswered', async () => {
    const p = await flagged();
    s.useDraws(...STOP);
    const stop = (await s.attempt(p.cookie, s.ids.neutral)).json().watch;
    await settleExpiredStops(db(), new Date(Date.parse(stop.dueAt)), 1);
    expect((await stopsOf(p.character.id))[0]).toMatchObject({ answeredAt: null });
    s.app().clock.advance(5 * MINUTE + 1);
    await settleExpiredStops(db(), s.app().clock.now(), 1);
    expect((await stopsOf(p.character.id))[0]).toMatchObject({ outcome: 'timed_out', jailMs: 10 * MINUTE });
    expect((await get('/api/fair-play/watch', p.cookie)).json()).toEqual({ stop: null });
  });

  it('refuses bad answers and strangers', async () => {
    const p = await flagged();
    const other = await s.player();
    s.useDraws(...STOP);
    const stop = (await s.attempt(p.cookie, s.ids.neutral)).json().watch;
    for (const payload of [{}, { answer: '' }, { answer: '   ' }, { answer: 'x'.repeat(41) }, { answer: 'a\u0000' }]) {
      const r = await s
        .app()
        .request({ method: 'POST', url: `/api/fair-play/watch/${stop.id}/answer`, cookie: p.cookie, payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await answer(stop.id, other.cookie, '0')).json()).toMatchObject({ code: 'fairplay.stop_not_found' });
    expect((await answer('not-an-id', p.cookie, '0')).statusCode).toBe(400);
    expect((await get('/api/fair-play/watch', other.cookie)).json()).toEqual({ stop: null });
    expect((await stopsOf(p.character.id))[0]).toMatchObject({ answeredAt: null });
  });

  it('asks a player whose character died for a living one, even with a question open', async () => {
    const p = await flagged();
    s.useDraws(...STOP);
    expect((await s.attempt(p.cookie, s.ids.neutral)).json().watch).toBeDefined();
    await s.app().database.query('UPDATE characters SET dead = true, died_at = now() WHERE id = $1', [p.character.id]);
    const res = await get('/api/fair-play/watch', p.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('character.none');
  });
});
