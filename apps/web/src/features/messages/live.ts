import type { QueryClient } from '@tanstack/react-query';
import type { PersonalMessage } from '@tod/contracts';

// Kept apart from api.ts: the app shell's live dispatcher runs on every page, and api.ts would
// bring the messages' schemas into the first visit's script (docs/performance.md).

export const messagesKey = ['messages'] as const;

/** A pushed message: the list, the count and that conversation are read again. */
export function onMessagesMessage(client: QueryClient, message: PersonalMessage): void {
  if (message.type === 'messages.message_sent') void client.invalidateQueries({ queryKey: messagesKey });
}
