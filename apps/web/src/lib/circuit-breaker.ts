interface CircuitBreakerOptions {
  /** Calls allowed inside one window. */
  maxCalls: number;
  windowMs: number;
  /** How long calls stay blocked once the limit is passed. */
  pauseMs: number;
}

/**
 * Stops background requests when something calls too often (a render loop, a stuck timer), so a
 * client bug cannot hammer the server. The call that would pass the limit trips it; every call
 * is then refused until the pause ends, after which counting starts afresh.
 */
export class CircuitBreaker {
  private calls: number[] = [];
  private pausedUntilMs = 0;
  private readonly listeners = new Set<() => void>();

  constructor(readonly options: CircuitBreakerOptions) {}

  /** Whether a call may go out now; refusing the call over the limit starts the pause. */
  allows(now: number): boolean {
    if (this.isPaused(now)) return false;
    this.calls = this.calls.filter((at) => now - at < this.options.windowMs);
    if (this.calls.length < this.options.maxCalls) return true;
    this.calls = [];
    this.pausedUntilMs = now + this.options.pauseMs;
    this.emit();
    return false;
  }

  /** Counts a call that went out. */
  record(now: number): void {
    this.calls.push(now);
  }

  isPaused(now: number): boolean {
    return now < this.pausedUntilMs;
  }

  /** End of the current pause (epoch ms), or 0 when never paused. */
  get pausedUntil(): number {
    return this.pausedUntilMs;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
