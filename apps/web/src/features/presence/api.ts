import { type ActiveCharacter, type ActivePlayers, ActivePlayersSchema, presenceApi } from '@tod/contracts';
import { ApiError, endpointUrl } from '@/lib/api-client.ts';

/** One answer of the active-players calls: the new set (null when unchanged) and the server's time. */
export interface PresenceAnswer {
  players: ActivePlayers | null;
  /** The server's clock from the `Date` header (whole seconds), when it sent one. */
  serverTime: number | null;
}

/**
 * Reads the active players (`hash` null) or long-polls for a change from `hash`: the server
 * holds the call up to 25 s and answers 304 when nothing changed. The API client parses bodies
 * only, so this reads the answer itself, for the 304 and the `Date` header.
 */
export async function fetchActivePlayers(hash: string | null, signal?: AbortSignal): Promise<PresenceAnswer> {
  const endpoint = hash === null ? presenceApi.active : presenceApi.poll;
  const response = await fetch(endpointUrl(endpoint), {
    method: endpoint.method,
    headers: hash === null ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: hash === null ? undefined : JSON.stringify({ hash }),
    credentials: 'same-origin',
    // A held poll waits up to half a minute for news: it must not queue ahead of what the page
    // draws now, and a browser (or Lighthouse) treats low-priority fetches as background.
    priority: hash === null ? 'auto' : 'low',
    signal,
  });
  const date = Date.parse(response.headers.get('date') ?? '');
  const serverTime = Number.isNaN(date) ? null : date;
  if (response.status === 304) return { players: null, serverTime };
  if (!response.ok) throw new ApiError(response.status);
  return { players: ActivePlayersSchema.parse(await response.json()), serverTime };
}

/** Page `page` (from 2: the first comes from the long poll) of the active players, for "Show more". */
export async function fetchActivePlayersPage(page: number): Promise<ActiveCharacter[]> {
  const response = await fetch(endpointUrl(presenceApi.active, undefined, { page }), {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status);
  return ActivePlayersSchema.parse(await response.json()).characters;
}
