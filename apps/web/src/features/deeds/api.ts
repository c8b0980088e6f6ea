import { queryOptions, useMutation } from '@tanstack/react-query';
import { deedsApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { gameplayAnswerMeta } from '@/lib/query-client.ts';

export const deedKeys = {
  list: ['deeds', 'player-list'] as const,
};

/** The deeds of the character's level or lower, each with the character's deed cooldown. */
export const deedsQuery = queryOptions({
  queryKey: deedKeys.list,
  queryFn: ({ signal }) => apiRequest(deedsApi.list, { signal }),
  // The list changes with the character's level and the cooldown: reload it when asked to.
  staleTime: 0,
});

/** Attempts a deed. The call has no body, so it goes without a JSON content type. */
export function useAttemptDeed() {
  return useMutation({ mutationFn: (id: string) => apiRequest(deedsApi.complete, { params: { id } }), meta: gameplayAnswerMeta });
}
