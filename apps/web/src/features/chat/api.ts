import { useMutation } from '@tanstack/react-query';
import { type ChatMessage, chatApi } from '@tod/contracts';
import { apiRequest, endpointUrl } from '@/lib/api-client.ts';

/** The latest messages, oldest first. */
export function fetchChatHistory(signal?: AbortSignal): Promise<ChatMessage[]> {
  return apiRequest(chatApi.history, { signal });
}

/**
 * The feed's address. The first connection resumes after the last history message
 * (`lastEventId`), so nothing posted between the history read and the connection is lost.
 */
export function chatFeedUrl(lastEventId: number | null): string {
  return endpointUrl(chatApi.feed, undefined, lastEventId === null ? {} : { lastEventId: String(lastEventId) });
}

/**
 * Posts a message. The answer is not put in the list: the feed brings it to every tab (this
 * one included) in id order, which keeps one source of truth for what the room shows.
 */
export function useSendChatMessage() {
  return useMutation({ mutationFn: (message: string) => apiRequest(chatApi.post, { body: { message } }) });
}
