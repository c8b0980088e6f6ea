import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { achievementsApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const achievementsKeys = {
  mine: ['achievements', 'mine'] as const,
  of: (id: string) => ['achievements', 'of', id] as const,
};

/** The player's achievements, merits and perks; reading records any newly reached. */
export const myAchievementsQuery = queryOptions({
  queryKey: achievementsKeys.mine,
  queryFn: ({ signal }) => apiRequest(achievementsApi.mine, { signal }),
});

/** A character's earned achievements, as its public profile shows them. */
export const earnedAchievementsQuery = (id: string) =>
  queryOptions({
    queryKey: achievementsKeys.of(id),
    queryFn: ({ signal }) => apiRequest(achievementsApi.ofCharacter, { params: { id }, signal }),
  });

/** Spends a merit on a perk; the answer carries the achievements after it. */
export function useBuyPerk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (perk: string) => apiRequest(achievementsApi.buyPerk, { params: { perk } }),
    onSuccess: (result) => client.setQueryData(achievementsKeys.mine, result.view),
    onError: () => client.invalidateQueries({ queryKey: achievementsKeys.mine }),
  });
}
