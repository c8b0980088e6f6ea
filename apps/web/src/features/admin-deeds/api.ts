import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeedInput, deedsAdminApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const adminDeedsKey = ['admin', 'deeds'] as const;

/** Every deed whatever its level (the staff list), read fresh each time the list is shown. */
export const adminDeedsQuery = queryOptions({
  queryKey: adminDeedsKey,
  queryFn: ({ signal }) => apiRequest(deedsAdminApi.list, { signal }),
  staleTime: 0,
});

/** Spec §4: after a successful save or delete the list reloads; the caller may refresh other caches too. */
function useDeedMutation<V, R>(fn: (variables: V) => Promise<R>, onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      onChanged?.();
      await client.invalidateQueries({ queryKey: adminDeedsKey });
    },
  });
}

export const useCreateDeed = (onChanged?: () => void) =>
  useDeedMutation((body: DeedInput) => apiRequest(deedsAdminApi.create, { body }), onChanged);

export const useUpdateDeed = (onChanged?: () => void) =>
  useDeedMutation(
    ({ id, body }: { id: string; body: DeedInput }) => apiRequest(deedsAdminApi.update, { params: { id }, body }),
    onChanged,
  );

export const useDeleteDeed = (onChanged?: () => void) =>
  useDeedMutation((id: string) => apiRequest(deedsAdminApi.remove, { params: { id } }), onChanged);
