import { ErrorMessage } from '@/components/ui/status.tsx';
import { useLiveValue } from '@/lib/live/use-live-value.ts';
import { CHAT_TOPIC, type ChatRoomState } from '../feed-source.ts';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';

/**
 * The global chat: the room as the browser's leader tab sees it (lib/live shares one feed
 * connection between tabs), and a composer that posts from this tab.
 */
export function ChatRoom({ canSend, ownPlayerId }: { canSend: boolean; ownPlayerId?: string | undefined }) {
  const room = useLiveValue<ChatRoomState>(CHAT_TOPIC);
  return (
    <section className="panel chat-room" aria-label="Chat room">
      {room?.historyError && <ErrorMessage>{room.historyError}</ErrorMessage>}
      {room?.feedError && <ErrorMessage>{room.feedError}</ErrorMessage>}
      <MessageList messages={room?.messages ?? []} loaded={room?.loaded ?? false} ownPlayerId={ownPlayerId} />
      <ChatComposer canSend={canSend} />
    </section>
  );
}
