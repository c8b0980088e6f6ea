import type { ChatMessage } from '@tod/contracts';
import { useAccount } from '../../features/accounts/api.ts';
import { ChatRoom } from '../../features/chat/components/chat-room.tsx';
import { useHiddenAuthorIds } from '../../features/moderation/api.ts';
import { MessageActions } from '../../features/moderation/components/message-actions.tsx';
import { hasLivingCharacter } from '../guards/guard-decision.ts';

/** Report, hide, and for moderators delete and mute: one stable component for every line. */
function LineActions({ message }: { message: ChatMessage }) {
  const { account } = useAccount();
  if (!hasLivingCharacter(account)) return null;
  return <MessageActions message={message} viewerRole={account?.role ?? 0} ownCharacterId={account?.playerCharacter?.id} />;
}

export function Component() {
  const { account } = useAccount();
  const hidden = useHiddenAuthorIds(hasLivingCharacter(account));
  return (
    <div className="page page--chat">
      <title>Global Chat · Tales of Deeds</title>
      <h1>Global Chat</h1>
      <ChatRoom
        canSend={account !== null}
        ownPlayerId={account?.playerCharacter?.id}
        LineActions={LineActions}
        hiddenAuthorIds={hidden}
      />
    </div>
  );
}
