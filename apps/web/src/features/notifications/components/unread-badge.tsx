import { useQuery } from '@tanstack/react-query';
import { JournalLimits } from '@tod/contracts';
import { unreadQuery } from '../api.ts';

/** The navigation's count of unread events ('99+' past the server's cap); nothing at zero. */
export function UnreadBadge() {
  const { data } = useQuery(unreadQuery);
  const count = data?.unread ?? 0;
  if (count === 0) return null;
  const shown = count >= JournalLimits.maxUnread ? `${JournalLimits.maxUnread}+` : String(count);
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{` (${shown} unread)`}</span>
    </span>
  );
}
