import { ACCOUNT_DATA_CHANGED } from '../../db/change-notify.ts';
import type { Unlisten } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import type { ReceivedEvent } from '../../lib/event-catalogue.ts';
import { sha256Hex } from '../../lib/ids.ts';
import type { CharacterWithCity } from '../characters/index.ts';
import { type SessionUser, deleteSession, readActor, sessionAlive, touchDue } from './sessions.ts';

/** Sessions kept in memory at most; the oldest entry goes first past it. */
const MAX_CACHED_SESSIONS = 20_000;
/** Accounts whose latest change is remembered; past it everything is forgotten once and counting restarts. */
const MAX_TRACKED_ACCOUNTS = 50_000;

/** Resolves session cookies for the session plugin; the logout call revokes through it. */
export interface SessionStore {
  /**
   * The actor of a cookie token, if its session is alive at `now`; marks it used (and its
   * character seen) when "last used" is a minute old, in the same statement as its read.
   */
  find(token: string, now: Date): Promise<SessionUser | null>;
  /**
   * The account's own write of its character, by transaction `tx`, as `character` now is (the
   * deed attempt: docs/decisions/0056-deed-attempt-keeps-its-session.md). `actor` is what `find`
   * answered for the request: when that write is the only change to the account since, the
   * session stays cached with the character as written, so the player's next call reads nothing.
   */
  wroteCharacter(actor: SessionUser, tx: string, character: CharacterWithCity): void;
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
 * kept (ADR 0056: only an invalidation of its own account counts); when the bus cannot promise it has caught up, or may have missed events, the cache is
 * bypassed or emptied.
 *
 * Counting invalidations per account means that under load one player's deed does not stop
 * every other player's session from being cached. Each account event carries the writing transaction's id
 * (`x`), so an account's own write that `wroteCharacter` reports can put the entry back as
 * written, whichever comes first: the event (PGlite, during the statement) or the report
 * (PostgreSQL, where the event follows the commit).
 */
export function createSessionStore(deps: StoreDeps): SessionStore {
  const byToken = new Map<string, SessionUser>();
  const tokensOfUser = new Map<string, Set<string>>();
  /** Counts every invalidation; a read or an entry is judged against the count when it started. */
  let generation = 0;
  /** The count at the last time everything was forgotten. */
  let clearedAt = 0;
  /** Each account's latest invalidation: its count, the writing transaction, and the count of the one before. */
  const lastChange = new Map<string, { at: number; tx: string | undefined; previous: number }>();
  /** The count and token hash at which an actor `find` answered was known current. */
  const answered = new WeakMap<SessionUser, { at: number; hash: string }>();
  /** Own writes reported before their event arrived (PostgreSQL): the entry to keep once it does. */
  const awaited = new Map<string, { tx: string; since: number; hash: string; actor: SessionUser }>();
  let unsubscribe: Unlisten | null = null;
  let stopGaps: (() => void) | null = null;

  const changedSince = (userId: string, at: number) => clearedAt > at || (lastChange.get(userId)?.at ?? 0) > at;
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
    generation += 1;
    clearedAt = generation;
    byToken.clear();
    tokensOfUser.clear();
    lastChange.clear();
    awaited.clear();
  };
  const onChange = ({ u, all, x }: ReceivedEvent<typeof ACCOUNT_DATA_CHANGED>) => {
    // An event that does not say whose data changed could be anyone's.
    if (all || typeof u !== 'string') return forgetAll();
    if (lastChange.size >= MAX_TRACKED_ACCOUNTS) forgetAll();
    generation += 1;
    const previous = lastChange.get(u)?.at ?? 0;
    lastChange.set(u, { at: generation, tx: x ?? undefined, previous });
    for (const hash of [...(tokensOfUser.get(u) ?? [])]) forget(hash);
    // An own write reported before its event (PostgreSQL): keep it if this is that event and nothing came between.
    const own = awaited.get(u);
    awaited.delete(u);
    if (own && x === own.tx && previous <= own.since && clearedAt <= own.since) keep(own.hash, own.actor);
  };

  return {
    async find(token, now) {
      const hash = sha256Hex(token);
      // An entry due for "last used" is read again: that statement writes it, and needs no fence.
      const cachedAtStart = byToken.get(hash);
      if (cachedAtStart && !touchDue(cachedAtStart, now)) {
        if (await deps.events.caughtUp()) {
          const cached = byToken.get(hash);
          if (cached && sessionAlive(cached, now) && !touchDue(cached, now)) {
            answered.set(cached, { at: generation, hash });
            return cached;
          }
        } else forgetAll();
      }
      const startedAt = generation;
      const actor = await readActor(deps.db, hash, now);
      if (!actor || !sessionAlive(actor, now)) {
        forget(hash);
        return null;
      }
      // Updates of the sessions table fire no trigger (deletes do). "Last used" is only ever
      // moved forward, so an entry another instance touched is older here than in the
      // database: its idle expiry is judged early, never late, and an early miss re-reads it.
      if (!changedSince(actor.userId, startedAt)) {
        keep(hash, actor);
        answered.set(actor, { at: startedAt, hash });
      }
      return actor;
    },
    wroteCharacter(actor, tx, character) {
      const known = answered.get(actor);
      if (!known) return;
      const written = { ...actor, character };
      if (!changedSince(actor.userId, known.at)) {
        // The write's own event has not arrived yet: PostgreSQL delivers it after the commit.
        if (awaited.size < MAX_TRACKED_ACCOUNTS)
          awaited.set(actor.userId, { tx, since: known.at, hash: known.hash, actor: written });
        return;
      }
      // PGlite delivered the event during the statement: keep the entry if it was this write's and the only change since.
      const change = lastChange.get(actor.userId);
      if (clearedAt <= known.at && change?.tx === tx && change.previous <= known.at) keep(known.hash, written);
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
