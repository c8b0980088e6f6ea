import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { messagesKey } from './live.ts';

export { messagesKey, onMessagesMessage } from './live.ts';

export const conversationsQuery = queryOptions({
  queryKey: [...messagesKey, 'list'] as const,
  queryFn: ({ signal }) => apiRequest(messagesApi.list, { signal }),
});

/** The navigation's unread count. */
export const messagesUnreadQuery = queryOptions({
  queryKey: [...messagesKey, 'unread'] as const,
  queryFn: ({ signal }) => apiRequest(messagesApi.unread, { signal }),
});

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'conversation', id] as const,
    queryFn: ({ signal }) => apiRequest(messagesApi.read, { params: { id }, signal }),
  });

/** Sends to a character; the pushed message brings it to every open page, this one included. */
export function useSendMessage(to: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => apiRequest(messagesApi.send, { params: { id: to }, body: { message } }),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(messagesApi.markRead, { params: { id } }),
    onSuccess: (answer) => {
      client.setQueryData(messagesUnreadQuery.queryKey, answer);
      void client.invalidateQueries({ queryKey: conversationsQuery.queryKey });
    },
  });
}

export function useKeepConversation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kept: boolean) => apiRequest(messagesApi.keep, { params: { id }, body: { kept } }),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
}

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(messagesApi.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
}

/** Reports a received message to the moderators (with the conversation before it). */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(messagesApi.report, { params: { id }, body: { reason } }),
  });
}
