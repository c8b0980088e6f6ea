import { sql } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../db/client.ts';

/**
 * Events that cross server instances (chat, presence, ticker). Publishing goes through
 * PostgreSQL NOTIFY, so every instance, this one included, hears it through LISTEN.
 * Payloads must stay under 8,000 bytes: send ids, not bodies, when in doubt.
 * See docs/decisions/0006-realtime-fan-out.md.
 */
export interface EventBus {
  /** Sends at once (outside any transaction). Call it after the change has committed. */
  publish(channel: string, payload: unknown): Promise<void>;
  /**
   * Queues the event in the caller's transaction: PostgreSQL delivers it when, and only if, the
   * transaction commits, and in commit order. Prefer it when listeners must never hear of a
   * change that rolled back, or must hear changes in the order they were stored.
   */
  publishInTransaction(tx: Pick<Db, 'execute'>, channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: (payload: unknown) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export const NOTIFY_MAX_BYTES = 7900;

/**
 * The one PostgreSQL channel every event travels on, as `{"c": channel, "p": payload}`. One
 * LISTEN per instance whatever the number of event kinds, and event names are free text
 * (`chat.message_posted`) instead of SQL identifiers, which the two drivers quote differently.
 */
export const EVENTS_PG_CHANNEL = 'tod_events';

function envelope(channel: string, payload: unknown): string {
  const text = JSON.stringify({ c: channel, p: payload });
  if (Buffer.byteLength(text) > NOTIFY_MAX_BYTES) throw new Error(`Event on ${channel} is too large for NOTIFY`);
  return text;
}

export function createEventBus(database: Database): EventBus {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  let listening: Promise<Unlisten> | null = null;
  let closed = false;

  const dispatch = (raw: string) => {
    let event: { c?: unknown; p?: unknown };
    try {
      event = JSON.parse(raw);
    } catch {
      // A malformed payload from another instance must not take this one down.
      return;
    }
    if (typeof event?.c !== 'string') return;
    for (const handler of handlers.get(event.c) ?? []) {
      try {
        handler(event.p);
      } catch {
        // One failing subscriber must not starve the others.
      }
    }
  };

  return {
    async publish(channel, payload) {
      await database.notify(EVENTS_PG_CHANNEL, envelope(channel, payload));
    },
    async publishInTransaction(tx, channel, payload) {
      await tx.execute(sql`SELECT pg_notify(${EVENTS_PG_CHANNEL}, ${envelope(channel, payload)})`);
    },
    async subscribe(channel, handler) {
      if (closed) throw new Error('The event bus is closed');
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set);
      // Each subscription gets its own wrapper so the same function may subscribe twice.
      const wrapper = (payload: unknown) => handler(payload);
      set.add(wrapper);
      listening ??= database.listen(EVENTS_PG_CHANNEL, dispatch);
      try {
        await listening;
      } catch (err) {
        set.delete(wrapper);
        listening = null;
        throw err;
      }
      return async () => {
        set.delete(wrapper);
        if (set.size === 0) handlers.delete(channel);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      const current = listening;
      listening = null;
      if (current) await current.then((unlisten) => unlisten()).catch(() => {});
    },
  };
}
