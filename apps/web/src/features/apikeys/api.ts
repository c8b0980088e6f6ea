import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateApiKeyInput, apikeysApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

/** The account's keys (never the keys themselves: only their first characters). */
export const apiKeysQuery = queryOptions({
  queryKey: ['apikeys'] as const,
  queryFn: ({ signal }) => apiRequest(apikeysApi.list, { signal }),
});

/** The latest calls made with one key, read when the player opens them. */
export const keyCallsQuery = (id: string) =>
  queryOptions({
    queryKey: ['apikeys', id, 'calls'] as const,
    queryFn: ({ signal }) => apiRequest(apikeysApi.calls, { params: { id }, signal }),
  });

/** Makes a key; its answer carries the key itself, which the page shows once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyInput) => apiRequest(apikeysApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(apikeysApi.revoke, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
