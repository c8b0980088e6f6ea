import { ACCOUNT_DATA_CHANGED } from '../../db/change-notify.ts';
import type { Unlisten } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import type { ReceivedEvent } from '../../lib/event-catalogue.ts';
import { sha256Hex } from '../../lib/ids.ts';
import { type SessionUser, deleteSession, readActor, sessionAlive, touchSession } from './sessions.ts';

/** Sessions kept in memory at most; the oldest entry goes first past it. */
const MAX_CACHED_SESSIONS = 20_000;

/** Resolves session cookies for the session plugin; the logout call revokes through it. */
export interface SessionStore {
  /** The actor of a cookie token, if its session is alive at `now`. */
  find(token: string, now: Date): Promise<SessionUser | null>;
  /** Writes "last used" (see `touchSession`); true when this call did it. */
  touch(token: string, actor: SessionUser, now: Date): Promise<boolean>;
  /** Deletes the session (logout). */
  revoke(token: string): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

type StoreDeps = Pick<Deps, 'database' | 'db' | 'events'>;

/**
 * On PostgreSQL every call reads the actor with one prepared statement: other instances write
 * the same rows, and a NOTIFY from them arrives some time after their commit, so a cache could
 * answer from before a write this client already saw succeed.
 *
 * On the embedded database the actor is cached by token hash. It stays exact because every
 * write to what it holds fires a trigger (`db/change-notify.ts`) whose NOTIFY PGlite hands to
 * this process before the writing statement returns, and PGlite is one connection in this one
 * process (a second server cannot open the same directory). A read that overlaps any
 * invalidation is answered but not kept. See docs/decisions/0016-session-cache.md.
 */
export function createSessionStore(deps: StoreDeps): SessionStore {
  return deps.database.kind === 'pglite' ? cachedStore(deps) : directStore(deps);
}

function directStore(deps: StoreDeps): SessionStore {
  return {
    async find(token, now) {
      const actor = await readActor(deps.db, sha256Hex(token));
      return actor && sessionAlive(actor, now) ? actor : null;
    },
    touch: (_token, actor, now) => touchSession(deps.db, actor.sessionId, now),
    revoke: (token) => deleteSession(deps.db, token),
    async start() {},
    async close() {},
  };
}

function cachedStore(deps: StoreDeps): SessionStore {
  const byToken = new Map<string, SessionUser>();
  const tokensOfUser = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a read that started before it must not fill the cache. */
  let epoch = 0;
  let unsubscribe: Unlisten | null = null;

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
  const onChange = ({ u, all }: ReceivedEvent<typeof ACCOUNT_DATA_CHANGED>) => {
    epoch += 1;
    if (all) {
      byToken.clear();
      tokensOfUser.clear();
    } else if (typeof u === 'string') {
      for (const hash of [...(tokensOfUser.get(u) ?? [])]) forget(hash);
    }
  };

  return {
    async find(token, now) {
      const hash = sha256Hex(token);
      const cached = byToken.get(hash);
      if (cached && sessionAlive(cached, now)) return cached;
      const startedAt = epoch;
      const actor = await readActor(deps.db, hash);
      if (!actor || !sessionAlive(actor, now)) {
        forget(hash);
        return null;
      }
      if (epoch === startedAt) keep(hash, actor);
      return actor;
    },
    async touch(token, actor, now) {
      const hash = sha256Hex(token);
      const done = await touchSession(deps.db, actor.sessionId, now);
      // The sessions table has no trigger: this is its only writer besides logout and pruning
      // (which removes only sessions already past an expiry, and those are never served).
      if (done && byToken.get(hash) === actor) keep(hash, { ...actor, lastUsedAt: now });
      else forget(hash);
      return done;
    },
    async revoke(token) {
      forget(sha256Hex(token));
      await deleteSession(deps.db, token);
    },
    async start() {
      // A payload the catalogue does not know cannot say whose data changed: forget everyone's.
      unsubscribe = await deps.events.subscribe(ACCOUNT_DATA_CHANGED, onChange, () => onChange({ all: true }));
    },
    async close() {
      await unsubscribe?.();
      unsubscribe = null;
      byToken.clear();
      tokensOfUser.clear();
    },
  };
}
