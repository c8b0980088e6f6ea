import { deedCooldownMs, apprenticeFactor } from './deed-odds.ts';
import { deedMaxExperience } from './deeds.ts';
import { hourBucket } from './fairplay.ts';
import { type Rng, randomInt } from './random.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * Script flags and the city watch (docs/fair-play.md#script-flags): the signs that a character
 * plays unlike a person, and the short question the watch asks a flagged one. A sign only puts a
 * flag in the staff queue; nothing here bans. The thresholds are checked against the balance
 * simulation's profiles (sim/src/watch.test.ts): none flags the 3 x 20 min, 3 h or 12 h player.
 */
export const ScriptWatch = {
  /** The deeds read: the last three days. */
  windowMs: 72 * HOUR,
  /** No rest: no pause between deeds (nor at the window's ends) of at least this long in the window. */
  restMs: 4 * HOUR,
  /** Velocity: one clock hour's deed experience or gold above this many times the hourly norm. */
  velocityFactor: 4,
  /** Regularity is read over the last day, from gaps between deeds shorter than `sessionGapMs`. */
  regularityWindowMs: 24 * HOUR,
  sessionGapMs: 30 * MINUTE,
  /** At least this many such gaps... */
  regularityMinGaps: 60,
  /** ...of which this share end within `slackMs` of a whole number of deed cooldown steps. */
  regularityShare: 0.9,
  slackMs: 1_500,
  /** Rate-limit refusals (429) of the account in the last day that flag. */
  refusalsPerDay: 20,
  /** A flagged character is stopped after a deed with this chance (never while a stop is open). */
  stopChance: 0.25,
  /** Time to answer the watch's question. */
  answerMs: 5 * MINUTE,
  /** Jail for the 1st, 2nd, 3rd, 4th and later wrong or missing answer within `memoryDays`. */
  jailMs: [10 * MINUTE, 60 * MINUTE, 4 * HOUR, 12 * HOUR] as readonly number[],
  memoryDays: 30,
} as const;

export type ScriptSign = 'velocity' | 'regularity' | 'no_rest' | 'refusals';

/** One deed a character did: when, and what it earned. */
export interface DeedActivity {
  atMs: number;
  experience: number;
  gold: number;
}

/**
 * The most deed experience a character of `level` earns in an hour without rested experience:
 * the best city deed of its own level, at its Max Experience, every cooldown, times the
 * apprentice factor (gold's norm is the same number: a deed's gold is below its experience).
 *
 * @example
 * ```ts
 * hourlyNorm(10); // 36 x 60 / 3 = 720
 * hourlyNorm(1); // 10 x 60 / 1 x 3 = 1800
 * ```
 */
export function hourlyNorm(level: number): number {
  const lvl = Math.max(1, Math.floor(level));
  const perCooldown = deedMaxExperience(lvl, true);
  return Math.round(((perCooldown * HOUR) / deedCooldownMs(lvl)) * apprenticeFactor(lvl));
}

/**
 * The signs of a script in a character's recent deeds (oldest first, any order accepted) and the
 * account's refusals of the last day, with a sentence for staff each; empty when it plays like a
 * person. `cooldownStepMs` is the deed cooldown's step at the game's speed (60 s at speed 1).
 *
 * @example
 * ```ts
 * scriptSigns({ deeds: [], level: 5, refusals: 25, nowMs: 0, cooldownStepMs: 60_000 });
 * // [{ sign: 'refusals', detail: '25 refused requests (too many) in the last day.' }]
 * ```
 */
