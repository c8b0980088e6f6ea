import { ACCOUNT_DATA_CHANGED } from '../../db/change-notify.ts';
import type { Unlisten } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import type { ReceivedEvent } from '../../lib/event-catalogue.ts';
import { sha256Hex } from '../../lib/ids.ts';
import { type SessionUser, deleteSession, readActor, sessionAlive, touchDue } from './sessions.ts';

/** Sessions kept in memory at most; the oldest entry goes first past it. */
const MAX_CACHED_SESSIONS = 20_000;

/** Resolves session cookies for the session plugin; the logout call revokes through it. */
export interface SessionStore {
  /**
   * The actor of a cookie token, if its session is alive at `now`; marks it used (and its
   * character seen) when "last used" is a minute old, in the same statement as its read.
   */
  find(token: string, now: Date): Promise<SessionUser | null>;
  /** Deletes the session (logout). */
  revoke(token: string): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

type StoreDeps = Pick<Deps, 'database' | 'db' | 'events'>;

/**
 * The actor is cached by token hash, exactly (docs/decisions/0016-session-cache.md and
 * 0027-session-cache-on-postgresql.md): every write to what it holds fires a trigger
 * (`db/change-notify.ts`) whose event drops the account's entries, and an entry is only
 * answered once the event bus has caught up with everything committed before the request
 * (`EventBus.caughtUp`: at once on PGlite, a shared NOTIFY fence on PostgreSQL, where other
 * instances write the same rows). A read that overlaps any invalidation is answered but not
 * kept; when the bus cannot promise it has caught up, or may have missed events, the cache is
 * bypassed or emptied.
 */
export function createSessionStore(deps: StoreDeps): SessionStore {
  const byToken = new Map<string, SessionUser>();
  const tokensOfUser = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a read that started before it must not fill the cache. */
  let epoch = 0;
  let unsubscribe: Unlisten | null = null;
  let stopGaps: (() => void) | null = null;

  const forget = (hash: string) => {
    const actor = byToken.get(hash);
    if (!actor) return;
    byToken.delete(hash);
    const hashes = tokensOfUser.get(actor.userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) tokensOfUser.delete(actor.userId);
  };
  const keep = (hash: string, actor: SessionUser) => {
    forget(hash);
    if (byToken.size >= MAX_CACHED_SESSIONS) {
      const oldest = byToken.keys().next().value;
      if (oldest !== undefined) forget(oldest);
    }
    byToken.set(hash, actor);
    let hashes = tokensOfUser.get(actor.userId);
    if (!hashes) {
      hashes = new Set();
      tokensOfUser.set(actor.userId, hashes);
    }
    hashes.add(hash);
  };
  const forgetAll = () => {
    epoch += 1;
    byToken.clear();
    tokensOfUser.clear();
  };
  const onChange = ({ u, all }: ReceivedEvent<typeof ACCOUNT_DATA_CHANGED>) => {
    if (all) return forgetAll();
    epoch += 1;
    if (typeof u === 'string') for (const hash of [...(tokensOfUser.get(u) ?? [])]) forget(hash);
  };

  return {
    async find(token, now) {
      const hash = sha256Hex(token);
      // An entry due for "last used" is read again: that statement writes it, and needs no fence.
      const cachedAtStart = byToken.get(hash);
      if (cachedAtStart && !touchDue(cachedAtStart, now)) {
        if (await deps.events.caughtUp()) {
          const cached = byToken.get(hash);
          if (cached && sessionAlive(cached, now) && !touchDue(cached, now)) return cached;
        } else forgetAll();
      }
      const startedAt = epoch;
      const actor = await readActor(deps.db, hash, now);
      if (!actor || !sessionAlive(actor, now)) {
        forget(hash);
        return null;
      }
      // Updates of the sessions table fire no trigger (deletes do). "Last used" is only ever
      // moved forward, so an entry another instance touched is older here than in the
      // database: its idle expiry is judged early, never late, and an early miss re-reads it.
      if (epoch === startedAt) keep(hash, actor);
      return actor;
    },
    async revoke(token) {
      forget(sha256Hex(token));
      await deleteSession(deps.db, token);
    },
    async start() {
      // A payload the catalogue does not know cannot say whose data changed: forget everyone's.
      stopGaps = deps.events.onGap(forgetAll);
      unsubscribe = await deps.events.subscribe(ACCOUNT_DATA_CHANGED, onChange, forgetAll);
    },
    async close() {
      stopGaps?.();
      stopGaps = null;
      await unsubscribe?.();
      unsubscribe = null;
      forgetAll();
    },
  };
}
