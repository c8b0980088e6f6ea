import { useSyncExternalStore } from 'react';

/**
 * One once-a-second tick for the whole page (docs/product-rules.md#timed-states: "a once-per-second timer"). Countdowns
 * and the timed-state store all listen to this single interval instead of each starting their
 * own, and it only runs while someone listens.
 */
const listeners = new Set<() => void>();
let interval: ReturnType<typeof setInterval> | undefined;
let current = Date.now();

const TICK_MS = 1_000;

function tick(): void {
  current = Date.now();
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` once a second until the returned function is called. */
export function subscribeToSecondTick(listener: () => void): () => void {
  listeners.add(listener);
  if (interval === undefined) {
    current = Date.now();
    interval = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && interval !== undefined) {
      clearInterval(interval);
      interval = undefined;
    }
  };
}

const ignore = () => () => {};
// The snapshot must be stable between ticks (React compares it), so it is the tick's time,
// never a fresh Date.now(). Subscribing refreshes it when the interval was idle.
const readNow = () => current;

/**
 * The current time in epoch milliseconds, re-rendering once a second while `live` is true.
 * Idle components (no running countdown) pass false and cost nothing; their value is then the
 * last tick's and only fit for display. Decisions read `Date.now()` themselves.
 */
export function useNow(live = true): number {
  return useSyncExternalStore(live ? subscribeToSecondTick : ignore, readNow);
}
