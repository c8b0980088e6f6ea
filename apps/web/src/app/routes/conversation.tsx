import { Link, useParams } from 'react-router';
import { ChatText } from '../../features/chat/components/chat-message.tsx';
import { ConversationView } from '../../features/messages/components/conversation-view.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <title>Messages · Tales of Deeds</title>
      <h1>Messages</h1>
      <p>
        <Link to="/messages">All conversations</Link>
      </p>
      <ConversationView key={id} id={id} Body={ChatText} />
    </div>
  );
}
