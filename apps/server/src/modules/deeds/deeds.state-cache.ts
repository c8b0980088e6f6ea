import { ACCOUNT_DATA_CHANGED, CONTENT_CHANGED } from '../../db/change-notify.ts';
import type { Unlisten } from '../../db/client.ts';
import type { ReceivedEvent } from '../../lib/event-catalogue.ts';
import type { EventBus } from '../../lib/events.ts';

/** Players whose deed state is kept at most; the oldest entry goes first past it. */
const MAX_PLAYERS = 20_000;

/**
 * What the deed list reads of one player (the character, its city's alignment, skills, worn
 * items and crew charter), kept by account, exactly as the session cache keeps the actor
 * (docs/decisions/0057-reads-and-refusals-from-memory.md): every table the read touches
 * announces its writes (`db/change-notify.ts`: the account's own rows as `accounts.data_changed`
 * with its id, cities as `all`, skills and items as `content.changed`), each announcement drops
 * what it concerns, and a kept value is answered only once the bus has caught up with what was
 * committed before the request. A read in flight when its account's announcement comes is
 * dropped with it, so no request that arrived after a write is answered from before it.
 */
export interface DeedStateCache<T> {
  read(userId: string, since: number | undefined, load: () => Promise<T>): Promise<T>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createDeedStateCache<T>(events: EventBus): DeedStateCache<T> {
  const entries = new Map<string, Promise<T>>();
  let started = false;
  let stops: Array<Unlisten | (() => void)> = [];
  const forgetAll = () => entries.clear();
  const onAccount = ({ u, all }: ReceivedEvent<typeof ACCOUNT_DATA_CHANGED>) => {
    if (all || typeof u !== 'string') forgetAll();
    else entries.delete(u);
  };

  return {
    async read(userId, since, load) {
      if (!started || !(await events.caughtUp(since))) {
        forgetAll();
        return load();
      }
      const kept = entries.get(userId);
      if (kept) return kept;
      if (entries.size >= MAX_PLAYERS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // Settled once: a query builder is a thenable that would run again for every await.
      const value = Promise.resolve(load());
      entries.set(userId, value);
      value.catch(() => {
        if (entries.get(userId) === value) entries.delete(userId);
      });
      return value;
    },
    async start() {
      stops = [
        events.onGap(forgetAll),
        await events.subscribe(ACCOUNT_DATA_CHANGED, onAccount, forgetAll),
        await events.subscribe(CONTENT_CHANGED, forgetAll, forgetAll),
      ];
      started = true;
    },
    async close() {
      started = false;
      for (const stop of stops.splice(0)) await stop();
      forgetAll();
    },
  };
}
