import { jailUntilText } from './jail-text.ts';
import type { TimedStates } from './timed-state-store.ts';

/** A timer the tab title can count down or announce. */
export type TitleTimer = 'deeds' | 'training' | 'travel' | 'jail';

/** How the title names a timer that has ended, in the order they are listed. */
const READY_LABELS: Record<TitleTimer, string> = {
  deeds: 'Deeds ready',
  training: 'Training ready',
  travel: 'Travel ready',
  jail: 'Free from jail',
};
const ORDER: readonly TitleTimer[] = ['deeds', 'training', 'travel', 'jail'];

/** The running timer that ends first (a jail with no release time cannot be counted down). */
export function shortestTimer(states: TimedStates, now: number): { name: TitleTimer; endsAt: number } | null {
  let best: { name: TitleTimer; endsAt: number } | null = null;
  for (const name of ORDER) {
    const endsAt = name === 'jail' ? (states.jail?.releaseAt ?? null) : (states[name]?.endsAt ?? null);
    if (endsAt === null || endsAt <= now) continue;
    if (!best || endsAt < best.endsAt) best = { name, endsAt };
  }
  return best;
}

/**
 * Time left as a clock: '4:59', '12:00', '1:04:59'. Seconds round up, so the title never
 * reads 0:00 while the timer still runs.
 *
 * @example
 * titleClock(299_200); // '5:00'
 */
export function titleClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** 'Deeds ready', 'Deeds ready, Training ready', in a fixed order. */
export function readyText(ready: ReadonlySet<TitleTimer>): string {
  return ORDER.filter((name) => ready.has(name))
    .map((name) => READY_LABELS[name])
    .join(', ');
}

/**
 * What goes before the page's own title: a running sentence ('In jail until 14:05 - ': nothing
 * else can be done meanwhile, so no other timer or "ready" may suggest otherwise), else what has
 * become ready while the player was away ('Deeds ready - '), else the shortest running timer
 * ('(4:59) '), else nothing.
 *
 * @example
 * titlePrefix(states, now, new Set()) + 'Tales of Deeds'; // '(4:59) Tales of Deeds'
 */
export function titlePrefix(states: TimedStates, now: number, ready: ReadonlySet<TitleTimer>): string {
  const jail = states.jail;
  if (jail && (jail.releaseAt === null || jail.releaseAt > now)) return `${jailUntilText(jail.releaseAt)} - `;
  if (ready.size > 0) return `${readyText(ready)} - `;
  const timer = shortestTimer(states, now);
  return timer ? `(${titleClock(timer.endsAt - now)}) ` : '';
}

/**
 * Keeps `prefix` in front of the document's title. React writes each page's `<title>`; when it
 * does (the title differs from what was last written here), that text becomes the new base.
 * Returns the title written, or null when nothing had to change.
 */
export class TitlePrefixer {
  #base: string | null = null;
  #written: string | null = null;

  constructor(private readonly doc: Pick<Document, 'title'>) {}

  apply(prefix: string): string | null {
    const current = this.doc.title;
    if (this.#base === null || current !== this.#written) this.#base = current;
    const wanted = prefix + this.#base;
    this.#written = wanted;
    if (current === wanted) return null;
    this.doc.title = wanted;
    return wanted;
  }
}
