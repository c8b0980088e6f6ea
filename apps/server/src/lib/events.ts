import type { Database, Unlisten } from '../db/client.ts';

/**
 * Events that cross server instances (chat, presence, ticker). Publishing goes through
 * PostgreSQL NOTIFY, so every instance, this one included, hears it through LISTEN.
 * Payloads must stay under 8,000 bytes: send ids, not bodies, when in doubt.
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: (payload: unknown) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export const NOTIFY_MAX_BYTES = 7900;

export function createEventBus(database: Database): EventBus {
  const unlistens = new Set<Unlisten>();
  return {
    async publish(channel, payload) {
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > NOTIFY_MAX_BYTES) throw new Error(`Event on ${channel} is too large for NOTIFY`);
      await database.notify(channel, text);
    },
    async subscribe(channel, handler) {
      const unlisten = await database.listen(channel, (raw) => {
        try {
          handler(JSON.parse(raw));
        } catch {
          // A malformed payload from another instance must not take this one down.
        }
      });
      unlistens.add(unlisten);
      return async () => {
        unlistens.delete(unlisten);
        await unlisten();
      };
    },
    async close() {
      await Promise.allSettled([...unlistens].map((u) => u()));
      unlistens.clear();
    },
  };
}
