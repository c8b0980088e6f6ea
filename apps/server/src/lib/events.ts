import { sql } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../db/client.ts';
import { EVENTS_PG_CHANNEL } from '../db/events-channel.ts';
import { createEventFence } from './event-fence.ts';
import {
  type AnyEvent,
  EventCatalogue,
  type EventName,
  type EventPayload,
  isEventName,
  type ReceivedEvent,
} from './event-catalogue.ts';

/**
 * Events that cross server instances (chat, presence, ticker). Publishing goes through
 * PostgreSQL NOTIFY, so every instance, this one included, hears it through LISTEN.
 * Each event's name and payload are in the catalogue (lib/event-catalogue.ts): publishers are
 * checked against it by the compiler, and received payloads are parsed with it.
 * See docs/decisions/0006-realtime-fan-out.md and 0023-server-seams.md.
 */
export interface EventBus {
  /** Sends at once (outside any transaction). Call it after the change has committed. */
  publish<K extends EventName>(name: K, payload: EventPayload<K>): Promise<void>;
  /**
   * Queues the event in the caller's transaction: PostgreSQL delivers it when, and only if, the
   * transaction commits, and in commit order. Prefer it when listeners must never hear of a
   * change that rolled back, or must hear changes in the order they were stored.
   */
  publishInTransaction<K extends EventName>(tx: Pick<Db, 'execute'>, name: K, payload: EventPayload<K>): Promise<void>;
  /**
   * Calls `handler` with each parsed payload of this event; a payload that does not match the
   * catalogue is handed to `onInvalid` instead (to log it) and to no handler.
   */
  subscribe<K extends EventName>(
    name: K,
    handler: (payload: ReceivedEvent<K>) => void,
    onInvalid?: (payload: unknown) => void,
  ): Promise<Unlisten>;
  /**
   * True once every event committed before the call has reached this instance's handlers, with
   * none lost on the way; false when that cannot be promised (then read the database). On
   * PostgreSQL it costs a NOTIFY round trip shared by every caller waiting at the time
   * (lib/event-fence.ts); PGlite hands events over before the writing statement returns.
   * `since` (a `performance.now()` time, such as when the request arrived): a fence sent after
   * it that has come back already answers (lib/event-fence.ts).
   */
  caughtUp(since?: number): Promise<boolean>;
  /** Runs `listener` whenever events may have been lost (the listening connection dropped). */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

export const NOTIFY_MAX_BYTES = 7900;

function envelope(name: EventName, payload: unknown): string {
  const text = JSON.stringify({ c: name, p: payload });
  if (Buffer.byteLength(text) > NOTIFY_MAX_BYTES) throw new Error(`Event on ${name} is too large for NOTIFY`);
  return text;
}

/**
 * Queues events in a transaction with one statement: PostgreSQL delivers them on commit, and
 * never if it rolls back. The bus's `publishInTransaction` for several events, usable by code
 * that holds a transaction but no bus (the journal's `record`).
 */
export async function notifyInTransaction(tx: Pick<Db, 'execute'>, events: AnyEvent[]): Promise<void> {
  if (events.length === 0) return;
  const calls = events.map((e) => sql`pg_notify(${EVENTS_PG_CHANNEL}, ${envelope(e.name, e.payload)})`);
  await tx.execute(sql`SELECT ${sql.join(calls, sql`, `)}`);
}

export function createEventBus(database: Database): EventBus {
  const handlers = new Map<EventName, Set<(payload: unknown) => void>>();
  const gapListeners = new Set<() => void>();
  let listening: Promise<Unlisten> | null = null;
  let closed = false;
  const fence = createEventFence((payload) => database.notify(EVENTS_PG_CHANNEL, envelope('events.fence_sent', payload)));
  const fenceSchema = EventCatalogue['events.fence_sent'];
  const onReconnect = () => {
    fence.reconnected();
    for (const listener of gapListeners) {
      try {
        listener();
      } catch {
        // One failing listener must not keep the others from hearing of the gap.
      }
    }
  };
  const listen = () => {
    listening ??= database.listen(EVENTS_PG_CHANNEL, dispatch, onReconnect);
    return listening;
  };

  const dispatch = (raw: string) => {
    let event: { c?: unknown; p?: unknown };
    try {
      event = JSON.parse(raw);
    } catch {
      // A malformed payload from another instance must not take this one down.
      return;
    }
    if (typeof event?.c !== 'string' || !isEventName(event.c)) return;
    if (event.c === 'events.fence_sent') {
      const parsed = fenceSchema.safeParse(event.p);
      if (parsed.success) fence.received(parsed.data);
      return;
    }
    for (const handler of handlers.get(event.c) ?? []) {
      try {
        handler(event.p);
      } catch {
        // One failing subscriber must not starve the others.
      }
    }
  };

  return {
    async publish(name, payload) {
      await database.notify(EVENTS_PG_CHANNEL, envelope(name, payload));
    },
    async publishInTransaction(tx, name, payload) {
      await notifyInTransaction(tx, [{ name, payload } as AnyEvent]);
    },
    async subscribe(name, handler, onInvalid) {
      if (closed) throw new Error('The event bus is closed');
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      const schema = EventCatalogue[name];
      // Each subscription gets its own wrapper so the same function may subscribe twice. The
      // payload may come from another instance (or anyone who can NOTIFY): parse it first.
      const wrapper = (payload: unknown) => {
        const parsed = schema.safeParse(payload);
        if (parsed.success) handler(parsed.data as ReceivedEvent<typeof name>);
        else onInvalid?.(payload);
      };
      set.add(wrapper);
      try {
        await listen();
      } catch (err) {
        set.delete(wrapper);
        listening = null;
        throw err;
      }
      return async () => {
        set.delete(wrapper);
        if (set.size === 0) handlers.delete(name);
      };
    },
    async caughtUp(since) {
      if (closed) return false;
      if (database.kind === 'pglite') return true;
      try {
        await listen();
      } catch {
        listening = null;
        return false;
      }
      return fence.caughtUp(since);
    },
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      fence.close();
      gapListeners.clear();
      handlers.clear();
      const current = listening;
      listening = null;
      if (current) await current.then((unlisten) => unlisten()).catch(() => {});
    },
  };
}
