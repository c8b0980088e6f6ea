import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BanInput,
  chatApi,
  type HiddenAuthor,
  type MuteInput,
  moderationApi,
  type ReportInput,
  type Sanction,
} from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

/** The chat authors this account hides; chat lines and character pages read it. */
export const hiddenAuthorsQuery = queryOptions({
  queryKey: ['moderation', 'hidden'] as const,
  queryFn: ({ signal }) => apiRequest(chatApi.hidden, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The hidden authors' ids (empty until read, and for anyone who may not hide). */
export function useHiddenAuthorIds(enabled: boolean): ReadonlySet<string> {
  const query = useQuery({ ...hiddenAuthorsQuery, enabled });
  const list = query.data;
  // One Set per answer, so components that compare it by identity re-render only on a change.
  return list ? hiddenSets.get(list) : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
const hiddenSets = {
  cache: new WeakMap<HiddenAuthor[], ReadonlySet<string>>(),
  get(list: HiddenAuthor[]): ReadonlySet<string> {
    let set = this.cache.get(list);
    if (!set) {
      set = new Set(list.map((h) => h.characterId));
      this.cache.set(list, set);
    }
    return set;
  },
};

/** Hide or show again; the server answers the whole list, which replaces the cached one. */
export function useSetHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ characterId, hidden }: { characterId: string; hidden: boolean }) =>
      apiRequest(hidden ? chatApi.hide : chatApi.unhide, { params: { id: characterId } }),
    onSuccess: (list) => client.setQueryData(hiddenAuthorsQuery.queryKey, list),
  });
}

export function useReport() {
  return useMutation({ mutationFn: (body: ReportInput) => apiRequest(moderationApi.report, { body }) });
}

export function useDeleteMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      apiRequest(moderationApi.deleteMessage, { params: { id }, body: reason ? { reason } : {} }),
  });
}

export const moderationKey = ['moderation'] as const;

/**
 * The conversation a direct-message report carries. Each read is audited on the server, so it
 * is read only when a moderator asks, and never again by itself.
 */
export const reportedConversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...moderationKey, 'reported-conversation', id] as const,
    queryFn: ({ signal }) => apiRequest(moderationApi.reportedConversation, { params: { id }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
export type ReportStatus = 'open' | 'resolved';

export const reportsQuery = (status: ReportStatus) =>
  queryOptions({
    queryKey: [...moderationKey, 'reports', status] as const,
    queryFn: ({ signal }) => apiRequest(moderationApi.reports, { query: { status }, signal }),
  });

export const mutesQuery = queryOptions<Sanction[]>({
  queryKey: [...moderationKey, 'mutes'],
  queryFn: ({ signal }) => apiRequest(moderationApi.mutes, { signal }),
});

export const bansQuery = queryOptions<Sanction[]>({
  queryKey: [...moderationKey, 'bans'],
  queryFn: ({ signal }) => apiRequest(moderationApi.bans, { signal }),
});

/** Every moderation list may have changed after an action: staff pages read them again. */
function useInvalidateModeration() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: moderationKey, predicate: (q) => q.queryKey[1] !== 'hidden' });
}

export function useResolveReport() {
  const invalidate = useInvalidateModeration();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution?: string }) =>
      apiRequest(moderationApi.resolveReport, { params: { id }, body: resolution ? { resolution } : {} }),
    onSuccess: invalidate,
  });
}

export function useMute() {
  const invalidate = useInvalidateModeration();
  return useMutation({ mutationFn: (body: MuteInput) => apiRequest(moderationApi.mute, { body }), onSuccess: invalidate });
}

export function useUnmute() {
  const invalidate = useInvalidateModeration();
  return useMutation({
    mutationFn: (userId: string) => apiRequest(moderationApi.unmute, { params: { userId } }),
    onSuccess: invalidate,
  });
}

export function useBan() {
  const invalidate = useInvalidateModeration();
  return useMutation({ mutationFn: (body: BanInput) => apiRequest(moderationApi.ban, { body }), onSuccess: invalidate });
}

export function useUnban() {
  const invalidate = useInvalidateModeration();
  return useMutation({
    mutationFn: (userId: string) => apiRequest(moderationApi.unban, { params: { userId } }),
    onSuccess: invalidate,
  });
}
