import { queryOptions } from '@tanstack/react-query';
import { type CityInput, type CityPatch, charactersApi, citiesAdminApi, worldApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { useListMutation } from '@/lib/use-list-mutation.ts';

const adminCitiesKey = ['admin', 'cities'] as const;

export const adminCitiesQuery = queryOptions({
  queryKey: adminCitiesKey,
  queryFn: ({ signal }) => apiRequest(worldApi.cities, { signal }),
  staleTime: 0,
});

export const useCreateCity = (onChanged?: () => void) =>
  useListMutation(adminCitiesKey, (body: CityInput) => apiRequest(citiesAdminApi.create, { body }), onChanged);

export const useUpdateCity = (onChanged?: () => void) =>
  useListMutation(
    adminCitiesKey,
    ({ id, body }: { id: string; body: CityPatch }) => apiRequest(citiesAdminApi.update, { params: { id }, body }),
    onChanged,
  );

export const useDeleteCity = (onChanged?: () => void) =>
  useListMutation(adminCitiesKey, (id: string) => apiRequest(citiesAdminApi.remove, { params: { id } }), onChanged);

/** Living characters whose name holds `name`, for choosing a city's owner by name. */
export const ownerSearchQuery = (name: string) =>
  queryOptions({
    queryKey: ['admin', 'cities', 'owner-search', name] as const,
    queryFn: ({ signal }) => apiRequest(charactersApi.search, { query: { name }, signal }),
    enabled: name.trim().length >= 2,
    staleTime: 30_000,
  });
