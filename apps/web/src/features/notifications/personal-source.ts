import { PERSONAL_SSE_EVENT, type PersonalMessage, PersonalMessageSchema } from '@tod/contracts';
import { Backoff, LIVE_BACKOFF_MAX_MS } from '@/lib/live/backoff.ts';
import type { LiveSource } from '@/lib/live/live-hub.ts';
import { liveFeed, type SharedFeed } from '@/lib/live/shared-feed.ts';
import { personalFeedUrl } from './api.ts';

/** The live topic of the player's own messages (see lib/live). */
export const PERSONAL_TOPIC = 'personal';

/** Messages the topic keeps, so a tab that missed one value still sees the one before. */
const PERSONAL_KEPT = 10;

interface ReceivedMessage {
  message: PersonalMessage;
  /** When the leader tab received it (epoch ms): tabs toast only what came after they joined. */
  receivedAt: number;
}

export interface PersonalState {
  messages: ReceivedMessage[];
  /** Counts the connections made: a new one may have missed messages, so counts are re-read. */
  connections: number;
}

interface PersonalFeedDeps {
  openStream: (url: string) => EventSource;
  now: () => number;
  firstRetryMs: number;
  /**
   * The chat's stream when it has one open: listened on instead of opening a second. Its own
   * stream is offered there in turn while the chat has none, for the ticker to listen on.
   */
  shared?: SharedFeed;
  /** How long to wait for the chat's stream before opening one of its own. */
  ownDelayMs: number;
  random?: () => number;
}

const browserDeps: PersonalFeedDeps = {
  openStream: (url) => new EventSource(url),
  now: () => Date.now(),
  firstRetryMs: 5_000,
  shared: liveFeed,
  ownDelayMs: 3_000,
};

/**
 * The leader tab's reading of the player's own messages (journal entries as they are
 * recorded). The server sends them as `event: personal` without an id on the live feed, the
 * same stream as the chat. While the chat page holds that stream this source listens on it,
 * also waiting for it while the chat reconnects; otherwise, after a short wait (the chat usually
 * opens at once on its own page), it opens a stream of its own, ignoring the chat messages on
 * it, and opens it again after an error with a backoff (lib/live/backoff.ts).
 */
export function createPersonalSource(deps: PersonalFeedDeps = browserDeps): LiveSource<PersonalState> {
  return {
    start(emit) {
      let state: PersonalState = { messages: [], connections: 0 };
      let own: EventSource | null = null;
      let borrowed: EventSource | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const backoff = new Backoff({ firstMs: deps.firstRetryMs, maxMs: LIVE_BACKOFF_MAX_MS, random: deps.random });

      const onPersonal = (event: Event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        // Kinds this page does not know yet are skipped (the contract says more may come).
        const parsed = PersonalMessageSchema.safeParse(data);
        if (!parsed.success) return;
        const messages = [...state.messages, { message: parsed.data, receivedAt: deps.now() }].slice(-PERSONAL_KEPT);
        state = { ...state, messages };
        emit(state);
      };
      // A new connection may have missed messages: counting it makes the tabs re-read the counts.
      const onOpen = () => {
        backoff.reset();
        state = { ...state, connections: state.connections + 1 };
        emit(state);
      };

      const closeOwn = () => {
        clearTimeout(timer);
        timer = undefined;
        own?.close();
        deps.shared?.release(own);
        own = null;
      };
      const later = (delayMs: number) => {
        timer = setTimeout(() => {
          timer = undefined;
          connect();
        }, delayMs);
      };

      const connect = () => {
        if (stopped || borrowed || deps.shared?.held) return;
        const source = deps.openStream(personalFeedUrl());
        own = source;
        source.addEventListener(PERSONAL_SSE_EVENT, onPersonal);
        source.addEventListener('open', onOpen);
        source.addEventListener('error', () => {
          source.close();
          deps.shared?.release(source);
          if (own !== source) return;
          own = null;
          later(backoff.next());
        });
        deps.shared?.set(source);
      };

      const follow = () => {
        // Its own stream, offered to the others, is not the chat's to borrow.
        const current = deps.shared?.current() ?? null;
        const shared = current === own ? null : current;
        if (shared !== borrowed) {
          borrowed?.removeEventListener(PERSONAL_SSE_EVENT, onPersonal);
          borrowed?.removeEventListener('open', onOpen);
          borrowed = shared;
          if (shared) {
            closeOwn();
            shared.addEventListener(PERSONAL_SSE_EVENT, onPersonal);
            shared.addEventListener('open', onOpen);
          }
        }
        // The chat holds the stream and is reconnecting it: its next one is listened on.
        if (borrowed || own || timer !== undefined || deps.shared?.held) return;
        if (deps.shared) later(deps.ownDelayMs);
        else connect();
      };

      emit(state);
      const unfollow = deps.shared?.subscribe(follow);
      follow();
      return () => {
        stopped = true;
        unfollow?.();
        closeOwn();
        borrowed?.removeEventListener(PERSONAL_SSE_EVENT, onPersonal);
        borrowed?.removeEventListener('open', onOpen);
        borrowed = null;
      };
    },
  };
}
