import {
  ChatFeedEventNames,
  ChatLimits,
  type ChatMessage,
  ChatMessageDeletedEventSchema,
  ChatMessageSchema,
} from '@tod/contracts';
import { errorDetail } from '@/lib/http-errors.ts';
import { Backoff, LIVE_BACKOFF_MAX_MS } from '@/lib/live/backoff.ts';
import type { LiveSource } from '@/lib/live/live-hub.ts';
import { liveFeed, type SharedFeed } from '@/lib/live/shared-feed.ts';
import { chatFeedUrl, fetchChatHistory } from './api.ts';

/** The live topic every tab's chat page shares (see lib/live). */
export const CHAT_TOPIC = 'chat';

/** Messages a room keeps: the history plus what arrived since, trimmed from the oldest. */
export const CHAT_KEPT_MESSAGES = ChatLimits.historySize * 3;

/** What every tab's chat page shows: the leader tab's view of the room. */
export interface ChatRoomState {
  messages: ChatMessage[];
  /** The history has been read (or failed): an empty list now means an empty room. */
  loaded: boolean;
  historyError: string | null;
  feedError: string | null;
}

/** Adds messages to a list by id (a replay may repeat some), oldest first. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  const merged = [...byId.values()].sort((a, b) => a.id - b.id);
  return merged.length > CHAT_KEPT_MESSAGES ? merged.slice(-CHAT_KEPT_MESSAGES) : merged;
}

/** Drops a message staff deleted (the feed's `chat.message_deleted` event). */
function removeMessage(current: ChatMessage[], id: number): ChatMessage[] {
  return current.some((m) => m.id === id) ? current.filter((m) => m.id !== id) : current;
}

/**
 * Brings a kept list in line with a fresh history read: a message inside the history's id
 * range that the history lacks was deleted while this page was not listening (a replay never
 * carries deletions). Older messages, beyond the history's reach, and newer ones stay.
 */
export function reconcileWithHistory(current: ChatMessage[], history: ChatMessage[]): ChatMessage[] {
  const first = history[0]?.id;
  const lastId = history.at(-1)?.id;
  if (first === undefined || lastId === undefined) return [];
  const present = new Set(history.map((m) => m.id));
  const kept = current.filter((m) => m.id < first || m.id > lastId || present.has(m.id));
  return mergeMessages(kept, history);
}

/** The browser pieces the source uses; tests pass fakes. */
export interface ChatFeedDeps {
  fetchHistory: (signal: AbortSignal) => Promise<ChatMessage[]>;
  openStream: (url: string) => EventSource;
  /** The first reconnection delay (docs/product-rules.md#chat-feed: 5 s); later ones back off (lib/live/backoff.ts). */
  reconnectMs: number;
  random?: () => number;
  /** Where the open stream is offered to the page's other listeners (personal messages). */
  shared?: SharedFeed;
}

const browserDeps: ChatFeedDeps = {
  fetchHistory: fetchChatHistory,
  openStream: (url) => new EventSource(url),
  reconnectMs: ChatLimits.reconnectMs,
  shared: liveFeed,
};

const lost = (delayMs: number) => {
  const seconds = Math.round(delayMs / 1000);
  return `the connection was lost. Reconnecting in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
};

/**
 * The room as the leader tab keeps it: reads the history, then opens the feed after its last
 * id (docs/game-rules.md, the chat's feed). On a stream error it closes the stream (so the
 * browser does not retry on its own too) and reconnects after 5 s from the last id it holds,
 * which replays whatever was missed, a server restart included; while the server stays away the
 * next tries back off. A history that failed is read again before the next connection.
 */
export function createChatFeedSource(deps: ChatFeedDeps = browserDeps): LiveSource<ChatRoomState> {
  return {
    start(emit) {
      let state: ChatRoomState = { messages: [], loaded: false, historyError: null, feedError: null };
      let historyRead = false;
      // After a lost connection the history is read again to catch deletions missed meanwhile.
      let resync = false;
      let stream: EventSource | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const abort = new AbortController();
      const backoff = new Backoff({ firstMs: deps.reconnectMs, maxMs: LIVE_BACKOFF_MAX_MS, random: deps.random });
      const update = (patch: Partial<ChatRoomState>) => {
        state = { ...state, ...patch };
        emit(state);
      };
      // Resume after the last message held; after a history that found the room empty, after
      // nothing (0), so a first message posted before the feed opens is replayed, not lost. Only
      // a history never read leaves no resume point.
      const lastId = () => state.messages.at(-1)?.id ?? (historyRead ? 0 : null);

      const connect = () => {
        const source = deps.openStream(chatFeedUrl(lastId()));
        stream = source;
        deps.shared?.set(source);
        source.onopen = () => {
          backoff.reset();
          if (state.feedError) update({ feedError: null });
        };
        source.onmessage = (event: MessageEvent<string>) => {
          let data: unknown;
          try {
            data = JSON.parse(event.data);
          } catch {
            return;
          }
          const parsed = ChatMessageSchema.safeParse(data);
          if (!parsed.success) return;
          update({ messages: mergeMessages(state.messages, [parsed.data]), feedError: null });
        };
        // A deletion is a named event with no id: it never moves the resume point.
        source.addEventListener(ChatFeedEventNames.deleted, (event) => {
          let data: unknown;
          try {
            data = JSON.parse((event as MessageEvent<string>).data);
          } catch {
            return;
          }
          const parsed = ChatMessageDeletedEventSchema.safeParse(data);
          if (!parsed.success) return;
          const messages = removeMessage(state.messages, parsed.data.id);
          if (messages !== state.messages) update({ messages });
        });
        source.onerror = () => {
          source.close();
          deps.shared?.release(source);
          stream = null;
          const delay = backoff.next();
          resync = historyRead;
          update({ feedError: `Error connecting to chat feed: ${lost(delay)}` });
          timer = setTimeout(cycle, delay);
        };
      };

      const cycle = async () => {
        if (!historyRead) {
          try {
            const history = await deps.fetchHistory(abort.signal);
            historyRead = true;
            update({ messages: mergeMessages(state.messages, history), loaded: true, historyError: null });
          } catch (error) {
            if (abort.signal.aborted) return;
            update({ loaded: true, historyError: `Error loading chat history: ${errorDetail(error)}` });
          }
        } else if (resync) {
          try {
            const history = await deps.fetchHistory(abort.signal);
            resync = false;
            update({ messages: reconcileWithHistory(state.messages, history) });
          } catch {
            // The feed's replay still fills the gap; a missed deletion waits for the next read.
          }
        }
        if (!abort.signal.aborted) connect();
      };

      const unhold = deps.shared?.hold();
      emit(state);
      void cycle();
      return () => {
        abort.abort();
        clearTimeout(timer);
        stream?.close();
        deps.shared?.release(stream);
        unhold?.();
      };
    },
  };
}
