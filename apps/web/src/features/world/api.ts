import { queryOptions, useMutation } from '@tanstack/react-query';
import { gameplayApi, worldApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const worldKeys = {
  cities: ['world', 'cities'] as const,
  city: (id: string) => ['world', 'cities', id] as const,
  jail: ['world', 'jail'] as const,
  destinations: ['world', 'destinations'] as const,
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
  return useMutation({ mutationFn: (player: string) => apiRequest(gameplayApi.jailbreak, { body: { player } }) });
}

export function useTravel() {
  return useMutation({ mutationFn: (cityID: string) => apiRequest(gameplayApi.travel, { body: { cityID } }) });
}
