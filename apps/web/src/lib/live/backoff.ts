/**
 * Retry delays for a live connection whose server is away (a deploy, a restart, an outage):
 * the first retry comes after the delay in docs/product-rules.md (#chat-feed, #client-limits),
 * each further one waits twice as long up to a ceiling, so thousands of open tabs do not
 * hammer a server that is starting. From the second retry on, each delay is spread by up to
 * ±20% so those tabs do not all come back in the same second. A success starts again from the
 * first delay.
 */
interface BackoffOptions {
  firstMs: number;
  maxMs: number;
  /** 0 <= random() < 1; tests pass a fixed one. */
  random?: () => number;
}

export const LIVE_BACKOFF_MAX_MS = 60_000;
const JITTER = 0.2;

export class Backoff {
  #failures = 0;
  readonly #options: Required<BackoffOptions>;

  constructor(options: BackoffOptions) {
    this.#options = { ...options, random: options.random ?? Math.random };
  }

  /** The delay before the next retry, counting this failure. */
  next(): number {
    const { firstMs, maxMs, random } = this.#options;
    const attempt = this.#failures++;
    if (attempt === 0) return firstMs;
    const base = Math.min(maxMs, firstMs * 2 ** attempt);
    return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
  }

  /** The connection works again. */
  reset(): void {
    this.#failures = 0;
  }
}
