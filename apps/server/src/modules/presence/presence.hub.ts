import { type ActiveCharacter, PresenceLimits } from '@tod/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Unlisten } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { markSeen } from '../characters/index.ts';
import { type ActiveSet, PRESENCE_CHANGED, readActiveSet, toActivePlayers } from './presence.service.ts';

/** Timings of the active-players long poll; tests shorten them. */
export interface PresenceOptions {
  /** Longest a long poll waits before answering 304. */
  holdMs: number;
  /**
   * How often the set is re-read anyway: "seen 5 minutes ago" expires with no event, and an
   * event lost while a LISTEN connection reconnects must not leave a poll waiting forever.
   */
  recheckMs: number;
}

const defaultPresenceOptions: PresenceOptions = { holdMs: PresenceLimits.holdMs, recheckMs: 5_000 };

/** A request from an account without a living character re-checks at most this often. */
const RECHECK_WITHOUT_CHARACTER_MS = 60_000;

interface Snapshot extends ActiveSet {
  /** When it was read, by the injected clock and by the real one. */
  clockMs: number;
  realMs: number;
  /** The presence events heard when the read began: a later one makes it out of date. */
  changes: number;
  /** The first page's answer as sent, written once per set (every caller gets the same bytes). */
  json: string;
  /** Further pages' answers, each written at its first request while this set lasts. */
  pages: Map<number, string>;
}

/** Pages past the first kept per set: a few callers asking for many pages keep no more than this. */
const KEPT_PAGES = 64;

/** The answer for `page` of `snapshot`, written once per set and page. */
export function pageJson(snapshot: Snapshot, page: number): string {
  if (page === 1) return snapshot.json;
  let json = snapshot.pages.get(page);
  if (json === undefined) {
    json = JSON.stringify(toActivePlayers(snapshot, page));
    if (snapshot.pages.size < KEPT_PAGES) snapshot.pages.set(page, json);
  }
  return json;
}

/** Whether two sets list the same players with the same names and levels, in the same order. */
function samePlayers(a: readonly ActiveCharacter[], b: readonly ActiveCharacter[]): boolean {
  return a.every((x, i) => {
    const y = b[i];
    return y !== undefined && x.id === y.id && x.username === y.username && x.level === y.level;
  });
}

/** Hears which characters left the active set at a re-read (docs/contacts.md, "Live status"). */
export type LeftListener = (characterIds: string[]) => void;

/** What another module may ask of this instance's hub: to hear who goes offline by inactivity. */
export interface PresenceLeaves {
  onLeft(listener: LeftListener): void;
}

interface Waiter {
  hash: string;
  resolve(snapshot: Snapshot | null): void;
}

/**
 * This instance's view of who is active, and the long polls waiting for it to change. The set
 * is re-read (never more than one read at a time) on a presence event from any instance, on a
 * request from someone not in it, and every `recheckMs`; a read that finds a new hash answers
 * the waiting polls.
 */
export class PresenceHub implements PresenceLeaves {
  readonly options: PresenceOptions;
  readonly #leftListeners: LeftListener[] = [];
  readonly #deps: Pick<Deps, 'db' | 'clock' | 'events'>;
  readonly #log: FastifyBaseLogger;
  readonly #waiters = new Set<Waiter>();
  /** Accounts seen without a living character, and when: they need no re-read on every call. */
  readonly #withoutCharacter = new Map<string, number>();
  /** Accounts whose first request is being handled: their parallel requests need not repeat it. */
  readonly #noting = new Set<string>();
  #snapshot: Snapshot | null = null;
  /** Presence events heard so far. */
  #changes = 0;
  #reading: Promise<Snapshot> | null = null;
  #nextRead: Promise<Snapshot> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #unsubscribe: Unlisten | null = null;
  #closed = false;

  constructor(deps: Pick<Deps, 'db' | 'clock' | 'events'>, log: FastifyBaseLogger, options: Partial<PresenceOptions> = {}) {
    this.#deps = deps;
    this.#log = log;
    this.options = { ...defaultPresenceOptions, ...options };
  }

  /** Characters active as of the last read (the players online). */
  get online(): number {
    return this.#snapshot?.characters.length ?? 0;
  }

