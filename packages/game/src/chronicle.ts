import { GameConstants } from './constants.ts';

const DAY_MS = GameConstants.time.dayMs;

/**
 * The game day before the one `nowMs` falls in, with its bounds: the chronicle tells the day
 * that has ended. At speed 1 it is the previous UTC day; at speed 60 the previous 24 real
 * minutes (the same days `gameDay` counts).
 *
 * @example
 * ```ts
 * previousGameDay(Date.UTC(2026, 10, 22, 9, 0)); // { index: 20_414, startMs: Date.UTC(2026, 10, 21), endMs: Date.UTC(2026, 10, 22) }
 * ```
 */
export function previousGameDay(nowMs: number, gameSpeed = 1): { index: number; startMs: number; endMs: number } {
  const speed = Number.isFinite(gameSpeed) && gameSpeed > 0 ? gameSpeed : 1;
  const length = DAY_MS / speed;
  const index = Math.floor(nowMs / length) - 1;
  return { index, startMs: Math.round(index * length), endMs: Math.round((index + 1) * length) };
}

/** What the chronicle tells about one day, read from the event log and the contracts. */
export interface ChronicleFacts {
  /** The characters who freed the most prisoners (jailbreaks), most first. */
  rescuers: readonly { name: string; count: number }[];
  /** The best-paid contract handed in. */
  biggestContract: { name: string; title: string; gold: number } | null;
  contractsDone: number;
  /** Characters who rose a level that day, with their level now, highest first. */
  levels: readonly { name: string; level: number }[];
  deedsDone: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The chronicle's only line on a day with no news (the ticker leaves it out). */
export const QUIET_CHRONICLE_LINE = 'A quiet day: nothing worth the ink happened.';

/**
 * The chronicle's lines as ticker items: each prefixed "Yesterday:", the quiet-day line left out.
 *
 * @example
 * ```ts
 * tickerHeadlines(['12 deeds were attempted across the land.']); // ['Yesterday: 12 deeds were attempted across the land.']
 * tickerHeadlines([QUIET_CHRONICLE_LINE]); // []
 * ```
 */
export function tickerHeadlines(lines: readonly string[]): string[] {
  return lines.filter((l) => l !== QUIET_CHRONICLE_LINE).map((l) => `Yesterday: ${l}`);
}

/**
 * The chronicle's lines for one day: deeds done, the top rescuers, the biggest contract, the
 * highest characters who rose a level; a quiet day says so.
 *
 * @example
 * ```ts
 * chronicleLines({ rescuers: [{ name: 'Aria', count: 3 }], biggestContract: null, contractsDone: 0, levels: [], deedsDone: 12 });
 * // ['12 deeds were attempted across the land.', 'Aria freed the most prisoners: 3.']
 * ```
 */
export function chronicleLines(facts: ChronicleFacts): string[] {
  const lines: string[] = [];
  if (facts.deedsDone > 0) lines.push(`${plural(facts.deedsDone, 'deed was', 'deeds were')} attempted across the land.`);
  const [top, ...others] = facts.rescuers;
  if (top) {
    const next = others.slice(0, 2).map((r) => `${r.name} (${r.count})`);
    lines.push(`${top.name} freed the most prisoners: ${top.count}.${next.length > 0 ? ` Then ${next.join(' and ')}.` : ''}`);
  }
  if (facts.biggestContract) {
    const c = facts.biggestContract;
    lines.push(
      `${plural(facts.contractsDone, 'contract was', 'contracts were')} handed in; the richest, "${c.title}", paid ${c.name} ${c.gold} gold.`,
    );
  }
  if (facts.levels.length > 0) {
    lines.push(
      `Rising names: ${facts.levels
        .slice(0, 3)
        .map((l) => `${l.name} (level ${l.level})`)
        .join(', ')}.`,
    );
  }
  if (lines.length === 0) lines.push(QUIET_CHRONICLE_LINE);
  return lines;
}
