import { describe, expect, it } from 'vitest';
import { QUIET_CHRONICLE_LINE, chronicleLines, previousGameDay, tickerHeadlines } from './chronicle.ts';
import { gameDay } from './rested.ts';

describe('previousGameDay', () => {
  it.each([
    [Date.UTC(2026, 10, 22, 9, 0), 1, Date.UTC(2026, 10, 21), Date.UTC(2026, 10, 22)],
    [Date.UTC(2026, 10, 22, 0, 0), 1, Date.UTC(2026, 10, 21), Date.UTC(2026, 10, 22)],
    [Date.UTC(2026, 10, 22, 0, 30), 60, Date.UTC(2026, 10, 22, 0, 0), Date.UTC(2026, 10, 22, 0, 24)],
  ])('before %i at speed %i is [%i, %i)', (now, speed, start, end) => {
    const day = previousGameDay(now, speed);
    expect([day.startMs, day.endMs]).toEqual([start, end]);
    expect(gameDay((day.startMs + day.endMs) / 2, speed)).not.toBe(gameDay(now, speed));
  });
});

describe('chronicleLines', () => {
  const quiet = { rescuers: [], biggestContract: null, contractsDone: 0, levels: [], deedsDone: 0 };
  it('says a quiet day is quiet', () => {
    expect(chronicleLines(quiet)).toEqual(['A quiet day: nothing worth the ink happened.']);
  });
  it('tells deeds, rescuers, the biggest contract and rising names', () => {
    expect(
      chronicleLines({
        deedsDone: 1,
        rescuers: [
          { name: 'Aria', count: 3 },
          { name: 'Bo', count: 2 },
          { name: 'Cy', count: 1 },
          { name: 'Di', count: 1 },
        ],
        biggestContract: { name: 'Bo', title: 'Do 5 good deeds in Hearthmere', gold: 90 },
        contractsDone: 2,
        levels: [
          { name: 'Aria', level: 12 },
          { name: 'Cy', level: 9 },
        ],
      }),
    ).toEqual([
      '1 deed was attempted across the land.',
      'Aria freed the most prisoners: 3. Then Bo (2) and Cy (1).',
      '2 contracts were handed in; the richest, "Do 5 good deeds in Hearthmere", paid Bo 90 gold.',
      'Rising names: Aria (level 12), Cy (level 9).',
    ]);
  });
  it('speaks of one contract in the singular', () => {
    expect(chronicleLines({ ...quiet, contractsDone: 1, biggestContract: { name: 'A', title: 'T', gold: 1 } })).toEqual([
      '1 contract was handed in; the richest, "T", paid A 1 gold.',
    ]);
  });
});

describe('tickerHeadlines', () => {
  it.each([
    [['12 deeds were attempted across the land.'], ['Yesterday: 12 deeds were attempted across the land.']],
    [[QUIET_CHRONICLE_LINE], []],
    [[], []],
  ])('%o reads %o in the ticker', (lines, items) => {
    expect(tickerHeadlines(lines)).toEqual(items);
  });
});
