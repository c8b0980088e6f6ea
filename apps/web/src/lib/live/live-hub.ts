/**
 * One set of live connections per browser, shared by all its tabs.
 *
 * A browser gives an origin 6 HTTP/1.1 connections across every tab; an event stream and a
 * long poll per tab would starve a player with a few tabs open (docs/product-rules.md#chat-and-presence). So the tabs
 * elect a leader with a Web Lock: only the leader runs the registered sources (the
 * connections), and it shares each value they produce with the other tabs over a
 * BroadcastChannel. When the leader tab closes, the browser hands the lock to the next tab,
 * which starts the sources again.
 *
 * A topic carries a state, not a stream of deltas: each value replaces the previous one and the
 * latest is replayed to newcomers, so a tab that joins late, or a new leader, never has to
 * reconstruct history from events it missed. Sources run only while some tab wants their topic.
 *
 * Every tab must register the same sources, since any tab may become the leader.
 */

/** A live connection kept by the leader tab; `start` returns the function that stops it. */
export interface LiveSource<T> {
  start(emit: (value: T) => void): () => void;
}

/** The parts of `BroadcastChannel` the hub uses (tests pass a fake). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** The part of `navigator.locks` the hub uses (tests pass a fake). */
export interface LocksLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>): Promise<unknown>;
}

interface LiveHubOptions {
  /** Name of the lock and the channel: the tabs that share it share the connections. */
  name: string;
  /** Without a channel or locks (old browsers, tests) the tab leads alone and shares nothing. */
  channel: ChannelLike | null;
  locks: LocksLike | null;
  tabId?: string;
  /** A source keeps running this long after the last interest ends (page switches, remounts). */
  lingerMs?: number;
  /** Followers repeat their interest this often, so a leader that missed a message recovers. */
  heartbeatMs?: number;
  /** A tab silent this long has crashed or frozen: the leader forgets its interest. */
  peerTimeoutMs?: number;
}

type Wire =
  | { t: 'interest'; tab: string; topics: string[] }
  | { t: 'hello'; tab: string }
  | { t: 'bye'; tab: string }
  | { t: 'value'; topic: string; value: unknown }
  | { t: 'end'; topic: string };

interface Run {
  stop: () => void;
  hasValue: boolean;
}

const randomId = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

export class LiveHub {
  readonly tabId: string;
  readonly #channel: ChannelLike | null;
  readonly #lingerMs: number;
  readonly #peerTimeoutMs: number;
  readonly #sources = new Map<string, LiveSource<unknown>>();
  readonly #listeners = new Map<string, Set<() => void>>();
  readonly #values = new Map<string, unknown>();
  readonly #peers = new Map<string, { topics: Set<string>; seenAt: number }>();
  readonly #runs = new Map<string, Run>();
  readonly #lingering = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #abort = new AbortController();
  readonly #heartbeat: ReturnType<typeof setInterval> | undefined;
  #release: (() => void) | undefined;
  #leader = false;
  #disposed = false;

