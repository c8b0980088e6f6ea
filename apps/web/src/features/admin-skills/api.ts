import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminSkill, skillsAdminApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const adminSkillsQuery = queryOptions({
  queryKey: ['admin', 'skills'] as const,
  queryFn: ({ signal }) => apiRequest(skillsAdminApi.list, { signal }),
});

export function useSaveSkill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: string; description: string }) =>
      apiRequest(skillsAdminApi.update, { params: { id }, body: { description } }),
    onSuccess: (saved) =>
      client.setQueryData<AdminSkill[]>(adminSkillsQuery.queryKey, (list) => list?.map((s) => (s.id === saved.id ? saved : s))),
  });
}
