import { CONTENT_CHANGED } from '../db/change-notify.ts';
import type { Db, Unlisten } from '../db/client.ts';
import type { EventBus } from './events.ts';

/**
 * One read of staff-edited content (the deed catalogue, the cities), kept in memory. `load` may
 * read only the tables in `CONTENT_TABLES` (db/change-notify.ts): a write to any other would
 * not empty the cache.
 */
export interface ContentSource<T> {
  readonly name: string;
  load(db: Db): Promise<T>;
}

export const contentSource = <T>(name: string, load: (db: Db) => Promise<T>): ContentSource<T> => ({ name, load });

export interface ContentCache {
  /**
   * The source's value as of now: the kept one when no content changed since it was read, else
   * read again (one read shared by every caller meanwhile). `since` is when the request arrived
   * (lib/route.ts `arrivedAt`): on PostgreSQL a fence the request already waited for then serves again.
   */
  read<T>(source: ContentSource<T>, since?: number): Promise<T>;
  start(): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  epoch: number;
  value: Promise<unknown>;
}

/**
 * Exact across instances, as the session cache is (docs/decisions/0045-content-cache.md): every
 * write to a content table fires a statement trigger whose event bumps the epoch here, and a
 * kept value is answered only once the bus has caught up with everything committed before the
 * request (at once on PGlite, a shared NOTIFY fence on PostgreSQL). A value whose read began
 * before the latest change is never answered after it; when the bus cannot promise it has
 * caught up, the database is read and nothing kept. Content changes are rare (staff edits, the
 * seed), so any change drops every source.
 */
export function createContentCache(deps: { db: Db; events: EventBus }): ContentCache {
  const entries = new Map<ContentSource<unknown>, Entry>();
  let epoch = 0;
  let unsubscribe: Unlisten | null = null;
  let stopGaps: (() => void) | null = null;
  let started = false;
  const forgetAll = () => {
    epoch += 1;
    entries.clear();
  };

  return {
    async read<T>(source: ContentSource<T>, since?: number): Promise<T> {
      if (!started || !(await deps.events.caughtUp(since))) {
        forgetAll();
        return source.load(deps.db);
      }
      const kept = entries.get(source);
      if (kept && kept.epoch === epoch) return kept.value as Promise<T>;
      // Settled once: a query builder is a thenable that would run again for every await.
      const entry: Entry = { epoch, value: Promise.resolve(source.load(deps.db)) };
      entries.set(source, entry);
      entry.value.catch(() => {
        if (entries.get(source) === entry) entries.delete(source);
      });
      return entry.value as Promise<T>;
    },
    async start() {
      stopGaps = deps.events.onGap(forgetAll);
      unsubscribe = await deps.events.subscribe(CONTENT_CHANGED, forgetAll, forgetAll);
      started = true;
    },
    async close() {
      started = false;
      stopGaps?.();
      stopGaps = null;
      await unsubscribe?.();
      unsubscribe = null;
      forgetAll();
    },
  };
}
