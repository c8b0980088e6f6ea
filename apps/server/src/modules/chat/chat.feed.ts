import {
  ChatFeedEventNames,
  ChatLimits,
  type ChatMessage,
  PERSONAL_SSE_EVENT,
  type PersonalMessage,
  TICKER_UPDATED_EVENT,
  type Ticker,
} from '@tod/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Unlisten } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { type SseHub, type SseStream, sseEvent, sseNamedEvent } from '../../plugins/sse.ts';
import { JOURNAL_ENTRY_RECORDED } from '../journal/index.ts';
import { CHAT_MESSAGE_DELETED, CHAT_MESSAGE_POSTED, latestMessageId, latestMessages } from './chat.service.ts';

/** Events that carry a personal message for a few accounts (lib/event-catalogue.ts). */
const PERSONAL_DELIVERIES = [
  'contacts.contacts_changed',
  'messages.message_sent',
  'crews.message_posted',
  'crews.group_deeds_changed',
] as const;

interface Listener {
  stream: SseStream;
  /** The signed-in account: only it receives its personal messages. */
  userId: string;
  /** Highest id this stream has been sent; nothing at or below it is sent again. */
  lastId: number;
  /**
   * Live events that arrive while the replay is being read; null once live. A null id marks a
   * deletion, sent whatever the stream has seen.
   */
  pending: Array<[number | null, Buffer]> | null;
}

const frameOf = (message: ChatMessage) => Buffer.from(sseEvent(message.id, JSON.stringify(message)));

/**
 * A named event with no `id:` line: it must not move the browser's Last-Event-ID, which
 * resumes the chat. Personal messages are not replayed after a reconnection; the journal
 * (`GET /character/events`) is where missed ones are read.
 */
const personalFrame = (message: unknown) => `event: ${PERSONAL_SSE_EVENT}\ndata: ${JSON.stringify(message)}\n\n`;

/**
 * This instance's side of the chat fan-out: one event-bus subscription, every open feed on this
 * instance, and the replay of missed messages. Each message is serialised once and the same
 * bytes go to every stream.
 */
export class ChatFeed {
  readonly #deps: Pick<Deps, 'db' | 'events'>;
  readonly #hub: SseHub;
  readonly #log: FastifyBaseLogger;
  readonly #listeners = new Set<Listener>();
  /** The same listeners by account, for personal messages. */
  readonly #byUser = new Map<string, Set<Listener>>();
  /** Highest id fanned out here, so a message the catch-up already sent is not sent twice. */
  #lastId = 0;
  #unsubscribe: Unlisten | null = null;
  #unsubscribePersonal: Unlisten | null = null;
  #unsubscribeDeleted: Unlisten | null = null;
  #unsubscribeTicker: Unlisten | null = null;
  readonly #unsubscribeDeliveries: Unlisten[] = [];
  #catchingUp = false;

  constructor(deps: Pick<Deps, 'db' | 'events'>, hub: SseHub, log: FastifyBaseLogger) {
    this.#deps = deps;
    this.#hub = hub;
    this.#log = log;
  }

