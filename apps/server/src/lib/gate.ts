export interface GateOptions {
  concurrency: number;
  queue: number;
  refuse: () => Error;
  /**
   * The share of its time (0-1] a slot may spend running tasks: after a task that ran for `d`
   * ms the slot rests `d x (1 / share - 1)` ms before the next task takes it. 1 (the default)
   * never rests. A flood then gets at most this share of `concurrency` cores, whatever it sends.
   */
  busyShare?: number;
  /** A monotonic clock in ms (tests pass their own). */
  now?: () => number;
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `queue` more wait for a turn;
 * a task past that is refused at once with the error `refuse` makes, so a flood of expensive
 * work (password hashing) queues a few and turns the rest away instead of taking every core
 * from the cheap calls other players make. With `busyShare` below 1 a slot also rests between
 * tasks. See docs/hardening.md, "Accounts and floods".
 */
export class Gate {
  readonly #concurrency: number;
  readonly #queue: number;
  readonly #refuse: () => Error;
  readonly #restFactor: number;
  readonly #now: () => number;
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(options: GateOptions) {
    this.#concurrency = Math.max(1, Math.floor(options.concurrency));
    this.#queue = Math.max(0, Math.floor(options.queue));
    this.#refuse = options.refuse;
    const share = options.busyShare ?? 1;
    this.#restFactor = share > 0 && share < 1 ? 1 / share - 1 : 0;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Tasks running now. */
  get active(): number {
    return this.#active;
  }

  /** Tasks waiting for a turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Whether a task started now would be refused. */
  get full(): boolean {
    return this.#active >= this.#concurrency && this.#waiting.length >= this.#queue;
  }

  /** The error a refused task gets: a caller that checked `full` turns a task away with it before any other work. */
  refusal(): Error {
    return this.#refuse();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.#concurrency) {
      if (this.#waiting.length >= this.#queue) throw this.#refuse();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active += 1;
    }
    const startedAt = this.#now();
    try {
      return await task();
    } finally {
      // The slot stays taken while it rests, so a newcomer is queued or refused meanwhile.
      const rest = (this.#now() - startedAt) * this.#restFactor;
      if (rest >= 1) setTimeout(() => this.#release(), rest).unref();
      else this.#release();
    }
  }

  /** Hands the slot straight to the next waiter, so a newcomer cannot overtake the queue. */
  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#active -= 1;
  }
}
