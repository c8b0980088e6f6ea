import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CharacterAdminResult, type CharacterChangeInput, charactersAdminApi, worldApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

const charactersKey = ['admin', 'characters'] as const;

export const characterSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...charactersKey, 'search', q] as const,
    queryFn: ({ signal }) => apiRequest(charactersAdminApi.search, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });

export const managedCharacterQuery = (id: string) =>
  queryOptions({
    queryKey: [...charactersKey, 'one', id] as const,
    queryFn: ({ signal }) => apiRequest(charactersAdminApi.get, { params: { id }, signal }),
  });

/** An action on one character: its answer is the character as it is now; searches may have changed. */
function useCharacterAction<V>(run: (id: string, value: V) => Promise<CharacterAdminResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: V }) => run(id, value),
    onSuccess: ({ character }) => {
      client.setQueryData(managedCharacterQuery(character.id).queryKey, character);
      void client.invalidateQueries({ queryKey: [...charactersKey, 'search'] });
    },
  });
}

export const useRelease = () =>
  useCharacterAction((id, reason: string) => apiRequest(charactersAdminApi.release, { params: { id }, body: { reason } }));
export const useChangeCharacter = () =>
  useCharacterAction((id, body: CharacterChangeInput) => apiRequest(charactersAdminApi.change, { params: { id }, body }));
export const useStaffGold = () =>
  useCharacterAction((id, body: { delta: number; reason: string }) =>
    apiRequest(charactersAdminApi.gold, { params: { id }, body }),
  );
export const useKill = () =>
  useCharacterAction((id, reason: string) => apiRequest(charactersAdminApi.kill, { params: { id }, body: { reason } }));

/** The cities a character can be moved to (its own key: features do not share query options). */
export const moveCitiesQuery = queryOptions({
  queryKey: [...charactersKey, 'cities'] as const,
  queryFn: ({ signal }) => apiRequest(worldApi.cities, { signal }),
  staleTime: 5 * 60_000,
});