  async start(): Promise<void> {
    this.#unsubscribe = await this.#deps.events.subscribe(
      CHAT_MESSAGE_POSTED,
      (message) => this.#fanOut(message),
      (payload) => this.#log.warn({ payload }, 'ignored a malformed chat event'),
    );
    this.#unsubscribePersonal = await this.#deps.events.subscribe(
      JOURNAL_ENTRY_RECORDED,
      ({ userId, message }) => this.sendPersonal(userId, message),
      (payload) => this.#log.warn({ payload }, 'ignored a malformed personal event'),
    );
    this.#unsubscribeDeleted = await this.#deps.events.subscribe(
      CHAT_MESSAGE_DELETED,
      ({ id }) => this.#fanOutDeletion(id),
      (payload) => this.#log.warn({ payload }, 'ignored a malformed chat deletion event'),
    );
    this.#unsubscribeTicker = await this.#deps.events.subscribe(
      TICKER_UPDATED_EVENT,
      (ticker) => this.#sendTicker(ticker),
      (payload) => this.#log.warn({ payload }, 'ignored a malformed ticker event'),
    );
    for (const name of PERSONAL_DELIVERIES) {
      this.#unsubscribeDeliveries.push(
        await this.#deps.events.subscribe(
          name,
          ({ userIds, message }) => {
            for (const userId of userIds) this.sendPersonal(userId, message);
          },
          (payload) => this.#log.warn({ payload, name }, 'ignored a malformed personal delivery'),
        ),
      );
    }
    this.#lastId = Math.max(this.#lastId, await latestMessageId(this.#deps.db));
    // NOTIFYs sent while the LISTEN connection was reconnecting are lost; the database is not.
    this.#hub.onHeartbeat(() => void this.#catchUp());
  }

  async close(): Promise<void> {
    await this.#unsubscribe?.();
    await this.#unsubscribePersonal?.();
    await this.#unsubscribeDeleted?.();
    await this.#unsubscribeTicker?.();
    this.#unsubscribe = null;
    this.#unsubscribePersonal = null;
    this.#unsubscribeDeleted = null;
    this.#unsubscribeTicker = null;
    for (const unsubscribe of this.#unsubscribeDeliveries.splice(0)) await unsubscribe();
  }

  /**
   * The accounts with a feed open on this instance. A module that learns of a change every
   * instance hears (a database trigger) sends to these only, so each stream gets it once.
   */
  localUsers(): ReadonlySet<string> {
    return new Set(this.#byUser.keys());
  }

  /**
   * Opens a feed on this reply. With `afterId`, first replays the (at most
   * `ChatLimits.historySize` latest) messages above it, holding back live events until the
   * replay is sent, so the stream has no gap and no duplicate.
   */
  async connect(reply: FastifyReply, userId: string, afterId: number | null): Promise<void> {
    const stream = this.#hub.open(reply);
    const listener: Listener = { stream, userId, lastId: afterId ?? 0, pending: afterId === null ? null : [] };
    this.#listeners.add(listener);
    const mine = this.#byUser.get(userId) ?? new Set();
    this.#byUser.set(userId, mine);
    mine.add(listener);
    stream.onEnd(() => {
      this.#listeners.delete(listener);
      mine.delete(listener);
      if (mine.size === 0 && this.#byUser.get(userId) === mine) this.#byUser.delete(userId);
    });
    if (afterId === null) return;
    try {
      for (const message of await latestMessages(this.#deps.db, afterId)) this.#send(listener, message.id, frameOf(message));
    } catch (err) {
      this.#log.error({ err }, 'chat replay failed; dropping the stream so the client reconnects');
      stream.drop();
      return;
    }
    const pending = listener.pending ?? [];
    listener.pending = null;
    for (const [id, frame] of pending) this.#send(listener, id, frame);
  }

  #fanOut(message: ChatMessage): void {
    if (message.id <= this.#lastId) return;
    this.#lastId = message.id;
    const frame = frameOf(message);
    for (const listener of this.#listeners) {
      if (listener.pending === null) this.#send(listener, message.id, frame);
      else if (listener.pending.length < ChatLimits.historySize) listener.pending.push([message.id, frame]);
      // A replay so slow that this many messages arrive meanwhile: start over from the database.
      else listener.stream.drop();
    }
  }

  /** Sends a personal message to the account's streams on this instance, if it has any. */
  sendPersonal(userId: string, message: PersonalMessage): void {
    const listeners = this.#byUser.get(userId);
    if (!listeners) return;
    const frame = Buffer.from(personalFrame(message));
    for (const listener of listeners) listener.stream.send(frame);
  }

  /**
   * The ticker staff saved goes to every stream at once, as a named event without an id (a
   * missed one is read by the page's next ticker poll; docs/architecture.md, "Events").
   */
  #sendTicker(ticker: Ticker): void {
    const frame = Buffer.from(sseNamedEvent(TICKER_UPDATED_EVENT, JSON.stringify(ticker)));
    for (const listener of this.#listeners) listener.stream.send(frame);
  }

  /** A deletion goes to every stream; one still replaying gets it after its replay. */
  #fanOutDeletion(id: number): void {
    const frame = Buffer.from(sseNamedEvent(ChatFeedEventNames.deleted, JSON.stringify({ id })));
    for (const listener of this.#listeners) {
      if (listener.pending === null) listener.stream.send(frame);
      else if (listener.pending.length < ChatLimits.historySize) listener.pending.push([null, frame]);
      else listener.stream.drop();
    }
  }

  #send(listener: Listener, id: number | null, frame: Buffer): void {
    if (id === null) {
      listener.stream.send(frame);
      return;
    }
    if (id <= listener.lastId) return;
    listener.lastId = id;
    listener.stream.send(frame);
  }

  async #catchUp(): Promise<void> {
    if (this.#catchingUp || this.#listeners.size === 0) return;
    this.#catchingUp = true;
    try {
      for (const message of await latestMessages(this.#deps.db, this.#lastId)) this.#fanOut(message);
    } catch (err) {
      this.#log.warn({ err }, 'chat catch-up failed');
    } finally {
      this.#catchingUp = false;
    }
  }
}
