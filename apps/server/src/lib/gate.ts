/**
 * Runs at most `concurrency` tasks at once and lets at most `queue` more wait for a turn;
 * a task past that is refused at once with the error `refuse` makes, so a flood of expensive
 * work (password hashing) queues a few and turns the rest away instead of taking every core
 * from the cheap calls other players make. See docs/hardening.md, "Accounts and floods".
 */
export class Gate {
  readonly #concurrency: number;
  readonly #queue: number;
  readonly #refuse: () => Error;
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(options: { concurrency: number; queue: number; refuse: () => Error }) {
    this.#concurrency = Math.max(1, Math.floor(options.concurrency));
    this.#queue = Math.max(0, Math.floor(options.queue));
    this.#refuse = options.refuse;
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

  /** Throws the refusal when a task started now would be refused: lets a caller turn it away before any other work. */
  admit(): void {
    if (this.full) throw this.#refuse();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.#concurrency) {
      if (this.#waiting.length >= this.#queue) throw this.#refuse();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active += 1;
    }
    try {
      return await task();
    } finally {
      // Hands the slot straight to the next waiter, so a newcomer cannot overtake the queue.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }
}
