import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toasts } from '@/components/ui/toast-store.ts';
import { getLiveHub } from '@/lib/live/live-hub.ts';
import { useLiveValue } from '@/lib/live/use-live-value.ts';
import { journalKey } from '../api.ts';
import { createPersonalSource, PERSONAL_TOPIC, type PersonalState } from '../personal-source.ts';
import { personalToast } from '../personal-toasts.ts';

// Every tab registers the source, since whichever tab leads runs the connection (lib/live).
getLiveHub().register(PERSONAL_TOPIC, createPersonalSource());

/**
 * The player's own messages from the live feed (not polled): each new one raises a toast in
 * every open tab, and the unread badge and the log are read again. `enabled` means a living
 * character. Renders nothing.
 */
export function PersonalNotices({ enabled }: { enabled: boolean }) {
  const client = useQueryClient();
  // Browsers without EventSource (and test pages) get no live messages; the log still works.
  const state = useLiveValue<PersonalState>(PERSONAL_TOPIC, enabled && typeof EventSource !== 'undefined');
  // A tab toasts only what arrived after it joined; the topic replays older ones to newcomers.
  const joinedAt = useRef(Date.now());
  const seen = useRef(new Set<string>());
  const connections = useRef(0);

  useEffect(() => {
    if (!state) return;
    let fresh = false;
    for (const { message, receivedAt } of state.messages) {
      // Contacts and messages read the same topic for their own kinds (their features' live hooks).
      if (message.type !== 'journal.entry_recorded') continue;
      if (seen.current.has(message.id)) continue;
      seen.current.add(message.id);
      if (receivedAt < joinedAt.current) continue;
      fresh = true;
      const toast = personalToast(message);
      if (toast) toasts().show(toast);
    }
    // A new connection may have missed messages while it was down: read the counts again.
    const reconnected = state.connections !== connections.current;
    connections.current = state.connections;
    if (fresh || reconnected) void client.invalidateQueries({ queryKey: journalKey });
  }, [state, client]);

  return null;
}
