import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminItem, type ItemUpdateInput, itemsAdminApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const adminItemsQuery = queryOptions({
  queryKey: ['admin', 'items'] as const,
  queryFn: ({ signal }) => apiRequest(itemsAdminApi.list, { signal }),
});

/** Saves one item; its answer replaces it in the list (the shelves are read fresh on every visit). */
export function useSaveItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ItemUpdateInput }) =>
      apiRequest(itemsAdminApi.update, { params: { id }, body }),
    onSuccess: (saved) =>
      client.setQueryData<AdminItem[]>(adminItemsQuery.queryKey, (list) => list?.map((i) => (i.id === saved.id ? saved : i))),
  });
}
