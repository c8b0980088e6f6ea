import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { lazyDateFormat } from '@/lib/date-format.ts';
import { conversationQuery, useDeleteConversation, useKeepConversation, useMarkRead } from '../api.ts';
import { MessageComposer } from './message-composer.tsx';
import { ReportMessage } from './report-message.tsx';
import './messages.css';

const timeFormat = lazyDateFormat({ dateStyle: 'short', timeStyle: 'short' });

/**
 * One conversation, oldest first, with the composer. `Body` renders a message's text (the
 * screen passes the chat's safe markup). Opening it, and each message pushed while open, marks
 * it read.
 */
export function ConversationView({ id, Body }: { id: string; Body: ComponentType<{ text: string }> }) {
  const page = useQuery(conversationQuery(id));
  const markRead = useMarkRead();
  const keep = useKeepConversation(id);
  const remove = useDeleteConversation();
  const navigate = useNavigate();
  const unread = page.data?.conversation.unread ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0) mutate(id);
  }, [unread, id, mutate]);
  if (page.isPending) return <StatusMessage>Loading messages...</StatusMessage>;
  if (page.isError) return <ErrorMessage>Failed to load messages. Please try again.</ErrorMessage>;
  const { conversation, messages } = page.data;
  return (
    <div className="messages__conversation-view">
      <h2>{conversation.otherName}</h2>
      <div className="messages__tools">
        <button
          type="button"
          className="button button--small"
          onClick={() => keep.mutate(!conversation.kept)}
          aria-pressed={conversation.kept}
        >
          {conversation.kept ? 'Kept' : 'Keep'}
        </button>{' '}
        <button
          type="button"
          className="button button--small"
          onClick={() => remove.mutate(id, { onSuccess: () => navigate('/messages') })}
        >
          Delete for me
        </button>
      </div>
      <ol className="messages__thread" aria-live="polite">
        {messages.map((m) => (
          <li
            key={m.id}
            className={m.senderId === conversation.otherId ? 'messages__item' : 'messages__item messages__item--own'}
          >
            <span className="messages__author">{m.senderName}</span> <time dateTime={m.time}>{timeFormat(new Date(m.time))}</time>
            <p className="messages__body">
              <Body text={m.body} />
            </p>
            {m.senderId === conversation.otherId && <ReportMessage messageId={m.id} author={m.senderName} />}
          </li>
        ))}
      </ol>
      <MessageComposer to={conversation.otherId} name={conversation.otherName} />
    </div>
  );
}
