import { queryOptions } from '@tanstack/react-query';
import { type CityInput, type CityPatch, citiesAdminApi, worldApi } from '@tod/contracts';
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
