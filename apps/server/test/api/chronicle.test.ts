import { JournalEntryType } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chroniclesTable } from '../../src/modules/chronicle/chronicle.sql.ts';
import { journalEntriesTable } from '../../src/modules/journal/journal.sql.ts';
import { questContractsTable } from '../../src/modules/quests/quests.sql.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { FakeClock } from '../kit/clock.ts';
import { questRows } from './quests-kit.ts';

let t: TestApp;
const quests = questRows(() => t);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ clock: new FakeClock(new Date('2026-06-01T12:00:00Z')) });
});
afterAll(() => t?.close());

const chronicle = (cookie?: string) => t.request({ method: 'GET', url: '/api/chronicle', ...(cookie ? { cookie } : {}) });

async function entry(who: { userId: string; character: { id: string } }, type: string, at: Date) {
  await t.app.deps.db
    .insert(journalEntriesTable)
    .values({ userId: who.userId, characterId: who.character.id, type, createdAt: at, parts: [{ text: 'test' }] });
}

describe('GET /api/chronicle', () => {
  it('tells the last day that ended, once, the same for everyone and for ever', async () => {
    const aria = await signUpWithCharacter(t, 'Ariadne');
    const bo = await signUpWithCharacter(t, 'Borin');
    const today = t.clock.now();
    // Yesterday's chronicle is written by this first read: today's events go in tomorrow's.
    expect((await chronicle(aria.cookie)).json().day).toBe('2026-05-31');
    for (let i = 0; i < 3; i += 1) await entry(aria, JournalEntryType.brokeOut, today);
    await entry(bo, JournalEntryType.brokeOut, today);
    await entry(bo, JournalEntryType.deedDone, today);
    const cities = (await t.request({ method: 'GET', url: '/api/cities', cookie: aria.cookie })).json() as { id: string }[];
    const done = await quests.contract(bo.character.id, cities[0]!.id, {
      status: 'done',
      rewardGold: 77,
      title: 'Carry a letter',
    });
    await t.app.deps.db.update(questContractsTable).set({ closedAt: today }).where(eq(questContractsTable.id, done));

    t.clock.advance(DAY);
    const answers = await Promise.all(Array.from({ length: 8 }, () => chronicle(aria.cookie)));
    const bodies = answers.map((r) => r.json());
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(bodies[0]).toEqual({
      day: '2026-06-01',
      lines: [
        '1 deed was attempted across the land.',
        'Ariadne freed the most prisoners: 3. Then Borin (1).',
        '1 contract was handed in; the richest, "Carry a letter", paid Borin 77 gold.',
      ],
    });
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);

    await entry(bo, JournalEntryType.brokeOut, new Date(today.getTime() + 60_000));
    expect((await chronicle(bo.cookie)).json()).toEqual(bodies[0]);
    const rows = await t.app.deps.db.select().from(chroniclesTable);
    expect(rows.map((r) => r.day).sort()).toEqual(['2026-05-31', '2026-06-01']);
  });

  it('says a quiet day is quiet, and answers 401 signed out', async () => {
    const p = await signUpWithCharacter(t);
    t.clock.advance(3 * DAY);
    expect((await chronicle(p.cookie)).json().lines).toEqual(['A quiet day: nothing worth the ink happened.']);
    expect((await chronicle()).statusCode).toBe(401);
  });
});

describe('the chronicle in the ticker', () => {
  it("adds yesterday's headlines after staff's text once the chronicle is written, and none on a quiet day", async () => {
    t.clock.advance(10 * DAY);
    const ticker = async () => (await t.request({ method: 'GET', url: '/api/ticker' })).json().ticker as string;
    const own = await ticker();
    const day = (await chronicle((await signUpWithCharacter(t)).cookie)).json().day as string;
    // A quiet day (nothing happened in it) adds nothing.
    expect(await ticker()).toBe(own);
    await t.app.deps.db
      .update(chroniclesTable)
      .set({ lines: ['7 deeds were attempted across the land.', 'Aria freed the most prisoners: 2.'] })
      .where(eq(chroniclesTable.day, day));
    expect(await ticker()).toBe(
      `${own} • Yesterday: 7 deeds were attempted across the land. • Yesterday: Aria freed the most prisoners: 2.`,
    );
  });
});
