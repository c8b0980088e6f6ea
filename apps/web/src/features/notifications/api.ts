import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chatApi,
  JournalLimits,
  journalApi,
  notificationsApi,
  type PushPreferences,
  type PushPreferencesInput,
  type PushSubscriptionInput,
  type Unread,
} from '@tod/contracts';
import { apiRequest, endpointUrl } from '@/lib/api-client.ts';
import { unreadGroupCount } from './event-groups.ts';

export const journalKey = ['journal'] as const;
const unreadKey = ['journal', 'unread'] as const;
const preferencesKey = ['notifications', 'preferences'] as const;

/** The journal, a page at a time (newest first); "Load more" asks for the next cursor. */
export const journalQuery = infiniteQueryOptions({
  queryKey: [...journalKey, 'pages'] as const,
  queryFn: ({ pageParam, signal }) => apiRequest(journalApi.list, { query: pageParam ? { cursor: pageParam } : {}, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
});

/** The navigation badge. Read on load and after each personal message: never polled. */
export const unreadQuery = queryOptions({
  queryKey: unreadKey,
  queryFn: ({ signal }) => apiRequest(journalApi.unread, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

/**
 * The newest unread entries, to count them in groups as the log shows them (a run of seven
 * pickpockets is one thing to read, not seven). Keyed by the unread state, so it is read again
 * only when that changes.
 */
export const unreadGroupsQuery = (unread: Unread) =>
  queryOptions({
    queryKey: [...journalKey, 'unread-groups', unread.latestId, unread.unread] as const,
    queryFn: ({ signal }) =>
      apiRequest(journalApi.list, { query: { limit: Math.min(unread.unread, JournalLimits.maxPageSize) }, signal }),
    select: (page) => unreadGroupCount(page.entries, unread.unread),
    enabled: unread.unread > 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** Marks everything up to an entry read; the badge takes the answer. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upToId: string) => apiRequest(journalApi.markRead, { body: { upToId } }),
    onSuccess: (unread: Unread) => client.setQueryData(unreadKey, unread),
  });
}

/** The live feed the server pushes personal messages on (the chat's stream). */
export const personalFeedUrl = (): string => endpointUrl(chatApi.feed);

export const preferencesQuery = queryOptions({
  queryKey: preferencesKey,
  queryFn: ({ signal }) => apiRequest(notificationsApi.preferences, { signal }),
});

/**
 * Saves one toggle. The box shows the new state at once; a refusal puts the old one back, and
 * the answer (every kind) replaces the cached preferences.
 */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: PushPreferencesInput) => apiRequest(notificationsApi.savePreferences, { body: patch }),
    onMutate: async (patch: PushPreferencesInput) => {
      await client.cancelQueries({ queryKey: preferencesKey });
      const previous = client.getQueryData<PushPreferences>(preferencesKey);
      if (previous) client.setQueryData(preferencesKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) client.setQueryData(preferencesKey, context.previous);
    },
    onSuccess: (saved: PushPreferences) => client.setQueryData(preferencesKey, saved),
  });
}

export const fetchVapidPublicKey = async (): Promise<string> => (await apiRequest(notificationsApi.vapidPublicKey)).publicKey;

export const saveSubscription = (subscription: PushSubscriptionInput) =>
  apiRequest(notificationsApi.subscribe, { body: subscription });

export const removeSubscription = (endpoint: string) => apiRequest(notificationsApi.unsubscribe, { body: { endpoint } });

export const sendTestPush = () => apiRequest(notificationsApi.test);
