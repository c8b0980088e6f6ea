import { queryOptions, useMutation } from '@tanstack/react-query';
import { gameplayApi, worldApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { gameplayAnswerMeta } from '@/lib/query-client.ts';

export const worldKeys = {
  cities: ['world', 'cities'] as const,
  city: (id: string) => ['world', 'cities', id] as const,
  jail: ['world', 'jail'] as const,
  destinations: ['world', 'destinations'] as const,
  prices: ['world', 'prices'] as const,
};

/** Every city, for the map. */
export const citiesQuery = queryOptions({
  queryKey: worldKeys.cities,
  queryFn: ({ signal }) => apiRequest(worldApi.cities, { signal }),
  staleTime: 5 * 60_000,
});

export const cityQuery = (id: string) =>
  queryOptions({
    queryKey: worldKeys.city(id),
    queryFn: ({ signal }) => apiRequest(worldApi.city, { params: { id }, signal }),
    staleTime: 60_000,
  });

/** The prisoners of the character's current city. */
export const jailQuery = queryOptions({
  queryKey: worldKeys.jail,
  queryFn: ({ signal }) => apiRequest(gameplayApi.jail, { signal }),
  staleTime: 0,
});

export const destinationsQuery = queryOptions({
  queryKey: worldKeys.destinations,
  queryFn: ({ signal }) => apiRequest(gameplayApi.destinations, { signal }),
  staleTime: 0,
});

export function useJailbreak() {
  return useMutation({
    mutationFn: (player: string) => apiRequest(gameplayApi.jailbreak, { body: { player } }),
    meta: gameplayAnswerMeta,
  });
}

export function useTravel() {
  return useMutation({
    mutationFn: (cityID: string) => apiRequest(gameplayApi.travel, { body: { cityID } }),
    meta: gameplayAnswerMeta,
  });
}

/**
 * Everything the character is about to pay here and now (its gold, training fees, fares, bails).
 * Read fresh on every visit: each payment and each minute of a sentence changes it.
 */
export const pricesQuery = queryOptions({
  queryKey: worldKeys.prices,
  queryFn: ({ signal }) => apiRequest(gameplayApi.prices, { signal }),
  staleTime: 0,
});

/**
 * Pays a bail: no `player` pays the caller's own. `maxPrice` is the price the player was shown;
 * the server refuses (409) if the bail has risen above it since.
 */
export function useBail() {
  return useMutation({
    mutationFn: ({ player, maxPrice }: { player: string | null; maxPrice: number }) =>
      apiRequest(gameplayApi.bail, { body: player ? { player, maxPrice } : { maxPrice } }),
    meta: gameplayAnswerMeta,
  });
}
