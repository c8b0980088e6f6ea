import { describe, expect, it } from 'vitest';
import { ScriptWatch, hourlyNorm, isWatchAnswer, scriptSigns, watchJailMs, watchQuestion } from './watch.ts';

const MIN = 60_000;
const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 5, 10, 12);
const STEP = 60_000;

/** Deeds every `everyMs` from `fromMs` before now up to now, each earning `earn`. */
function deeds(fromMs: number, everyMs: number, earn = 10, toMs = 0) {
  const list = [];
  for (let t = NOW - fromMs; t <= NOW - toMs; t += everyMs) list.push({ atMs: t, experience: earn, gold: earn });
  return list;
}
const signs = (list: ReturnType<typeof deeds>, level = 10, refusals = 0) =>
  scriptSigns({ deeds: list, level, refusals, nowMs: NOW, cooldownStepMs: STEP }).map((s) => s.sign);

describe('hourlyNorm', () => {
  it.each([
    [1, 1800],
    [5, 660],
    [10, 720],
    [50, 933],
  ])('level %i: %i', (level, norm) => {
    expect(hourlyNorm(level)).toBe(norm);
  });
});

describe('scriptSigns', () => {
  it('finds nothing in a day of play with a night off', () => {
    expect(signs(deeds(60 * HOUR, 3 * MIN + 7_000, 10, 50 * HOUR))).toEqual([]);
    expect(signs([])).toEqual([]);
  });

  it('no rest: deeds with no pause of 4 hours in 3 days; a pause of exactly 4 hours is rest', () => {
    expect(signs(deeds(72 * HOUR - 1, 3 * HOUR + 59 * MIN, 10))).toEqual(['no_rest']);
    expect(signs(deeds(72 * HOUR - 1, 4 * HOUR, 10))).toEqual([]);
    // The pause before the first deed of the window counts.
    expect(signs(deeds(67 * HOUR, HOUR, 10))).toEqual([]);
  });

  it('velocity: an hour earning more than 4 x the norm; exactly 4 x is not', () => {
    const norm = hourlyNorm(10);
    const at = (earn: number) => [{ atMs: NOW - 30 * MIN, experience: earn, gold: 0 }];
    expect(signs(at(4 * norm))).toEqual([]);
    expect(signs(at(4 * norm + 1))).toEqual(['velocity']);
    expect(signs([{ atMs: NOW - 30 * MIN, experience: 0, gold: 4 * norm + 1 }])).toEqual(['velocity']);
    // Older than a day: not read.
    expect(signs([{ atMs: NOW - 25 * HOUR, experience: 10 * norm, gold: 0 }])).toEqual([]);
  });

  it('regularity: 60 gaps, 90% of them within 1.5 s of a cooldown step', () => {
    const onTheDot = (n: number, slack: number) => deeds(n * (3 * MIN + slack), 3 * MIN + slack, 1);
    expect(signs(onTheDot(60, 1_500))).toEqual(['regularity']);
    expect(signs(onTheDot(59, 1_500))).toEqual([]);
    expect(signs(onTheDot(60, 1_501))).toEqual([]);
    // A person's reactions vary: gaps 3 min + 0..40 s.
    const human = [];
    for (let i = 0, t = NOW - 10 * HOUR; i < 100; i += 1, t += 3 * MIN + ((i * 7_919) % 40_000)) {
      human.push({ atMs: t, experience: 1, gold: 1 });
    }
    expect(signs(human)).toEqual([]);
  });

  it('refusals: 20 refused requests in a day flag, 19 do not', () => {
    expect(signs([], 10, 20)).toEqual(['refusals']);
    expect(signs([], 10, 19)).toEqual([]);
  });

  it('says why, for staff', () => {
    const [sign] = scriptSigns({ deeds: [], level: 3, refusals: 25, nowMs: NOW, cooldownStepMs: STEP });
    expect(sign!.detail).toBe('25 refused requests (too many) in the last day.');
  });
});

describe('watchJailMs', () => {
  it.each([
    [0, 10 * MIN],
    [1, 10 * MIN],
    [2, HOUR],
    [3, 4 * HOUR],
    [4, 12 * HOUR],
    [40, 12 * HOUR],
  ])('failure %i: %i ms', (n, ms) => {
    expect(watchJailMs(n)).toBe(ms);
  });
});

describe('watchQuestion and isWatchAnswer', () => {
  it.each([
    [[0, 0], 'What is zero plus zero? Answer with a number.', ['0', 'zero']],
    [[0, 0.999, 0.5], 'What is nine plus five? Answer with a number.', ['14']],
    [[0.5, 0, 0.5], 'What is the third letter of the word LANTERN?', ['n']],
    [[0.999, 0.999], 'Which day comes after Sunday?', ['monday']],
  ])('draws %j: %s', (draws, question, answers) => {
    let i = 0;
    const q = watchQuestion(() => draws[i++] ?? 0);
    expect(q).toEqual({ question, answers });
  });

  it('accepts case, spaces and a full stop; refuses an empty or wrong answer', () => {
    expect(isWatchAnswer(['12', 'twelve'], ' Twelve. ')).toBe(true);
    expect(isWatchAnswer(['12', 'twelve'], '12')).toBe(true);
    expect(isWatchAnswer(['12', 'twelve'], '13')).toBe(false);
    expect(isWatchAnswer(['monday'], '')).toBe(false);
  });

  it('keeps its numbers', () => {
    expect(ScriptWatch.answerMs).toBe(5 * MIN);
    expect(ScriptWatch.stopChance).toBe(0.25);
  });
});
