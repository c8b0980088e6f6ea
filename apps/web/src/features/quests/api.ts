import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChainAdvanceResult, type QuestActionResult, questChainsApi, questsApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { gameplayAnswerMeta } from '@/lib/query-client.ts';

export const questsKeys = {
  board: ['quests', 'board'] as const,
};

/** The contract board of the character's city and its accepted contracts. */
export const boardQuery = queryOptions({
  queryKey: questsKeys.board,
  queryFn: ({ signal }) => apiRequest(questsApi.board, { signal }),
});

export type QuestAction = 'accept' | 'decline' | 'abandon' | 'complete';

/**
 * Accept, decline, abandon or hand in a contract. The answer carries the board after it (put in
 * place of the cached one) and the character (the reward moved its gold: gameplayAnswerMeta).
 */
export function useQuestAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: QuestAction }) =>
      apiRequest(questsApi[action], { params: { id } }) as Promise<QuestActionResult>,
    meta: gameplayAnswerMeta,
    onSuccess: (result) => client.setQueryData(questsKeys.board, result.board),
    // A refusal means the board shown was stale (expired, taken elsewhere): read it again.
    onError: () => client.invalidateQueries({ queryKey: questsKeys.board }),
  });
}

export const chainsKey = ['quests', 'chains'] as const;

/** The quest chains with the character's place in each. */
export const chainsQuery = queryOptions({
  queryKey: chainsKey,
  queryFn: ({ signal }) => apiRequest(questChainsApi.list, { signal }),
});

/** Does the current step of a chain (with a choice when it asks one); the answer carries the chains and the character. */
export function useAdvanceChain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, choice }: { key: string; choice?: string }) =>
      apiRequest(questChainsApi.advance, { params: { key }, body: choice ? { choice } : {} }) as Promise<ChainAdvanceResult>,
    meta: gameplayAnswerMeta,
    onSuccess: (result) => client.setQueryData(chainsKey, result.chains),
    onError: () => client.invalidateQueries({ queryKey: chainsKey }),
  });
}
