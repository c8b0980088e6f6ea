import type { FastifyReply } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Chat streams and presence long polls one session may hold open at once on one instance.
 * The web app keeps one chat stream per browser (the tab leader) and one long poll per open
 * tab; a few more cover reconnections the server has not yet seen close (docs/operations.md).
 */
export const STREAMS_PER_SESSION = 8;

export const tooManyStreams = () =>
  new AppError(
    'realtime.too_many_streams',
    429,
    'Too many live connections are open for this session. Close some of your tabs and try again.',
  );

/**
 * Counts the open chat streams and long polls of each session in this process and refuses
 * one past the cap. Kept per instance: a cross-instance count would cost a database write on
 * every open and close, and each instance's cap already bounds what one session can hold.
 */
export class StreamSlots {
  readonly #open = new Map<string, number>();
  #total = 0;
  constructor(readonly perSession: number = STREAMS_PER_SESSION) {}

  /** Streams open on this instance, all sessions together. */
  get total(): number {
    return this.#total;
  }

  /** Streams the session holds here now. */
  held(sessionId: string): number {
    return this.#open.get(sessionId) ?? 0;
  }

  /**
   * Takes a slot for the reply's whole life (it frees itself when the response closes, however
   * it ends); throws the 429 when the session has none left.
   */
  take(sessionId: string, reply: FastifyReply): void {
    const held = this.held(sessionId);
    if (held >= this.perSession) throw tooManyStreams();
    this.#open.set(sessionId, held + 1);
    this.#total += 1;
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      this.#total -= 1;
      const left = this.held(sessionId) - 1;
      if (left > 0) this.#open.set(sessionId, left);
      else this.#open.delete(sessionId);
    };
    if (reply.raw.closed) free();
    else reply.raw.once('close', free);
  }
}
