import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CrewMember, charactersApi, crewChannelApi, crewDeedsApi, crewsAdminApi, crewsApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { crewKeys } from './live.ts';

export { crewKeys, onCrewsMessage, withMessage } from './live.ts';

/** The caller's crew (or none), its own requests and the founding price. */
export const myCrewQuery = queryOptions({
  queryKey: crewKeys.mine,
  queryFn: ({ signal }) => apiRequest(crewsApi.mine, { signal }),
});

export const crewLogQuery = queryOptions({
  queryKey: crewKeys.log,
  queryFn: ({ signal }) => apiRequest(crewsApi.log, { signal }),
});

/** The catalogue of group deeds and the crew's planning ones (docs/crews.md#group-deeds). */
export const groupDeedsQuery = queryOptions({
  queryKey: crewKeys.groupDeeds,
  queryFn: ({ signal }) => apiRequest(crewDeedsApi.list, { signal }),
});

export const groupDeedCalls = {
  plan: (key: string) => apiRequest(crewDeedsApi.plan, { body: { key } }),
  take: (input: { id: string; seat: number }) => apiRequest(crewDeedsApi.take, { params: input }),
  leaveSeat: (id: string) => apiRequest(crewDeedsApi.leaveSeat, { params: { id } }),
  cancel: (id: string) => apiRequest(crewDeedsApi.cancel, { params: { id } }),
  launch: (id: string) => apiRequest(crewDeedsApi.launch, { params: { id } }),
};

/** The crew channel's newest messages, oldest first (docs/crews.md#crew-channel). */
export const crewChannelQuery = queryOptions({
  queryKey: crewKeys.channel,
  queryFn: ({ signal }) => apiRequest(crewChannelApi.list, { signal }),
});

export const crewChannelCalls = {
  post: (message: string) => apiRequest(crewChannelApi.post, { body: { message } }),
  report: (input: { id: number; reason: string }) =>
    apiRequest(crewChannelApi.report, { params: { id: input.id }, body: { reason: input.reason } }),
  reportCrew: (input: { id: string; reason: string }) =>
    apiRequest(crewChannelApi.reportText, { params: { id: input.id }, body: { reason: input.reason } }),
};

export const crewSearchQuery = (q: string) =>
  queryOptions({
    queryKey: crewKeys.search(q),
    queryFn: ({ signal }) => apiRequest(crewsApi.search, { signal, query: q ? { q } : {} }),
  });

/** A crew action; every answer reloads the crew's data, then `onDone` (the page refreshes the account's gold). */
export function useCrewAction<T>(run: (input: T) => Promise<unknown>, onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: crewKeys.all });
      onDone?.();
    },
  });
}

export const crewCalls = {
  found: (body: { name: string; charter: 'good' | 'neutral' | 'evil'; maxPrice: number }) => apiRequest(crewsApi.found, { body }),
  apply: (id: string) => apiRequest(crewsApi.apply, { params: { id } }),
  accept: (id: string) => apiRequest(crewsApi.accept, { params: { id } }),
  decline: (id: string) => apiRequest(crewsApi.decline, { params: { id } }),
  leave: () => apiRequest(crewsApi.leave),
  deposit: (amount: number) => apiRequest(crewsApi.deposit, { body: { amount } }),
  withdraw: (amount: number) => apiRequest(crewsApi.withdraw, { body: { amount } }),
  seat: () => apiRequest(crewsApi.seat),
  /** Invites the living character with exactly this name (any case). */
  async inviteByName(name: string) {
    const found = await apiRequest(charactersApi.search, { query: { name } });
    const match = found.find((c) => c.username.toLowerCase() === name.trim().toLowerCase());
    if (!match) throw new Error(`No character is called ${name.trim()}.`);
    return apiRequest(crewsApi.invite, { body: { characterId: match.id } });
  },
  rank: (characterId: string, rank: 'leader' | 'officer' | 'member') =>
    apiRequest(crewsApi.rank, { params: { characterId }, body: { rank } }),
  remove: (characterId: string) => apiRequest(crewsApi.remove, { params: { characterId } }),
  permissions: (characterId: string, permissions: CrewMember['permissions']) =>
    apiRequest(crewsApi.permissions, { params: { characterId }, body: { permissions } }),
};

/** Staff: Manage Guilds. */
export const adminCrewKeys = { all: ['admin-crews'] as const };
export const adminCrewsQuery = (q: string) =>
  queryOptions({
    queryKey: [...adminCrewKeys.all, 'list', q],
    queryFn: ({ signal }) => apiRequest(crewsAdminApi.list, { signal, query: q ? { q } : {} }),
  });
export const adminCrewLogQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminCrewKeys.all, 'log', id],
    queryFn: ({ signal }) => apiRequest(crewsAdminApi.log, { signal, params: { id } }),
  });
export const adminCrewCalls = {
  rename: (input: { id: string; name: string }) =>
    apiRequest(crewsAdminApi.rename, { params: { id: input.id }, body: { name: input.name } }),
  disband: (id: string) => apiRequest(crewsAdminApi.disband, { params: { id } }),
};
