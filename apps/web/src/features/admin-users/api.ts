import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ManagedUserDetail, moderationApi, usersAdminApi } from '@tod/contracts';
import type { ReactNode } from 'react';
import { apiRequest } from '@/lib/api-client.ts';

/** What the route supplies: the caller's role, and the ban form (the moderation feature's). */
export interface ManageUsersProps {
  callerRole: number;
  renderBan: (target: { characterId: string; name: string }, close: (text?: string) => void) => ReactNode;
}

const usersKey = ['admin', 'users'] as const;

export const userSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...usersKey, 'search', q] as const,
    queryFn: ({ signal }) => apiRequest(usersAdminApi.search, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'one', id] as const,
    queryFn: ({ signal }) => apiRequest(usersAdminApi.get, { params: { id }, signal }),
  });

/** Whether the account is banned now: the moderation list is the one source of bans. */
export const bannedUsersQuery = queryOptions({
  queryKey: ['moderation', 'bans'] as const,
  queryFn: ({ signal }) => apiRequest(moderationApi.bans, { signal }),
});

/** An action on one account: its answer is the account as it is now; searches may have changed. */
function useUserAction<V>(run: (id: string, value: V) => Promise<ManagedUserDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: V }) => run(id, value),
    onSuccess: (user) => {
      client.setQueryData(userQuery(user.id).queryKey, user);
      void client.invalidateQueries({ queryKey: [...usersKey, 'search'] });
    },
  });
}

export const useSetRole = () =>
  useUserAction((id, role: number) => apiRequest(usersAdminApi.setRole, { params: { id }, body: { role } }));
export const useEndSessions = () =>
  useUserAction((id, _: undefined) => apiRequest(usersAdminApi.endSessions, { params: { id } }));
export const useDeleteUser = () => useUserAction((id, _: undefined) => apiRequest(usersAdminApi.remove, { params: { id } }));

export function useResetLink() {
  return useMutation({ mutationFn: (id: string) => apiRequest(usersAdminApi.resetLink, { params: { id } }) });
}

export function useLiftBan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest(moderationApi.unban, { params: { userId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: bannedUsersQuery.queryKey }),
  });
}
