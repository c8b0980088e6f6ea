import { ChatFeedEventSchema, ChatLimits, type ChatMessage } from '@tod/contracts';
import { errorDetail } from '@/lib/http-errors.ts';
import type { LiveSource } from '@/lib/live/live-hub.ts';
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

/** The browser pieces the source uses; tests pass fakes. */
export interface ChatFeedDeps {
  fetchHistory: (signal: AbortSignal) => Promise<ChatMessage[]>;
  openStream: (url: string) => EventSource;
  reconnectMs: number;
}

const browserDeps: ChatFeedDeps = {
  fetchHistory: fetchChatHistory,
  openStream: (url) => new EventSource(url),
  reconnectMs: ChatLimits.reconnectMs,
};

const LOST = 'the connection was lost. Reconnecting in 5 seconds.';

/**
 * The room as the leader tab keeps it: reads the history, then opens the feed after its last
 * id. On a stream error it closes the stream (so the browser does not retry on its own too)
 * and reconnects after 5 s from the last id it holds, which replays whatever was missed, a
 * server restart included. A history that failed is read again before the next connection.
 */
export function createChatFeedSource(deps: ChatFeedDeps = browserDeps): LiveSource<ChatRoomState> {
  return {
    start(emit) {
      let state: ChatRoomState = { messages: [], loaded: false, historyError: null, feedError: null };
      let historyRead = false;
      let stream: EventSource | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const abort = new AbortController();
      const update = (patch: Partial<ChatRoomState>) => {
        state = { ...state, ...patch };
        emit(state);
      };
      const lastId = () => state.messages.at(-1)?.id ?? null;

      const connect = () => {
        const source = deps.openStream(chatFeedUrl(lastId()));
        stream = source;
        source.onopen = () => {
          if (state.feedError) update({ feedError: null });
        };
        source.onmessage = (event: MessageEvent<string>) => {
          const id = Number(event.lastEventId);
          let data: unknown;
          try {
            data = JSON.parse(event.data);
          } catch {
            return;
          }
          const parsed = ChatFeedEventSchema.safeParse(data);
          if (!parsed.success || !Number.isSafeInteger(id) || id <= 0) return;
          update({ messages: mergeMessages(state.messages, [{ id, ...parsed.data }]), feedError: null });
        };
        source.onerror = () => {
          source.close();
          stream = null;
          update({ feedError: `Error connecting to chat feed: ${LOST}` });
          timer = setTimeout(cycle, deps.reconnectMs);
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
        }
        if (!abort.signal.aborted) connect();
      };

      emit(state);
      void cycle();
      return () => {
        abort.abort();
        clearTimeout(timer);
        stream?.close();
      };
    },
  };
}
