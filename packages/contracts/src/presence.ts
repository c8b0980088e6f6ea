import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { storableText } from './text.ts';
import { endpoint } from './http.ts';

/**
 * Who counts as online (docs/product-rules.md#chat-and-presence). Real-world times, never divided by `GAME_SPEED`.
 *
 * @example
 * ```ts
 * PresenceLimits.activeWindowMs; // 300_000: seen in the last 5 minutes
 * PresenceLimits.holdMs; // 25_000: a long poll waits at most this long, then answers 304
 * ```
 */
export const PresenceLimits = {
  /** A living character seen (any signed-in call) within this long is active. */
  activeWindowMs: 5 * 60_000,
  /** Longest a `POST /character/active` waits for a change before answering 304. */
  holdMs: 25_000,
  /** Client timings (docs/product-rules.md#client-limits): next poll after a change, after a 304, after an error. */
  retryAfterChangeMs: 5_000,
  retryAfterNoChangeMs: 1_000,
  retryAfterErrorMs: 10_000,
  /**
   * Players one answer lists at most (docs/product-rules.md#chat-and-presence): with thousands
   * online the answer stays this small on the wire; the rest are further pages.
   */
  pageSize: 50,
  /** The highest page a query may ask for (a million players at {@link PresenceLimits.pageSize}). */
  maxPage: 20_000,
} as const;

/**
 * One active player in the sidebar.
 *
 * @example
 * ```ts
 * ActiveCharacterSchema.parse({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', username: 'Aria', level: 3 });
 * ```
 */
export const ActiveCharacterSchema = z.object({ id: z.uuid(), username: z.string(), level: z.number().int() });
export type ActiveCharacter = z.infer<typeof ActiveCharacterSchema>;

/**
 * One page of the active players: `count` of them in all, sorted by name, `page` (from 1)
 * listing at most {@link PresenceLimits.pageSize} of them. `hash` is a digest of the count and
 * the first page (ids, names and levels): it changes whenever the sidebar would look different,
 * and only then, whichever page was asked for; the long poll always answers the first page.
 *
 * @example
 * ```ts
 * const { hash, count, characters } = ActivePlayersSchema.parse(await (await fetch('/api/character/active')).json());
 * const more = count > PresenceLimits.pageSize ? await fetch('/api/character/active?page=2') : null;
 * ```
 */
export const ActivePlayersSchema = z.object({
  hash: z.string(),
  count: z.number().int().min(0),
  page: z.number().int().min(1),
  characters: z.array(ActiveCharacterSchema),
});
export type ActivePlayers = z.infer<typeof ActivePlayersSchema>;

/**
 * `GET /character/active` query: `page` 1 (the default) to {@link PresenceLimits.maxPage}; a
 * page past the last lists nobody.
 *
 * @example
 * ```ts
 * ActivePlayersQuerySchema.parse({ page: '2' }); // { page: 2 }
 * ```
 */
export const ActivePlayersQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be at least 1.' })
    .max(PresenceLimits.maxPage, { error: `page must be at most ${PresenceLimits.maxPage}.` })
    .optional(),
});
export type ActivePlayersQuery = z.input<typeof ActivePlayersQuerySchema>;

/**
 * The long poll's body: the hash the client shows. An empty string (nothing shown yet) is
 * answered at once.
 *
 * @example
 * ```ts
 * const res = await fetch('/api/character/active', { method: 'POST', body: JSON.stringify({ hash }) });
 * if (res.status === 304) retryIn(PresenceLimits.retryAfterNoChangeMs);
 * ```
 */
export const ActivePlayersPollInputSchema = z.object({
  hash: storableText('hash', { error: 'hash is required.' }).max(128, { error: 'hash must be at most 128 characters.' }),
});
export type ActivePlayersPollInput = z.input<typeof ActivePlayersPollInputSchema>;

/**
 * The active-players calls: one read on load, then a long poll that repeats.
 *
 * @example
 * ```ts
 * let { hash } = ActivePlayersSchema.parse(await (await fetch(`/api${presenceApi.active.path}`)).json());
 * const res = await fetch(`/api${presenceApi.poll.path}`, { method: 'POST', body: JSON.stringify({ hash }) });
 * if (res.status === 200) ({ hash } = ActivePlayersSchema.parse(await res.json()));
 * ```
 */
export const presenceApi = {
  /** The active players now: their count and one page of them (the first unless `page` says). */
  active: endpoint({
    method: 'GET',
    access: 'player',
    path: '/character/active',
    query: ActivePlayersQuerySchema,
    response: ActivePlayersSchema,
    errors: [],
  }),
  /**
   * Long poll: answers the first page as soon as the hash differs from the body's, or
   * 304 with no body after {@link PresenceLimits.holdMs}.
   */
  poll: endpoint({
    method: 'POST',
    access: 'player',
    path: '/character/active',
    body: ActivePlayersPollInputSchema,
    response: ActivePlayersSchema,
    errors: refusals('realtime.too_many_streams'),
  }),
};