export function scriptSigns(input: {
  deeds: readonly DeedActivity[];
  level: number;
  refusals: number;
  nowMs: number;
  cooldownStepMs: number;
}): { sign: ScriptSign; detail: string }[] {
  const W = ScriptWatch;
  const since = input.nowMs - W.windowMs;
  const deeds = input.deeds.filter((d) => d.atMs > since && d.atMs <= input.nowMs).sort((a, b) => a.atMs - b.atMs);
  const signs: { sign: ScriptSign; detail: string }[] = [];

  const norm = hourlyNorm(input.level);
  const hours = new Map<number, { experience: number; gold: number }>();
  for (const d of deeds) {
    if (d.atMs <= input.nowMs - 24 * HOUR) continue;
    const h = hourBucket(d.atMs);
    const sum = hours.get(h) ?? { experience: 0, gold: 0 };
    sum.experience += d.experience;
    sum.gold += d.gold;
    hours.set(h, sum);
  }
  const busiest = [...hours.values()].reduce((m, s) => Math.max(m, s.experience, s.gold), 0);
  if (busiest > W.velocityFactor * norm) {
    signs.push({
      sign: 'velocity',
      detail: `${busiest} experience or gold from deeds in one hour (norm at level ${input.level}: ${norm}).`,
    });
  }

  let longest = 0;
  let previous = since;
  for (const d of deeds) {
    longest = Math.max(longest, d.atMs - previous);
    previous = d.atMs;
  }
  longest = Math.max(longest, input.nowMs - previous);
  if (deeds.length > 0 && longest < W.restMs) {
    signs.push({
      sign: 'no_rest',
      detail: `Deeds every few hours for 3 days: the longest pause was ${Math.floor(longest / MINUTE)} minutes.`,
    });
  }

  const step = Math.max(1, input.cooldownStepMs);
  const slack = Math.min(W.slackMs, step / 4);
  let gaps = 0;
  let onTheDot = 0;
  for (let i = 1; i < deeds.length; i += 1) {
    if (deeds[i]!.atMs <= input.nowMs - W.regularityWindowMs) continue;
    const gap = deeds[i]!.atMs - deeds[i - 1]!.atMs;
    if (gap >= W.sessionGapMs) continue;
    gaps += 1;
    if (gap % step <= slack) onTheDot += 1;
  }
  if (gaps >= W.regularityMinGaps && onTheDot >= W.regularityShare * gaps) {
    signs.push({
      sign: 'regularity',
      detail: `${onTheDot} of ${gaps} deeds started within ${slack / 1000} s of the cooldown's end.`,
    });
  }

  if (input.refusals >= W.refusalsPerDay) {
    signs.push({ sign: 'refusals', detail: `${input.refusals} refused requests (too many) in the last day.` });
  }
  return signs;
}

/**
 * The jail for a character's `failures`-th wrong or missing answer (1-based) within the memory:
 * minutes, then an hour, then hours.
 *
 * @example
 * ```ts
 * watchJailMs(1); // 600_000
 * watchJailMs(9); // 43_200_000
 * ```
 */
export function watchJailMs(failures: number): number {
  const list = ScriptWatch.jailMs;
  return list[Math.min(list.length, Math.max(1, Math.floor(failures))) - 1]!;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const WORDS = ['LANTERN', 'HARBOUR', 'CASTLE', 'MERCHANT', 'GARDEN', 'RIVER', 'TAVERN', 'FOREST'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** A question of the city watch: the text the player reads, and every answer accepted. */
export interface WatchQuestion {
  question: string;
  answers: string[];
}

/**
 * A short text question a person answers at once and a screen reader reads as it is (no image,
 * no colour): a sum in words, a letter of a word, or the day after another.
 *
 * @example
 * ```ts
 * watchQuestion(() => 0); // { question: 'What is zero plus zero? Answer with a number.', answers: ['0', 'zero'] }
 * ```
 */
export function watchQuestion(rng: Rng): WatchQuestion {
  const kind = randomInt(rng, 0, 2);
  if (kind === 0) {
    const a = randomInt(rng, 0, 9);
    const b = randomInt(rng, 0, 9);
    const sum = a + b;
    return {
      question: `What is ${NUMBER_WORDS[a]} plus ${NUMBER_WORDS[b]}? Answer with a number.`,
      answers: [String(sum), ...(NUMBER_WORDS[sum] ? [NUMBER_WORDS[sum]!] : [])],
    };
  }
  if (kind === 1) {
    const word = WORDS[randomInt(rng, 0, WORDS.length - 1)]!;
    const at = randomInt(rng, 0, ORDINALS.length - 1);
    return {
      question: `What is the ${ORDINALS[at]} letter of the word ${word}?`,
      answers: [word[at]!.toLowerCase()],
    };
  }
  const day = randomInt(rng, 0, DAYS.length - 1);
  return {
    question: `Which day comes after ${DAYS[day]}?`,
    answers: [DAYS[(day + 1) % DAYS.length]!.toLowerCase()],
  };
}

/**
 * Whether `given` answers the question: case, spaces and a final full stop do not matter.
 *
 * @example
 * ```ts
 * isWatchAnswer(['12', 'twelve'], ' Twelve. '); // true
 * ```
 */
export function isWatchAnswer(answers: readonly string[], given: string): boolean {
  const plain = given.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');
  return plain !== '' && answers.includes(plain);
}
