import { useQuery } from '@tanstack/react-query';
import { JournalLimits } from '@tod/contracts';
import { unreadGroupsQuery, unreadQuery } from '../api.ts';

/**
 * The navigation's count of unread events, counted as the log groups them (docs/product-rules.md#event-log):
 * '99+' past the server's cap; nothing at zero or until the groups are counted.
 */
export function UnreadBadge() {
  const { data } = useQuery(unreadQuery);
  const lines = data?.unread ?? 0;
  const groups = useQuery(unreadGroupsQuery(data ?? { unread: 0, latestId: null }));
  if (lines === 0 || groups.data === undefined) return null;
  const count = groups.data;
  const shown = lines >= JournalLimits.maxUnread ? `${JournalLimits.maxUnread}+` : String(count);
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{` (${shown} unread)`}</span>
    </span>
  );
}
