import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { lazyDateFormat } from '@/lib/date-format.ts';
import { conversationsQuery } from '../api.ts';
import './messages.css';

const whenFormat = lazyDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** The player's conversations, latest first, each with its unread count. */
export function ConversationList() {
  const list = useQuery(conversationsQuery);
  if (list.isPending) return <StatusMessage>Loading messages...</StatusMessage>;
  if (list.isError) return <ErrorMessage>Failed to load messages. Please try again.</ErrorMessage>;
  if (list.data.conversations.length === 0) {
    return <p>No messages yet. Open a player's page to write to them.</p>;
  }
  return (
    <ul className="messages__conversations">
      {list.data.conversations.map((c) => (
        <li
          key={c.id}
          className={c.unread > 0 ? 'messages__conversation messages__conversation--unread' : 'messages__conversation'}
        >
          <Link to={`/messages/${c.id}`}>
            <strong>{c.otherName}</strong>
            {c.unread > 0 && (
              <span className="unread-badge">
                {c.unread}
                <span className="visually-hidden"> unread</span>
              </span>
            )}
          </Link>
          <span className="messages__preview">{c.preview}</span>
          <time dateTime={c.lastMessageAt}>{whenFormat(new Date(c.lastMessageAt))}</time>
        </li>
      ))}
    </ul>
  );
}
