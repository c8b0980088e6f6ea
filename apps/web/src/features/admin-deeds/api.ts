import { queryOptions } from '@tanstack/react-query';
import { type DeedInput, deedsAdminApi, worldApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { useListMutation } from '@/lib/use-list-mutation.ts';

const adminDeedsKey = ['admin', 'deeds'] as const;

/** Every deed whatever its level (the staff list), read fresh each time the list is shown. */
export const adminDeedsQuery = queryOptions({
  queryKey: adminDeedsKey,
  queryFn: ({ signal }) => apiRequest(deedsAdminApi.list, { signal }),
  staleTime: 0,
});

export const useCreateDeed = (onChanged?: () => void) =>
  useListMutation(adminDeedsKey, (body: DeedInput) => apiRequest(deedsAdminApi.create, { body }), onChanged);

export const useUpdateDeed = (onChanged?: () => void) =>
  useListMutation(
    adminDeedsKey,
    ({ id, body }: { id: string; body: DeedInput }) => apiRequest(deedsAdminApi.update, { params: { id }, body }),
    onChanged,
  );

export const useDeleteDeed = (onChanged?: () => void) =>
  useListMutation(adminDeedsKey, (id: string) => apiRequest(deedsAdminApi.remove, { params: { id } }), onChanged);

/** The cities a deed may belong to (the form's City choice). */
export const deedCitiesQuery = queryOptions({
  queryKey: ['admin', 'deeds', 'cities'] as const,
  queryFn: ({ signal }) => apiRequest(worldApi.cities, { signal }),
  staleTime: 60_000,
});
