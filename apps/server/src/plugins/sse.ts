import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Timings and limits of Server-Sent Events streams; tests shorten them. */
export interface SseOptions {
  /** A comment line goes to every stream this often, so proxies keep idle streams open. */
  heartbeatMs: number;
  /** A stream whose unsent bytes in this process exceed this is dropped. */
  maxBufferedBytes: number;
  /** A stream whose socket has not drained for this long is dropped. */
  maxStallMs: number;
  /** Reconnection delay advised to the browser (`retry:`). */
  retryMs: number;
}

const defaultSseOptions: SseOptions = {
  heartbeatMs: 25_000,
  maxBufferedBytes: 256 * 1024,
  maxStallMs: 30_000,
  retryMs: 5_000,
};

const HEARTBEAT = Buffer.from(': heartbeat\n\n');

/**
 * One `id:`/`data:` event. `data` must hold no line break (JSON.stringify output never does).
 *
 * @example
 * sseEvent(42, '{"message":"hi"}'); // 'id: 42\ndata: {"message":"hi"}\n\n'
 */
export function sseEvent(id: number | string, data: string): string {
  return `id: ${id}\ndata: ${data}\n\n`;
}

/** A named event without an id: it does not move the client's Last-Event-ID. */
export function sseNamedEvent(name: string, data: string): string {
  return `event: ${name}\ndata: ${data}\n\n`;
}

/**
 * One open event stream. It never queues in memory beyond the socket's own buffer: a client
 * too slow to read is dropped (it reconnects and replays from the database), so a stalled
 * browser costs a bounded amount of memory.
 */
export class SseStream {
  readonly #res: ServerResponse;
  readonly #options: SseOptions;
  readonly #onEnd = new Set<() => void>();
  #stalledSince: number | null = null;
  #ended = false;

  constructor(res: ServerResponse, options: SseOptions) {
    this.#res = res;
    this.#options = options;
    res.on('drain', () => {
      this.#stalledSince = null;
    });
    res.on('close', () => this.#finish());
    res.on('error', () => this.#finish());
  }

  get open(): boolean {
    return !this.#ended;
  }

  /** Writes one frame; false when the stream is gone (closed, or dropped for being too slow). */
  send(frame: string | Buffer): boolean {
    if (this.#ended) return false;
    if (this.#res.writableLength > this.#options.maxBufferedBytes) {
      this.drop();
      return false;
    }
    if (!this.#res.write(frame)) this.#stalledSince ??= Date.now();
    return true;
  }

  /** Called on every heartbeat: drops a stream that has not drained for too long. */
  heartbeat(now: number): void {
    if (this.#stalledSince !== null && now - this.#stalledSince > this.#options.maxStallMs) {
      this.drop();
      return;
    }
    this.send(HEARTBEAT);
  }

  /** Ends the stream politely (flushes what is buffered). */
  close(): void {
    if (this.#ended) return;
    if (this.#res.writableLength > 0) {
      this.drop();
      return;
    }
    this.#res.end();
    this.#finish();
  }

  /** Cuts the connection at once, discarding whatever the client has not read. */
  drop(): void {
    if (!this.#res.destroyed) this.#res.destroy();
    this.#finish();
  }

  onEnd(callback: () => void): void {
    if (this.#ended) callback();
    else this.#onEnd.add(callback);
  }

  #finish(): void {
    if (this.#ended) return;
    this.#ended = true;
    for (const callback of this.#onEnd) callback();
    this.#onEnd.clear();
  }
}

/**
 * Owns every event stream of one app: opens them, sends the heartbeat, and ends them all when
 * the app closes (an open response would otherwise block `fastify.close()`).
 */
export class SseHub {
  readonly options: SseOptions;
  readonly #streams = new Set<SseStream>();
  readonly #onHeartbeat = new Set<() => void>();
  #timer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(app: FastifyInstance, options: Partial<SseOptions> = {}) {
    this.options = { ...defaultSseOptions, ...options };
    app.addHook('preClose', async () => this.close());
  }

  get size(): number {
    return this.#streams.size;
  }

  /**
   * Takes over the reply and starts the event stream. Call it after every check that may
   * still answer with a JSON error.
   */
  open(reply: FastifyReply): SseStream {
    if (this.#closed) throw new Error('The server is shutting down');
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Tells nginx-like proxies not to buffer the stream.
      'x-accel-buffering': 'no',
    });
    res.socket?.setNoDelay(true);
    const stream = new SseStream(res, this.options);
    this.#streams.add(stream);
    stream.onEnd(() => this.#streams.delete(stream));
    stream.send(`retry: ${this.options.retryMs}\n\n`);
    this.#timer ??= setInterval(() => this.#beat(), this.options.heartbeatMs).unref();
    return stream;
  }

  /** Runs `callback` on every heartbeat (a cheap periodic hook for the stream's owner). */
  onHeartbeat(callback: () => void): () => void {
    this.#onHeartbeat.add(callback);
    return () => this.#onHeartbeat.delete(callback);
  }

  close(): void {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    for (const stream of [...this.#streams]) stream.close();
    this.#streams.clear();
  }

  #beat(): void {
    const now = Date.now();
    for (const stream of [...this.#streams]) stream.heartbeat(now);
    for (const callback of this.#onHeartbeat) callback();
  }
}