  async start(): Promise<void> {
    this.#unsubscribe = await this.#deps.events.subscribe(PRESENCE_CHANGED, () => {
      this.#changes += 1;
      this.#refreshInBackground();
    });
    await this.refresh();
    this.#timer = setInterval(() => this.#tick(), this.options.recheckMs).unref();
  }

  /** Answers every waiting poll with 304 and stops; called before the server closes. */
  stop(): void {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    for (const waiter of [...this.#waiters]) waiter.resolve(null);
  }

  async close(): Promise<void> {
    this.stop();
    await this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  /**
   * Re-reads the set. Calls made while a read runs share one more read started after it, so
   * every caller sees a state at least as new as its call, and reads never pile up.
   */
  refresh(): Promise<Snapshot> {
    if (!this.#reading) {
      this.#reading = this.#read().finally(() => {
        this.#reading = null;
      });
      return this.#reading;
    }
    this.#nextRead ??= this.#reading
      .catch(() => undefined)
      .then(() => {
        this.#nextRead = null;
        return this.refresh();
      });
    return this.#nextRead;
  }

  /**
   * The set as of the request, read once per change for every caller: re-read only when a
   * presence event came after the kept one's read began, or it is older than `recheckMs` (by
   * either clock). `since` is when the request arrived: on PostgreSQL the bus first catches up
   * with events committed before it (lib/events.ts `caughtUp`), so another instance's change
   * is never missed; when it cannot promise that, the set is read again.
   */
  async current(since?: number): Promise<Snapshot> {
    const caughtUp = await this.#deps.events.caughtUp(since);
    const s = this.#snapshot;
    return caughtUp && s && s.changes === this.#changes && !this.#stale(s) ? s : this.refresh();
  }

  /**
   * Long poll: the set as soon as its hash differs from `hash`; null (304) after `holdMs`, when
   * the client goes away (`closed` fires) or when the server closes.
   */
  async waitForChange(hash: string, onClientGone: (cb: () => void) => void, since?: number): Promise<Snapshot | null> {
    await this.current(since);
    const latest = this.#snapshot;
    if (!latest || latest.hash !== hash) return latest;
    if (this.#closed) return null;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        hash,
        resolve: (snapshot) => {
          if (!this.#waiters.delete(waiter)) return;
          clearTimeout(timer);
          resolve(snapshot);
        },
      };
      const timer = setTimeout(() => waiter.resolve(null), this.options.holdMs);
      this.#waiters.add(waiter);
      onClientGone(() => waiter.resolve(null));
    });
  }

  /**
   * Called on every signed-in request. Nothing to do for someone already in the set (the
   * session keeps "last seen" fresh); for someone who is not, marks them seen at once and, if
   * that made them active, tells every instance.
   */
  async noteRequest(userId: string): Promise<void> {
    if (!this.needsNote(userId)) return;
    const now = this.#deps.clock.now();
    this.#noting.add(userId);
    try {
      await markSeen(this.#deps, userId, now);
      const after = await this.refresh();
      if (after.userIds.has(userId)) {
        this.#withoutCharacter.delete(userId);
        await this.#deps.events.publish(PRESENCE_CHANGED, {});
      } else {
        this.#withoutCharacter.set(userId, now.getTime());
      }
    } finally {
      this.#noting.delete(userId);
    }
  }

  /** Whether `noteRequest` has anything to do for this account now (checked without waiting). */
  needsNote(userId: string): boolean {
    const snapshot = this.#snapshot;
    if (!snapshot || snapshot.userIds.has(userId) || this.#noting.has(userId) || this.#closed) return false;
    const checkedAt = this.#withoutCharacter.get(userId);
    return checkedAt === undefined || Math.abs(this.#deps.clock.now().getTime() - checkedAt) >= RECHECK_WITHOUT_CHARACTER_MS;
  }

  /**
   * `listener` hears the characters that were in the set and are not at a re-read: mostly those
   * whose "last seen" fell out of the window, which no write or event announces. Each instance
   * re-reads on its own, so each tells only its own listeners.
   */
  onLeft(listener: LeftListener): void {
    this.#leftListeners.push(listener);
  }

  /** Forgets that an account had no living character (it just created one). */
  forget(userId: string): void {
    this.#withoutCharacter.delete(userId);
  }

  async #read(): Promise<Snapshot> {
    const now = this.#deps.clock.now();
    const changes = this.#changes;
    const set = await readActiveSet(this.#deps.db, now);
    const before = this.#snapshot;
    const changed = before?.hash !== set.hash;
    const json = !changed && before ? before.json : JSON.stringify(toActivePlayers(set));
    const sameSet = !changed && before && before.characters.length === set.characters.length;
    const pages = sameSet && samePlayers(before.characters, set.characters) ? before.pages : new Map<number, string>();
    const snapshot: Snapshot = { ...set, clockMs: now.getTime(), realMs: performance.now(), changes, json, pages };
    this.#snapshot = snapshot;
    if (changed) {
      for (const waiter of [...this.#waiters]) if (waiter.hash !== snapshot.hash) waiter.resolve(snapshot);
      if (before) this.#tellLeft(before, snapshot);
    }
    return snapshot;
  }

  #tellLeft(before: Snapshot, after: Snapshot): void {
    const still = new Set(after.characters.map((c) => c.id));
    const left = before.characters.filter((c) => !still.has(c.id)).map((c) => c.id);
    if (left.length === 0) return;
    for (const listener of this.#leftListeners) {
      try {
        listener(left);
      } catch (err) {
        this.#log.warn({ err }, 'presence leave listener failed');
      }
    }
  }

  #stale(s: Snapshot): boolean {
    const clockAge = Math.abs(this.#deps.clock.now().getTime() - s.clockMs);
    return clockAge >= this.options.recheckMs || performance.now() - s.realMs >= this.options.recheckMs;
  }

  #refreshInBackground(): void {
    if (this.#closed) return;
    this.refresh().catch((err) => this.#log.warn({ err }, 'presence re-read failed'));
  }

  #tick(): void {
    const cutoff = this.#deps.clock.now().getTime() - RECHECK_WITHOUT_CHARACTER_MS;
    for (const [userId, at] of this.#withoutCharacter) if (at < cutoff) this.#withoutCharacter.delete(userId);
    this.#refreshInBackground();
  }
}