  constructor(options: LiveHubOptions) {
    this.tabId = options.tabId ?? randomId();
    this.#lingerMs = options.lingerMs ?? 5_000;
    this.#peerTimeoutMs = options.peerTimeoutMs ?? 60_000;
    const shared = options.channel !== null && options.locks !== null;
    this.#channel = shared ? options.channel : null;
    if (!shared || !options.locks || !this.#channel) {
      options.channel?.close();
      this.#leader = true;
      return;
    }
    this.#channel.addEventListener('message', (event) => this.#onMessage(event.data as Wire));
    this.#heartbeat = setInterval(() => this.#beat(), options.heartbeatMs ?? 20_000);
    // The callback runs once this tab holds the lock and keeps it until its promise settles:
    // on dispose, or when the tab goes away and the browser releases it.
    options.locks
      .request(options.name, { signal: this.#abort.signal }, () => {
        if (this.#disposed) return Promise.resolve();
        this.#becomeLeader();
        return new Promise<void>((resolve) => {
          this.#release = resolve;
        });
      })
      .catch(() => {
        // Aborted while waiting for the lock: this tab was disposed before it led.
      });
  }

  /** Whether this tab runs the connections. */
  get isLeader(): boolean {
    return this.#leader;
  }

  /** Declares how to produce a topic. Registering a topic twice keeps the first source. */
  register<T>(topic: string, source: LiveSource<T>): void {
    if (this.#sources.has(topic)) return;
    this.#sources.set(topic, source as LiveSource<unknown>);
    this.#reconcile();
  }

  /** The latest value of a topic this tab knows, if any. */
  current<T>(topic: string): T | undefined {
    return this.#values.get(topic) as T | undefined;
  }

  /**
   * Wants a topic: `listener` is called after each new value (read it with {@link current}).
   * The returned function ends the interest.
   */
  subscribe(topic: string, listener: () => void): () => void {
    let listeners = this.#listeners.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(topic, listeners);
    }
    const first = listeners.size === 0;
    listeners.add(listener);
    if (first) this.#interestChanged();
    return () => {
      const set = this.#listeners.get(topic);
      if (!set?.delete(listener) || set.size > 0) return;
      this.#listeners.delete(topic);
      this.#interestChanged();
    };
  }

  /** Called when the page is being hidden for good (pagehide): the leader forgets this tab. */
  leaving(): void {
    this.#post({ t: 'bye', tab: this.tabId });
  }

  /** Called when a page comes back from the back-forward cache. */
  returned(): void {
    this.#announce();
  }

  /** Stops everything this tab runs and hands leadership to another tab. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    for (const topic of [...this.#runs.keys()]) this.#stop(topic, false);
    for (const timer of this.#lingering.values()) clearTimeout(timer);
    this.#lingering.clear();
    clearInterval(this.#heartbeat);
    this.leaving();
    this.#abort.abort();
    this.#release?.();
    this.#leader = false;
    this.#channel?.close();
  }

  #localTopics(): string[] {
    return [...this.#listeners.keys()];
  }

  #post(message: Wire): void {
    if (!this.#disposed || message.t === 'bye') this.#channel?.postMessage(message);
  }

  #announce(): void {
    if (this.#leader) return;
    this.#post({ t: 'interest', tab: this.tabId, topics: this.#localTopics() });
  }

  #interestChanged(): void {
    if (this.#leader) this.#reconcile();
    else this.#announce();
  }

  #beat(): void {
    if (!this.#leader) {
      if (this.#listeners.size > 0) this.#announce();
      return;
    }
    const now = Date.now();
    for (const [tab, peer] of this.#peers) {
      if (now - peer.seenAt > this.#peerTimeoutMs) this.#peers.delete(tab);
    }
    this.#reconcile();
  }

  #setValue(topic: string, value: unknown): void {
    if (value === undefined) this.#values.delete(topic);
    else this.#values.set(topic, value);
    for (const listener of [...(this.#listeners.get(topic) ?? [])]) listener();
  }

  #clearValues(): void {
    for (const topic of [...this.#values.keys()]) this.#setValue(topic, undefined);
  }

  #becomeLeader(): void {
    this.#leader = true;
    // Values came from the old leader's connections; the new ones start afresh.
    this.#clearValues();
    this.#post({ t: 'hello', tab: this.tabId });
    this.#reconcile();
  }

  #onMessage(message: Wire): void {
    if (this.#disposed) return;
    switch (message.t) {
      case 'value':
        if (!this.#leader) this.#setValue(message.topic, message.value);
        return;
      case 'end':
        if (!this.#leader) this.#setValue(message.topic, undefined);
        return;
      case 'hello':
        if (this.#leader) return;
        this.#clearValues();
        this.#announce();
        return;
      case 'interest':
        if (this.#leader) this.#peerInterest(message.tab, message.topics);
        return;
      case 'bye':
        if (this.#leader && this.#peers.delete(message.tab)) this.#reconcile();
        return;
    }
  }

  #peerInterest(tab: string, topics: string[]): void {
    const before = this.#peers.get(tab)?.topics ?? new Set<string>();
    this.#peers.set(tab, { topics: new Set(topics), seenAt: Date.now() });
    this.#reconcile();
    // A tab that just started wanting a running topic needs its current value now.
    for (const topic of topics) {
      if (!before.has(topic) && this.#runs.get(topic)?.hasValue) {
        this.#post({ t: 'value', topic, value: this.#values.get(topic) });
      }
    }
  }

  #wanted(): Set<string> {
    const wanted = new Set(this.#localTopics());
    for (const peer of this.#peers.values()) for (const topic of peer.topics) wanted.add(topic);
    return wanted;
  }

  #reconcile(): void {
    if (!this.#leader || this.#disposed) return;
    const wanted = this.#wanted();
    for (const topic of wanted) {
      const linger = this.#lingering.get(topic);
      if (linger !== undefined) {
        clearTimeout(linger);
        this.#lingering.delete(topic);
      }
      if (!this.#runs.has(topic) && this.#sources.has(topic)) this.#start(topic);
    }
    for (const topic of this.#runs.keys()) {
      if (wanted.has(topic) || this.#lingering.has(topic)) continue;
      this.#lingering.set(
        topic,
        setTimeout(() => {
          this.#lingering.delete(topic);
          this.#stop(topic, true);
        }, this.#lingerMs),
      );
    }
  }

  #start(topic: string): void {
    const run: Run = { stop: () => {}, hasValue: false };
    this.#runs.set(topic, run);
    const emit = (value: unknown) => {
      // A stopped source may still call back (a late answer): its values are stale.
      if (this.#runs.get(topic) !== run || this.#disposed) return;
      run.hasValue = true;
      this.#setValue(topic, value);
      this.#post({ t: 'value', topic, value });
    };
    run.stop = this.#sources.get(topic)!.start(emit);
  }

  #stop(topic: string, announce: boolean): void {
    const run = this.#runs.get(topic);
    if (!run) return;
    this.#runs.delete(topic);
    run.stop();
    this.#setValue(topic, undefined);
    if (announce) this.#post({ t: 'end', topic });
  }
}

let browserHub: LiveHub | undefined;

/** The page's hub, shared with the other tabs of this browser when it supports that. */
export function getLiveHub(): LiveHub {
  if (browserHub) return browserHub;
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as LocksLike) : null;
  const channel = locks && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('tod-live') : null;
  const hub = new LiveHub({ name: 'tod-live', channel, locks });
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => hub.leaving());
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) hub.returned();
    });
  }
  browserHub = hub;
  return hub;
}
