import { randomUUID } from 'node:crypto';

/** How long a fence may take before this instance stops trusting what it has heard. */
export const FENCE_TIMEOUT_MS = 1_000;

export interface EventFence {
  /**
   * True once every event committed before this call has reached this instance's handlers;
   * false when that cannot be promised (the fence timed out, or the listening connection
   * dropped, so events may have been lost). Callers that get false must read the database.
   * With `since` (a `performance.now()` time), a fence sent at or after it and heard since, with
   * no drop after it, answers at once: everything committed before `since` has been heard.
   */
  caughtUp(since?: number): Promise<boolean>;
  /** Hand every received fence here: `{i, n}` as sent by `send`. */
  received(payload: { i: string; n: number }): void;
  /** The listening connection came back after a drop: events of the gap are lost. */
  reconnected(): void;
  close(): void;
}

interface Waiter {
  resolve(ok: boolean): void;
}

/**
 * A fence over the events channel (docs/decisions/0027-session-cache-on-postgresql.md). PostgreSQL delivers
 * notifications of different transactions in commit order, so once this instance hears a
 * fence it published itself, it has heard every notification committed before that fence was
 * sent. A caller waits for a fence sent after it asked; callers that ask while one is in flight
 * share the next one, so under load one round trip answers many requests.
 */
export function createEventFence(send: (payload: { i: string; n: number }) => Promise<void>): EventFence {
  const instance = randomUUID();
  let sent = 0;
  /** The fence sent and not heard yet, with its waiters. */
  let inFlight: { n: number; sentAt: number; gapsAtSend: number; waiters: Waiter[]; timer: NodeJS.Timeout } | null = null;
  /** When the newest fence that came back was sent, and the drops counted then. */
  let lastHeard: { sentAt: number; gaps: number } | null = null;
  /** Callers that asked after `inFlight` was sent: they need the next fence. */
  let queued: Waiter[] = [];
  /** Bumped by every drop of the listening connection. */
  let gaps = 0;
  /** False after a fence failed: callers are told at once, until a fence comes back again. */
  let healthy = true;
  let closed = false;

  const settle = (ok: boolean) => {
    const done = inFlight;
    if (!done) return;
    clearTimeout(done.timer);
    inFlight = null;
    healthy = ok;
    if (ok && gaps === done.gapsAtSend) lastHeard = { sentAt: done.sentAt, gaps };
    for (const w of done.waiters) w.resolve(ok);
    if (queued.length > 0) launch();
  };

  const launch = () => {
    if (closed) {
      for (const w of queued) w.resolve(false);
      queued = [];
      return;
    }
    const n = ++sent;
    const waiters = queued;
    queued = [];
    const timer = setTimeout(() => {
      if (inFlight?.n === n) settle(false);
    }, FENCE_TIMEOUT_MS);
    timer.unref();
    inFlight = { n, sentAt: performance.now(), gapsAtSend: gaps, waiters, timer };
    send({ i: instance, n }).catch(() => {
      if (inFlight?.n === n) settle(false);
    });
  };

  return {
    caughtUp(since) {
      // A request that already waited for a fence (its session's) needs no second one.
      if (healthy && since !== undefined && lastHeard && lastHeard.sentAt >= since && lastHeard.gaps === gaps) {
        return Promise.resolve(true);
      }
      if (!healthy) {
        // Probe with a fence nobody waits for; the next caller learns whether it came back.
        if (!inFlight) launch();
        return Promise.resolve(false);
      }
      const gapsAtStart = gaps;
      return new Promise<boolean>((resolve) => {
        queued.push({ resolve: (ok) => resolve(ok && gaps === gapsAtStart) });
        if (!inFlight) launch();
      });
    },
    received({ i, n }) {
      if (i !== instance || inFlight?.n !== n) return;
      // Settled on the next turn of the event loop: a reconnection noticed in the same turn
      // (its callback runs in the microtasks of the read that delivered this fence) must count.
      setImmediate(() => {
        if (inFlight?.n === n) settle(true);
      });
    },
    reconnected() {
      gaps += 1;
    },
    close() {
      closed = true;
      settle(false);
      for (const w of queued) w.resolve(false);
      queued = [];
    },
  };
}
