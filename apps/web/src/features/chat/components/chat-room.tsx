import type { ComponentType } from 'react';
import type { ChatMessage } from '@tod/contracts';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { useLiveValue } from '@/lib/live/use-live-value.ts';
import { CHAT_TOPIC, type ChatRoomState } from '../feed-source.ts';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';
import './chat-room.css';

/**
 * The global chat: the room as the browser's leader tab sees it (lib/live shares one feed
 * connection between tabs), and a composer that posts from this tab. The screen may add
 * actions to each line (moderation) and leave out the authors this reader hides.
 */
export function ChatRoom({
  canSend,
  ownPlayerId,
  LineActions,
  hiddenAuthorIds,
}: {
  canSend: boolean;
  ownPlayerId?: string | undefined;
  LineActions?: ComponentType<{ message: ChatMessage }> | undefined;
  hiddenAuthorIds?: ReadonlySet<string> | undefined;
}) {
  const room = useLiveValue<ChatRoomState>(CHAT_TOPIC);
  return (
    <section className="panel chat-room" aria-label="Chat room">
      {room?.historyError && <ErrorMessage>{room.historyError}</ErrorMessage>}
      {room?.feedError && <ErrorMessage>{room.feedError}</ErrorMessage>}
      <MessageList
        messages={room?.messages ?? []}
        loaded={room?.loaded ?? false}
        ownPlayerId={ownPlayerId}
        LineActions={LineActions}
        hiddenAuthorIds={hiddenAuthorIds}
      />
      <ChatComposer canSend={canSend} />
    </section>
  );
}
