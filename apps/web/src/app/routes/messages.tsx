import { ConversationList } from '../../features/messages/components/conversation-list.tsx';

export function Component() {
  return (
    <div className="page">
      <title>Messages · Tales of Deeds</title>
      <h1>Messages</h1>
      <ConversationList />
    </div>
  );
}
