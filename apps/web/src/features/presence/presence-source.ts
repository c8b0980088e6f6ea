import { type ActiveCharacter, PresenceLimits } from '@tod/contracts';
import { Backoff, LIVE_BACKOFF_MAX_MS } from '@/lib/live/backoff.ts';
import type { LiveSource } from '@/lib/live/live-hub.ts';
import { fetchActivePlayers, type PresenceAnswer } from './api.ts';

/** The live topic of the active-players list (see lib/live). */
export const PRESENCE_TOPIC = 'presence';

/** docs/product-rules.md#client-limits: the first read waits half a second, letting the page's own calls go first. */
const PRESENCE_INITIAL_DELAY_MS = 500;

export interface PresenceState {
  /** The first page of them (sorted by name); null until the first answer. */
  players: ActiveCharacter[] | null;
  /** How many are active in all (more than `players` lists when past one page); null until the first answer. */
  count: number | null;
  /** Local time of the last answer (a change or a 304), for "last updated". */
  checkedAt: number | null;
  /** The last call failed; the list shown is the last one known. */
  failed: boolean;
  /** Server clock minus this browser's, when it differs by more than the header's precision. */
  serverOffsetMs: number;
}

interface PresenceDeps {
  fetch: (hash: string | null, signal: AbortSignal) => Promise<PresenceAnswer>;
  now: () => number;
  random?: () => number;
}

const browserDeps: PresenceDeps = { fetch: fetchActivePlayers, now: () => Date.now() };

/** The `Date` header has whole seconds: smaller differences are noise, not a skewed clock. */
function offsetFrom(serverTime: number | null, localTime: number, previous: number): number {
  if (serverTime === null) return previous;
  // The header truncates to the second: on average the server was half a second later.
  const offset = serverTime + 500 - localTime;
  return Math.abs(offset) < 2_000 ? 0 : offset;
}

/**
 * The long poll, run by the leader tab: a read after 0.5 s, then a poll holding the last hash.
 * Next poll 5 s after a change, 1 s after a 304, 10 s after an error (docs/product-rules.md#client-limits), longer after
 * each further error while the server stays away (lib/live/backoff.ts); an error before the
 * first answer reads again rather than polling.
 */
export function createPresenceSource(deps: PresenceDeps = browserDeps): LiveSource<PresenceState> {
  return {
    start(emit) {
      let state: PresenceState = { players: null, count: null, checkedAt: null, failed: false, serverOffsetMs: 0 };
      let hash: string | null = null;
      const abort = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const backoff = new Backoff({
        firstMs: PresenceLimits.retryAfterErrorMs,
        maxMs: LIVE_BACKOFF_MAX_MS,
        random: deps.random,
      });

      const step = async () => {
        let delay: number;
        try {
          const answer = await deps.fetch(hash, abort.signal);
          backoff.reset();
          const now = deps.now();
          const base = {
            checkedAt: now,
            failed: false,
            serverOffsetMs: offsetFrom(answer.serverTime, now, state.serverOffsetMs),
          };
          if (answer.players) {
            const first = hash === null;
            hash = answer.players.hash;
            state = { ...state, ...base, players: answer.players.characters, count: answer.players.count };
            // The first read is followed by the long poll at once: waiting is the server's job.
            delay = first ? 0 : PresenceLimits.retryAfterChangeMs;
          } else {
            state = { ...state, ...base };
            delay = PresenceLimits.retryAfterNoChangeMs;
          }
        } catch {
          if (abort.signal.aborted) return;
          delay = backoff.next();
          state = { ...state, failed: true };
        }
        emit(state);
        if (delay === 0) void step();
        else timer = setTimeout(step, delay);
      };

      timer = setTimeout(step, PRESENCE_INITIAL_DELAY_MS);
      return () => {
        abort.abort();
        clearTimeout(timer);
      };
    },
  };
}
