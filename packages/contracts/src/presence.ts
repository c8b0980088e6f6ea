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
 * The active players, sorted by name, with `hash`: a digest of the set (ids, names and
 * levels) that changes whenever the list would look different, and only then.
 *
 * @example
 * ```ts
 * const { hash, characters } = ActivePlayersSchema.parse(await (await fetch('/api/character/active')).json());
 * ```
 */
export const ActivePlayersSchema = z.object({
  hash: z.string(),
  characters: z.array(ActiveCharacterSchema),
});
export type ActivePlayers = z.infer<typeof ActivePlayersSchema>;

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
  /** The active players now. */
  active: endpoint({ method: 'GET', access: 'player', path: '/character/active', response: ActivePlayersSchema, errors: [] }),
  /**
   * Long poll: answers the active players as soon as their hash differs from the body's, or
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
