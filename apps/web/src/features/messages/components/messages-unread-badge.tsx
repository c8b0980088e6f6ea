import { useQuery } from '@tanstack/react-query';
import { messagesUnreadQuery } from '../api.ts';

/** The navigation's count of unread direct messages; read again when a message is pushed. */
export function MessagesUnreadBadge() {
  const { data } = useQuery(messagesUnreadQuery);
  const unread = data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden">{` (${unread} unread)`}</span>
    </span>
  );
}
