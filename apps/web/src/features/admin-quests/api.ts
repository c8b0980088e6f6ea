import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminQuestTemplate, type QuestTemplateInput, questsAdminApi } from '@tod/contracts';
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
