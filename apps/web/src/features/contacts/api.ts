import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contactsApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { contactsKey } from './live.ts';

export { contactsKey, onContactsMessage } from './live.ts';

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
