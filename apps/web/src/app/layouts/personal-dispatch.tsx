import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onAccountMessage } from '../../features/accounts/api.ts';
import { onContactsMessage } from '../../features/contacts/live.ts';
import { crewKeys, onCrewsMessage } from '../../features/crews/live.ts';
import { onMessagesMessage } from '../../features/messages/live.ts';
import { PERSONAL_TOPIC, type PersonalState } from '../../features/notifications/personal-source.ts';
import { onShopsMessage } from '../../features/shops/live.ts';
import { useLiveValue } from '@/lib/live/use-live-value.ts';

/**
 * Hands each pushed personal message to the features it concerns (contacts, direct messages, the crew channel,
 * equipment and shops, the account after a staff change),
 * which read what changed again: features never import each other, so the app composes them.
 * A new connection may have missed messages, so both are read again then. Renders nothing.
 */
export function PersonalDispatch({ enabled }: { enabled: boolean }) {
  const client = useQueryClient();
  const state = useLiveValue<PersonalState>(PERSONAL_TOPIC, enabled && typeof EventSource !== 'undefined');
  const seen = useRef(new Set<string>());
  const connections = useRef(0);
  useEffect(() => {
    if (!state) return;
    for (const { message, receivedAt } of state.messages) {
      const key = `${receivedAt}:${JSON.stringify(message)}`;
      if (seen.current.has(key)) continue;
      seen.current.add(key);
      onContactsMessage(client, message);
      onMessagesMessage(client, message);
      onCrewsMessage(client, message);
      onShopsMessage(client, message);
      onAccountMessage(client, message);
    }
    if (state.connections !== connections.current) {
      connections.current = state.connections;
      onContactsMessage(client, { type: 'contacts.changed' });
      void client.invalidateQueries({ queryKey: ['messages'] });
      void client.invalidateQueries({ queryKey: crewKeys.channel });
      void client.invalidateQueries({ queryKey: crewKeys.groupDeeds });
    }
  }, [state, client]);
  return null;
}
