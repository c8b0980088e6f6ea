import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CityInput, type CityPatch, citiesAdminApi, worldApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const adminCitiesKey = ['admin', 'cities'] as const;

export const adminCitiesQuery = queryOptions({
  queryKey: adminCitiesKey,
  queryFn: ({ signal }) => apiRequest(worldApi.cities, { signal }),
  staleTime: 0,
});

/** Spec §4: after a successful save or delete the list reloads; the caller may refresh other caches too. */
function useCityMutation<V, R>(fn: (variables: V) => Promise<R>, onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      onChanged?.();
      await client.invalidateQueries({ queryKey: adminCitiesKey });
    },
  });
}

export const useCreateCity = (onChanged?: () => void) =>
  useCityMutation((body: CityInput) => apiRequest(citiesAdminApi.create, { body }), onChanged);

export const useUpdateCity = (onChanged?: () => void) =>
  useCityMutation(
    ({ id, body }: { id: string; body: CityPatch }) => apiRequest(citiesAdminApi.update, { params: { id }, body }),
    onChanged,
  );

export const useDeleteCity = (onChanged?: () => void) =>
  useCityMutation((id: string) => apiRequest(citiesAdminApi.remove, { params: { id } }), onChanged);
