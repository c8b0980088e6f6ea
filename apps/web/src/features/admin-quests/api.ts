import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminQuestChain,
  type AdminQuestTemplate,
  type QuestChainInput,
  type QuestTemplateInput,
  questsAdminApi,
} from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const adminQuestTemplatesQuery = queryOptions({
  queryKey: ['admin', 'quest-templates'] as const,
  queryFn: ({ signal }) => apiRequest(questsAdminApi.templates, { signal }),
});

export function useSaveQuestTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuestTemplateInput }) =>
      apiRequest(questsAdminApi.updateTemplate, { params: { id }, body }),
    onSuccess: (saved) =>
      client.setQueryData<AdminQuestTemplate[]>(adminQuestTemplatesQuery.queryKey, (list) =>
        list?.map((t) => (t.id === saved.id ? saved : t)),
      ),
  });
}

export const adminQuestChainsQuery = queryOptions({
  queryKey: ['admin', 'quest-chains'] as const,
  queryFn: ({ signal }) => apiRequest(questsAdminApi.chains, { signal }),
});

export function useSaveQuestChain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuestChainInput }) =>
      apiRequest(questsAdminApi.updateChain, { params: { id }, body }),
    onSuccess: (saved) =>
      client.setQueryData<AdminQuestChain[]>(adminQuestChainsQuery.queryKey, (list) =>
        list?.map((c) => (c.id === saved.id ? saved : c)),
      ),
  });
}
