import type { QueryClient } from '@tanstack/react-query';
import type { PersonalMessage } from '@tod/contracts';

// Kept apart from api.ts: the app shell's live dispatcher runs on every page, and api.ts would
// bring the contacts' schemas into the first visit's script (docs/performance.md).

export const contactsKey = ['contacts'] as const;

/**
 * What a pushed personal message means for the contacts (the app's live dispatcher calls this):
 * a status or list change makes the lists be read again. Nothing is polled.
 */
export function onContactsMessage(client: QueryClient, message: PersonalMessage): void {
  if (message.type === 'contacts.status_changed' || message.type === 'contacts.changed') {
    void client.invalidateQueries({ queryKey: contactsKey });
  }
}
