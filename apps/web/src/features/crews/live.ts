import type { QueryClient } from '@tanstack/react-query';
import { type ChatMessage, CREW_CHANNEL_HISTORY, type PersonalMessage } from '@tod/contracts';

// Kept apart from api.ts: the app shell's live dispatcher runs on every page, and api.ts would
// bring the crews' schemas into the first visit's script (docs/performance.md).

export const crewKeys = {
  all: ['crews'] as const,
  mine: ['crews', 'mine'] as const,
  log: ['crews', 'log'] as const,
  groupDeeds: ['crews', 'group-deeds'] as const,
  channel: ['crews', 'channel'] as const,
  search: (q: string) => ['crews', 'search', q] as const,
};

/** Appends a message to the channel once, keeping the newest {@link CREW_CHANNEL_HISTORY}. */
export function withMessage(list: readonly ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] | undefined {
  if (!list) return list;
  if (list.some((m) => m.id === message.id)) return [...list];
  return [...list, message].sort((a, b) => a.id - b.id).slice(-CREW_CHANNEL_HISTORY);
}

/**
 * A pushed personal message: a crew channel message joins the channel the page holds (a page
 * that has not read the channel yet reads it when it opens); news of the group deeds makes the
 * crew page read them again.
 */
export function onCrewsMessage(client: QueryClient, message: PersonalMessage): void {
  if (message.type === 'crews.message_posted') {
    client.setQueryData<ChatMessage[]>(crewKeys.channel, (list) => withMessage(list, message.message));
  } else if (message.type === 'crews.group_deeds_changed') {
    // A seat, a launch or a member jailed or freed: the deeds, and with a launch the purse,
    // respect and log, are read again (only the queries a page shows refetch).
    for (const queryKey of [crewKeys.groupDeeds, crewKeys.mine, crewKeys.log]) void client.invalidateQueries({ queryKey });
  }
}
