/**
 * The live feed's stream the leader tab has open, for other sources to listen on. The server
 * sends the chat, the player's personal messages and the ticker on the same stream
 * (`GET /api/shoutbox/feed`), and a browser has few connections to spare (see live-hub.ts):
 * while the chat has the stream open, the personal messages are read from it instead of a
 * second one; while only the personal messages' own stream is open, it is the one offered, so
 * the ticker is heard on whichever is open.
 */
export class SharedFeed {
  #stream: EventSource | null = null;
  #holders = 0;
  readonly #listeners = new Set<() => void>();

  current(): EventSource | null {
    return this.#stream;
  }

  /**
   * Whether a holder is live, even while it has no stream: it is reconnecting after an error and
   * will set the new one. A second stream opened meanwhile would only double the reconnects
   * while the server is away (docs/client-state.md, "Client retry policy").
   */
  get held(): boolean {
    return this.#holders > 0;
  }

  /** The holder starts; the returned function is its stop. */
  hold(): () => void {
    this.#holders += 1;
    let holding = true;
    return () => {
      if (!holding) return;
      holding = false;
      this.#holders -= 1;
      this.#emit();
    };
  }

  /** The holder opened a stream (or null: it has none now). */
  set(stream: EventSource | null): void {
    if (this.#stream === stream) return;
    this.#stream = stream;
    this.#emit();
  }

  /** The holder closed `stream`; a newer one it already set stays. */
  release(stream: EventSource | null): void {
    if (stream !== null && this.#stream === stream) this.set(null);
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}

/** The page's shared feed stream. */
export const liveFeed = new SharedFeed();
