import { useAccount } from '../../features/accounts/api.ts';
import { ChatRoom } from '../../features/chat/components/chat-room.tsx';

export function Component() {
  const { account } = useAccount();
  return (
    <div className="page page--chat">
      <title>Global Chat · Tales of Deeds</title>
      <h1>Global Chat</h1>
      <ChatRoom canSend={account !== null} ownPlayerId={account?.playerCharacter?.id} />
    </div>
  );
}
