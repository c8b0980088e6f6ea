import { queryOptions, useMutation } from '@tanstack/react-query';
import { trainingApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { gameplayAnswerMeta } from '@/lib/query-client.ts';

export const trainingKeys = {
  skills: ['training', 'skills'] as const,
};

/** Every skill with the character's level and completion in it. */
export const skillsQuery = queryOptions({
  queryKey: trainingKeys.skills,
  queryFn: ({ signal }) => apiRequest(trainingApi.skills, { signal }),
  // docs/product-rules.md#client-limits: skills are fetched at most every 10 s unless a training or an expiry asks.
  staleTime: 10_000,
});

/** One training session. The call has no body, so it goes without a JSON content type. */
export function useTrain() {
  return useMutation({ mutationFn: (id: string) => apiRequest(trainingApi.train, { params: { id } }), meta: gameplayAnswerMeta });
}
