import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { journalQuery, unreadQuery, useMarkRead } from '../api.ts';
import { EventEntry } from './event-entry.tsx';

/**
 * The personal event log, newest first, a page at a time. Viewing it marks everything shown as
 * read (the navigation badge goes to zero); entries that were unread when the page opened keep
 * their "New" mark until the player leaves.
 */
export function EventLog() {
  const query = useInfiniteQuery(journalQuery);
  const unread = useQuery(unreadQuery);
  const markRead = useMarkRead();
  const { mutate } = markRead;
  // What was unread when the page first showed entries: the newest entry then and how many of
  // the entries from it down were unread. Entries that arrive while the page is open are new too.
  const opened = useRef<{ newest: string | null; count: number } | null>(null);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const newest = entries[0]?.id ?? null;
  const firstUnread = query.data?.pages[0]?.unread ?? 0;

  if (opened.current === null && query.data) opened.current = { newest, count: firstUnread };

  useEffect(() => {
    if (newest === null) return;
    const count = unread.data?.unread ?? firstUnread;
    if (count > 0) mutate(newest);
  }, [newest, unread.data?.unread, firstUnread, mutate]);

  if (query.isPending) return <StatusMessage>Loading events...</StatusMessage>;
  if (query.isError && entries.length === 0) {
    return (
      <div className="event-log__error">
        <ErrorMessage>Failed to load events. Please try again.</ErrorMessage>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <StatusMessage>Nothing has happened to your character yet. Deeds, jail, training and travel show up here.</StatusMessage>
    );
  }
  const openedAt = entries.findIndex((entry) => entry.id === opened.current?.newest);
  const unreadBelow = openedAt < 0 ? 0 : openedAt + (opened.current?.count ?? 0);
  return (
    <>
      <ol className="event-log" aria-label="Events, newest first">
        {entries.map((entry, index) => (
          <EventEntry key={entry.id} entry={entry} unread={index < unreadBelow} />
        ))}
      </ol>
      {query.isFetchNextPageError && <ErrorMessage>Failed to load more events. Please try again.</ErrorMessage>}
      {query.hasNextPage && (
        <button
          type="button"
          className="button event-log__more"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </>
  );
}
