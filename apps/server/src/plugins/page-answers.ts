import {
  API_BASE,
  buildPath,
  chronicleApi,
  deedsApi,
  type Endpoint,
  gameplayApi,
  homeApi,
  journalApi,
  messagesApi,
  SCRIPT_CALL_HEADER,
  tickerApi,
  trainingApi,
  watchApi,
  worldApi,
} from '@tod/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who a page is for: what its first screen reads depends on it. */
export interface PageReader {
  signedIn: boolean;
  /** A player with a living character (their `/` is their own home). */
  player: boolean;
  /** The city the player's character is in (the deed and city screens read it). */
  cityId?: string | null;
}

const url = (e: Endpoint, params: Record<string, string> = {}) => `${API_BASE}${buildPath(e.path, params)}`;

/** Every screen's header shows the ticker. */
const EVERY_PAGE = [url(tickerApi.get)];
/** A player's header and menu show their unread events and messages. */
const PLAYER_HEADER = [url(journalApi.unread), url(messagesApi.unread)];
/** The visitors' page (`/news`, and `/` for everyone else). */
const NEWS = [url(homeApi.announcements), url(homeApi.features), url(homeApi.roadmap)];
/** The player's own home (docs/product-rules.md#player-home). */
const PLAYER_HOME = [url(chronicleApi.latest), url(journalApi.list), url(deedsApi.list), url(gameplayApi.destinations)];

const HOME_PATHS = new Set(['/', '/home']);

/**
 * What a player's screen reads first, beyond the header (the city by id, when they are in one).
 * Not the chat: its live source reads the history and resumes the feed after it as one sequence
 * (features/chat/feed-source.ts), and a history from the page lost the message posted just after
 * the page was sent (e2e/chat.spec.ts, the restart test).
 */
function playerScreen(path: string, cityId: string | null): string[] {
  const city = cityId ? [url(worldApi.city, { id: cityId })] : [];
  switch (path) {
    case '/deeds':
      return [url(watchApi.current), url(deedsApi.list), ...city];
    case '/city':
      return [...city, url(worldApi.cities)];
    case '/training':
      return [url(trainingApi.skills)];
    case '/travel':
      return [url(gameplayApi.destinations), url(gameplayApi.prices)];
    default:
      return [];
  }
}

/**
 * The GET calls the first screen at `path` makes, whose answers its page carries (ADR 0059,
 * docs/client-state.md, "Answers in the page"): the header's on every page, and the screen's own
 * for the homes and a player's most visited screens. Only calls the first render makes: an answer
 * left unused would be taken later as if fresh.
 */
export function pageAnswerUrls(path: string, reader: PageReader): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const header = reader.player ? [...EVERY_PAGE, ...PLAYER_HEADER] : EVERY_PAGE;
  if (HOME_PATHS.has(trimmed)) {
    if (reader.player) return [...header, ...PLAYER_HOME];
    // Signed in without a living character: the guard sends them on to create one.
    return reader.signedIn ? header : [...header, ...NEWS];
  }
  if (trimmed === '/news') return [...header, ...NEWS];
  return reader.player ? [...header, ...playerScreen(trimmed, reader.cityId ?? null)] : header;
}

/**
 * The answers to `urls` for the page's own reader: each call runs through the whole API (its
 * session, access rules and rate limits) as the browser's would, with the page request's cookie
 * and address. Only 200 JSON answers are kept; any other is left for the app to make.
 */
export async function readPageAnswers(
  app: FastifyInstance,
  req: FastifyRequest,
  urls: string[],
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    urls.map(async (call) => {
      const res = await app.inject({
        method: 'GET',
        url: call,
        remoteAddress: req.ip,
        headers: {
          accept: 'application/json',
          [SCRIPT_CALL_HEADER.name]: SCRIPT_CALL_HEADER.value,
          ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
          ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
        },
      });
      if (res.statusCode !== 200) return null;
      try {
        return [call, res.json()] as const;
      } catch {
        // Not JSON after all: the app makes the call, and the page keeps its session element.
        return null;
      }
    }),
  );
  return Object.fromEntries(answers.filter((a) => a !== null));
}
