import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contactsApi, type PersonalMessage } from '@tod/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const contactsKey = ['contacts'] as const;

/** The caller's friends, rivals, blocks and requests, with live states (docs/contacts.md). */
export const contactsQuery = queryOptions({
  queryKey: contactsKey,
  queryFn: ({ signal }) => apiRequest(contactsApi.list, { signal }),
});

type Action = 'befriend' | 'unfriend' | 'addRival' | 'removeRival' | 'block' | 'unblock' | 'partner' | 'unpartner';

/** One contacts call on a character; the lists are read again after it, whatever the answer. */
export function useContactAction(action: Action) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(contactsApi[action], { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: contactsKey }),
  });
}

/**
 * What a pushed personal message means for the contacts (the app's live dispatcher calls this):
 * a status or list change makes the lists be read again. Nothing is polled.
 */
export function onContactsMessage(client: QueryClient, message: PersonalMessage): void {
  if (message.type === 'contacts.status_changed' || message.type === 'contacts.changed') {
    void client.invalidateQueries({ queryKey: contactsKey });
  }
}
