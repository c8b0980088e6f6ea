import { LIMITS_CLEARED } from '../../db/change-notify.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';

/** Spent windows kept at most; past it the ended ones go, then the oldest. */
const MAX_SPENT = 50_000;

/**
 * The windows this process has seen past their limit, by key, until they end
 * (docs/decisions/0057-reads-and-refusals-from-memory.md). A window is never restarted before
 * its end and its count never falls, so a spent one stays spent: a refusal from memory is the
 * one the counting statement would give, and needs no statement. Only a `DELETE` or `TRUNCATE`
 * of `rate_limits` (an operator, a test, the maintenance prune) can end one early; a statement
 * trigger announces it (`limits.cleared`) and everything is forgotten, and a remembered window
 * refuses only once the bus has caught up with what was committed before the request.
 */
export class SpentWindows {
  readonly #ends = new Map<string, number>();
  readonly #events: EventBus;
  #stop: Array<() => unknown> = [];
  #started = false;

  constructor(events: EventBus) {
    this.#events = events;
  }

  /** Remembers that `key` is past its limit until `endsAt` (ms), as seen at `now`. */
  remember(key: string, endsAt: number, now: number): void {
    this.#ends.delete(key);
    if (this.#ends.size >= MAX_SPENT) this.#sweep(now);
    this.#ends.set(key, endsAt);
  }

  /**
   * Ms until the last of `keys` known spent at `now` ends, 0 when none is known (the caller
   * counts as before). Costs nothing while no key of the request is remembered.
   */
  async spentFor(keys: readonly { key: string }[], now: number, since?: number): Promise<number> {
    if (!this.#started || this.#ends.size === 0 || this.#waitFor(keys, now) === 0) return 0;
    // On PostgreSQL a clear committed before this request may still be on its way.
    if (!(await this.#events.caughtUp(since))) {
      this.#ends.clear();
      return 0;
    }
    // Asked again: the clear the fence waited for has emptied the memory when it came meanwhile.
    return this.#waitFor(keys, now);
  }

  #waitFor(keys: readonly { key: string }[], now: number): number {
    let waitMs = 0;
    for (const { key } of keys) {
      const endsAt = this.#ends.get(key);
      if (endsAt === undefined) continue;
      if (endsAt <= now) this.#ends.delete(key);
      else waitMs = Math.max(waitMs, endsAt - now);
    }
    return waitMs;
  }

  async start(): Promise<void> {
    const forget = () => this.#ends.clear();
    this.#stop = [this.#events.onGap(forget), await this.#events.subscribe(LIMITS_CLEARED, forget, forget)];
    this.#started = true;
  }

  async close(): Promise<void> {
    this.#started = false;
    for (const stop of this.#stop.splice(0)) await stop();
    this.#ends.clear();
  }

  #sweep(now: number): void {
    for (const [key, endsAt] of this.#ends) if (endsAt <= now) this.#ends.delete(key);
    for (const key of this.#ends.keys()) {
      if (this.#ends.size < MAX_SPENT) break;
      this.#ends.delete(key);
    }
  }
}

/**
 * The spent windows of each database handle the app counts on: `hit` and the deed attempt
 * take the handle, not the app, so they find the memory of their app here (several apps, each
 * with its own handle, run in one test process).
 */
const byHandle = new WeakMap<Db, SpentWindows>();

export const spentWindowsOf = (db: Db): SpentWindows | undefined => byHandle.get(db);

export function attachSpentWindows(db: Db, events: EventBus): SpentWindows {
  const spent = new SpentWindows(events);
  byHandle.set(db, spent);
  return spent;
}
