import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { watchApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { gameplayAnswerMeta } from '@/lib/query-client.ts';

export const watchKeys = { current: ['fair-play', 'watch'] as const };

/** The city watch's open question, or null (docs/fair-play.md#the-city-watch). */
export const watchQuery = queryOptions({
  queryKey: watchKeys.current,
  queryFn: ({ signal }) => apiRequest(watchApi.current, { signal }),
  staleTime: 0,
});

/**
 * Answers the watch: the answer carries the character (a jail lands in the timers through
 * gameplayAnswerMeta); the question is read again afterwards, answered or refused.
 */
export function useAnswerWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; answer: string }) =>
      apiRequest(watchApi.answer, { params: { id: input.id }, body: { answer: input.answer } }),
    meta: gameplayAnswerMeta,
    onSettled: () => void client.invalidateQueries({ queryKey: watchKeys.current }),
  });
}
