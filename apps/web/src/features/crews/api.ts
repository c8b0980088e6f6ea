import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ChatMessage,
  CREW_CHANNEL_HISTORY,
  type CrewMember,
  charactersApi,
  crewChannelApi,
  crewDeedsApi,
  crewsAdminApi,
  crewsApi,
  type PersonalMessage,
} from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const crewKeys = {
  all: ['crews'] as const,
  mine: ['crews', 'mine'] as const,
  log: ['crews', 'log'] as const,
  groupDeeds: ['crews', 'group-deeds'] as const,
  channel: ['crews', 'channel'] as const,
  search: (q: string) => ['crews', 'search', q] as const,
};

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

/** Appends a message to the channel once, keeping the newest {@link CREW_CHANNEL_HISTORY}. */
export function withMessage(list: readonly ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] | undefined {
  if (!list) return list;
  if (list.some((m) => m.id === message.id)) return [...list];
  return [...list, message].sort((a, b) => a.id - b.id).slice(-CREW_CHANNEL_HISTORY);
}

/**
 * A pushed personal message: a crew channel message joins the channel the page holds (a page
 * that has not read the channel yet reads it when it opens); news of the group deeds makes the
 * crew page read them again.
 */
export function onCrewsMessage(client: QueryClient, message: PersonalMessage): void {
  if (message.type === 'crews.message_posted') {
    client.setQueryData<ChatMessage[]>(crewKeys.channel, (list) => withMessage(list, message.message));
  } else if (message.type === 'crews.group_deeds_changed') {
    // A seat, a launch or a member jailed or freed: the deeds, and with a launch the purse,
    // respect and log, are read again (only the queries a page shows refetch).
    for (const queryKey of [crewKeys.groupDeeds, crewKeys.mine, crewKeys.log]) void client.invalidateQueries({ queryKey });
  }
}

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
